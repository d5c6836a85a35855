-- The roster asks the coach to review the workout plan a payment gave (issue 41): until a coach
-- assigns or confirms one, the client's default follows the profile, and 'Review the default
-- plan' stands under 'Needs attention'. coach_roster() returns plan_unreviewed (one look-up of the
-- client's current programme by programmes_current_idx).

set local lock_timeout = '5s';

drop function public.coach_roster(boolean);

create function public.coach_roster(ended boolean default false)
returns table (customer_id uuid, coach_name text, coach_phone text, customer_name text, customer_phone text,
  profile_weight numeric, start_day date, pauses jsonb, active_until date, logged_days date[], first_weight numeric,
  latest_weights numeric[], waiting_since timestamptz, unread_weekly integer, missed_sessions integer, refunded_on date,
  plan_unreviewed boolean)
language sql stable security definer set search_path = ''
as $$
  with me as (
    select auth.uid() as id, public.staff_role_of(auth.uid()) as role,
           (public.clock_now() at time zone 'Asia/Kolkata')::date as today
  )
  select cc.customer_id, st.name, coach.phone, p.name, u.phone, p.weight, s.start_day, s.pauses, s.active_until,
         s.logged_days, s.first_weight, s.latest_weights, s.waiting_since, s.unread_weekly,
         coalesce(missed.n, 0), s.refunded_on,
         exists (select 1 from public.programmes pr
                 where pr.client_id = cc.customer_id and pr.replaced_at is null and pr.reviewed_at is null)
  from me
  -- The coaches whose clients the caller sees: themselves, or every coach for an admin.
  join public.client_coaches cc on cc.coach_id = any (
    case me.role
      when 'admin' then array(select a.user_id from public.staff a)
      when 'coach' then array[me.id]
    end)
  join public.client_summaries s on s.user_id = cc.customer_id
  join public.staff st on st.user_id = cc.coach_id
  join auth.users coach on coach.id = cc.coach_id
  join auth.users u on u.id = cc.customer_id
  left join public.customer_profiles p on p.user_id = cc.customer_id
  left join lateral (
    select count(*)::integer as n
    from public.batch_bookings k
    join public.batch_sessions bs on bs.batch_id = k.batch_id
    where k.user_id = cc.customer_id and k.status = 'booked'
      and bs.cancelled_at is null
      and bs.day < me.today and bs.day >= me.today - 7
      and bs.day >= (k.created_at at time zone 'Asia/Kolkata')::date
      and not exists (
        select 1 from public.batch_attendance a where a.batch_id = bs.batch_id and a.day = bs.day and a.user_id = k.user_id
      )
  ) missed on true
  -- In their programme while a plan that was not refunded covers today; the rest under 'Ended'.
  where case when ended then s.start_day is not null and (s.active_until is null or s.active_until < me.today)
             else s.active_until >= me.today end
$$;

revoke all on function public.coach_roster(boolean) from public, anon;
grant execute on function public.coach_roster(boolean) to authenticated, service_role;
