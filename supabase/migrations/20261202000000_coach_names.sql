-- Coaches with names (issue 40). Coaches invited through COACH_PHONES all took COACH_NAME's
-- 'Coach', so the admin's reassign list read 'Coach / Coach' and customers 'Your coach: Coach'.
-- A staff member's name is now theirs: unset (null) until the admin or they themselves give one,
-- never overwritten by the environment's lists, with a one-line bio customers read beside it.
-- Where customers read an unnamed member's words (chat replies, notes), the team speaks:
-- coach_name_of() answers 'WellFit Team'. Staff screens show the phone until a name is given.

set local lock_timeout = '5s';

alter table public.staff alter column name drop not null;
alter table public.staff add column bio text not null default '' check (char_length(bio) <= 160);
alter table public.staff_invitations alter column name drop not null;

-- 'Coach' was COACH_NAME's default, shared by every coach the list invited: not a name.
update public.staff set name = null where approved_by = 'COACH_PHONES' and name = 'Coach';
update public.staff_invitations set name = null where invited_by = 'COACH_PHONES' and name = 'Coach';

-- The lists approve and remove; names are no longer theirs to set.
create or replace function public.sync_invited_coaches()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.staff s
  where s.approved_by in ('COACH_PHONES', 'ADMIN_PHONES')
    and not exists (
      select 1 from auth.users u
      join public.staff_invitations i on i.phone = regexp_replace(u.phone, '[^0-9]', '', 'g')
      where u.id = s.user_id and i.invited_by = s.approved_by
    );
  return public.approve_invited_coaches();
end
$$;

create or replace function public.coach_name_of(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(s.name, 'WellFit Team') from public.staff s
  where s.user_id = person and public.staff_role_of(person) is not null
$$;

-- The customer's coach as they see them: a name and a bio, or nothing until one is named.
drop function public.my_coach_name();
create function public.my_coach()
returns table (name text, bio text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.name, s.bio from public.client_coaches cc
  join public.staff s on s.user_id = cc.coach_id
  where cc.customer_id = (select auth.uid()) and s.active and s.name is not null
$$;
revoke all on function public.my_coach() from public, anon;
grant execute on function public.my_coach() to authenticated, service_role;

drop function public.staff_me();
create function public.staff_me()
returns table (name text, role text, bio text, phone text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.name, s.role, s.bio, regexp_replace(u.phone, '[^0-9]', '', 'g') from public.staff s
  join auth.users u on u.id = s.user_id
  where s.user_id = (select auth.uid()) and public.staff_role_of(s.user_id) is not null
$$;
revoke all on function public.staff_me() from public, anon;
grant execute on function public.staff_me() to authenticated, service_role;

-- The admin's client list names each client's coach by name and phone: two coaches never read alike.
drop function public.admin_clients(text, integer);
create function public.admin_clients(search text default null, max_rows integer default 100)
returns table (
  customer_id uuid, customer_name text, customer_phone text, coach_id uuid, coach_name text,
  coach_phone text, start_day date, in_programme boolean, active_until date, paused_until date,
  refund_status text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (public.clock_now() at time zone 'Asia/Kolkata')::date;
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
           regexp_replace(su.phone, '[^0-9]', '', 'g'),
           public.programme_start(c.user_id), public.in_programme(c.user_id),
           (select max(pp.ends_on) from public.plan_periods pp
             where pp.user_id = c.user_id and pp.ends_on >= pp.starts_on and pp.ended_on is null),
           (select max(pp.paused_from + pp.pause_days - 1) from public.plan_periods pp
             where pp.user_id = c.user_id and pp.ended_on is null
               and pp.paused_from <= today and pp.paused_from + pp.pause_days - 1 >= today),
           (select r.status from public.refund_requests r
             where r.user_id = c.user_id order by r.requested_at desc limit 1)
    from customers c
    join auth.users u on u.id = c.user_id
    left join public.customer_profiles p on p.user_id = c.user_id
    left join public.client_coaches cc on cc.customer_id = c.user_id
    left join public.staff s on s.user_id = cc.coach_id
    left join auth.users su on su.id = cc.coach_id
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

-- 'Name this coach': the admin names (or renames) a coach by phone, invited or approved.
create function public.name_coach(coach_phone text, coach_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  named integer;
begin
  perform public.require_staff_admin();
  update public.staff_invitations set name = coach_name where phone = coach_phone and role = 'coach';
  get diagnostics named = row_count;
  update public.staff s set name = coach_name
    from auth.users u
    where u.id = s.user_id and regexp_replace(u.phone, '[^0-9]', '', 'g') = coach_phone and s.role = 'coach';
  if named = 0 and not found then
    raise exception 'no such coach' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function public.name_coach(text, text) from public, anon;
grant execute on function public.name_coach(text, text) to authenticated, service_role;

-- A coach's (or admin's) own profile: the name customers see and a one-line bio. The invitation
-- follows, so a number taken off a list and put back keeps the name.
create function public.set_my_staff_profile(new_name text, new_bio text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if public.staff_role_of(me) is null then
    raise exception 'not staff' using errcode = '42501';
  end if;
  update public.staff set name = new_name, bio = new_bio where user_id = me;
  update public.staff_invitations i set name = new_name
    from auth.users u
    where u.id = me and i.phone = regexp_replace(u.phone, '[^0-9]', '', 'g');
end
$$;
revoke all on function public.set_my_staff_profile(text, text) from public, anon;
grant execute on function public.set_my_staff_profile(text, text) to authenticated, service_role;
