-- The admin's client list says where each customer's plan stands (issue 24): the last day their
-- plans cover, a pause running today, and their latest refund request. A customer whose only
-- plan was refunded stays on the list.

set local lock_timeout = '5s';

drop function public.admin_clients(text, integer);

create function public.admin_clients(search text default null, max_rows integer default 100)
returns table (
  customer_id uuid,
  customer_name text,
  customer_phone text,
  coach_id uuid,
  coach_name text,
  start_day date,
  in_programme boolean,
  active_until date,
  paused_until date,
  refund_status text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
begin
  perform public.require_staff_admin();
  return query
    with customers as (
      select o.user_id, max(coalesce(o.paid_at, o.created_at)) as last_paid
      from public.orders o
      where o.status in ('paid', 'refunded') and o.user_id is not null
      group by o.user_id
    )
    select c.user_id, p.name, regexp_replace(u.phone, '[^0-9]', '', 'g'), cc.coach_id, s.name,
           public.programme_start(c.user_id), public.in_programme(c.user_id),
           (select max(pp.ends_on) from public.plan_periods pp
             where pp.user_id = c.user_id and pp.ends_on >= pp.starts_on),
           (select max(pp.paused_from + pp.pause_days - 1) from public.plan_periods pp
             where pp.user_id = c.user_id and pp.paused_from <= today and pp.paused_from + pp.pause_days - 1 >= today),
           (select r.status from public.refund_requests r
             where r.user_id = c.user_id order by r.requested_at desc limit 1)
    from customers c
    join auth.users u on u.id = c.user_id
    left join public.customer_profiles p on p.user_id = c.user_id
    left join public.client_coaches cc on cc.customer_id = c.user_id
    left join public.staff s on s.user_id = cc.coach_id
    where search is null
       or p.name ilike '%' || search || '%'
       or regexp_replace(u.phone, '[^0-9]', '', 'g') like '%' || regexp_replace(search, '[^0-9]', '', 'g') || '%'
          and regexp_replace(search, '[^0-9]', '', 'g') <> ''
    order by c.last_paid desc
    limit greatest(1, least(max_rows, 500));
end
$$;

revoke all on function public.admin_clients(text, integer) from public, anon;
grant execute on function public.admin_clients(text, integer) to authenticated, service_role;
