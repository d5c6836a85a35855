-- The roster says how a client keeps to their workout programme (issue 41): 'Workouts N of M this
-- week' on each card, and 'Missed N planned workouts' under 'Needs attention' from 3.
--
-- planned_workout_days() is lib/domain/programmes' programmeDay() in SQL: the days from from_day to
-- to_day (none before the programme's day 1) that hold a workout. coach_roster() returns, for a
-- client whose current programme has begun (its day 1 as /plan counts it, lib/db/workouts):
-- workouts_done, the days of the programme's week holding today, up to today, that /plan marks
-- done; workouts_planned, the days of that week that hold a workout; and missed_workouts, the days
-- of the 7 before today that held a workout and are not done. All three are null without one. Per
-- client: the current programme by programmes_current_idx, its phases and workouts by their
-- programme's index, and the days done by the (user_id, day) keys of check-ins and sessions.

set local lock_timeout = '5s';

-- A programme's days that hold a workout, from day_one (its day 1): day n is day (n - 1) % 7 + 1 of
-- the programme's week, in the phase whose days hold n; past the phases' days, the last phase
-- repeats (maintenance). No SET clause, so the planner inlines it into coach_roster() (whose
-- search_path is empty) instead of planning its body again for each client: every name in it is
-- schema-qualified or pg_catalog's.
create function public.planned_workout_days(programme uuid, day_one date, from_day date, to_day date)
returns setof date
language sql stable
as $$
  with workouts as (
    -- The days of the programme's week each phase's workouts fall on.
    select w.phase_id, array_agg(d.day) as days
    from public.programme_workouts w cross join unnest(w.days) d(day)
    where w.programme_id = programme
    group by w.phase_id
  ), phases as (
    select sum(ph.days) over (order by ph.position) - ph.days as before, ph.days,
           ph.position = max(ph.position) over () as last, coalesce(wk.days, '{}') as week_days
    from public.programme_phases ph
    left join workouts wk on wk.phase_id = ph.id
    where ph.programme_id = programme
  )
  select day_one + (n - 1)
  from generate_series(greatest(from_day, day_one) - day_one + 1, to_day - day_one + 1) n
  join phases ph on n > ph.before and (n <= ph.before + ph.days or ph.last)
  where ((n - 1) % 7 + 1)::smallint = any (ph.week_days)
  order by 1
$$;

revoke all on function public.planned_workout_days(uuid, date, date, date) from public, anon, authenticated;

drop function public.coach_roster(boolean);

create function public.coach_roster(ended boolean default false)
returns table (customer_id uuid, coach_name text, coach_phone text, customer_name text, customer_phone text,
  profile_weight numeric, start_day date, pauses jsonb, active_until date, logged_days date[], first_weight numeric,
  latest_weights numeric[], waiting_since timestamptz, unread_weekly integer, missed_sessions integer, refunded_on date,
  plan_unreviewed boolean, workouts_done integer, workouts_planned integer, missed_workouts integer)
language sql stable security definer set search_path = ''
as $$
  with me as (
    select auth.uid() as id, public.staff_role_of(auth.uid()) as role,
           (public.clock_now() at time zone 'Asia/Kolkata')::date as today
  )
  select cc.customer_id, st.name, coach.phone, p.name, u.phone, p.weight, s.start_day, s.pauses, s.active_until,
         s.logged_days, s.first_weight, s.latest_weights, s.waiting_since, s.unread_weekly,
         coalesce(missed.n, 0), s.refunded_on,
         prog.id is not null and prog.reviewed_at is null,
         case when week.starts is not null then (
           select count(*)::integer from unnest(done.days) d(day) where d.day >= week.starts) end,
         planned.n, planned.missed
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
  -- The current programme and its day 1, as /plan counts it (lib/db/workouts): its own, else the
  -- client's, moved on by the days paused before today (lib/domain/plans' programmeStartOn).
  left join lateral (
    select pr.id, pr.reviewed_at, coalesce(pr.starts_on, s.start_day + (
      select coalesce(sum(least((pause ->> 'days')::integer, greatest(0, me.today - (pause ->> 'from')::date))), 0)::integer
      from jsonb_array_elements(s.pauses) pause)) as day_one
    from public.programmes pr
    where pr.client_id = cc.customer_id and pr.replaced_at is null
  ) prog on true
  -- The first day of the programme's week holding today, once the programme has begun.
  left join lateral (
    select me.today - (me.today - prog.day_one) % 7 as starts
    where prog.day_one <= me.today
  ) week on true
  -- The days of the 7 before today and today a workout was done, as /plan marks them (lib/db/
  -- workouts' daysDoneIn): marked done (finishing a session marks it), or, before today, with a set
  -- logged though never finished.
  left join lateral (
    select coalesce(array_agg(x.day), '{}') as days
    from (
      select c.day from public.daily_checkins c
      where c.user_id = cc.customer_id and c.workout_done and c.day between me.today - 7 and me.today
      union
      select ws.day from public.workout_sessions ws
      where ws.user_id = cc.customer_id and ws.day between me.today - 7 and me.today - 1
        and exists (select 1 from public.workout_sets x where x.session_id = ws.id and not x.skipped)
    ) x
  ) done on week.starts is not null
  -- The workouts planned in the programme's week, and those of the 7 days before today not done.
  left join lateral (
    select count(*) filter (where w.day >= week.starts)::integer as n,
           count(*) filter (where w.day < me.today and w.day <> all (done.days))::integer as missed
    from public.planned_workout_days(prog.id, prog.day_one, me.today - 7, week.starts + 6) w(day)
  ) planned on week.starts is not null
  -- In their programme while a plan that was not refunded covers today; the rest under 'Ended'.
  where case when ended then s.start_day is not null and (s.active_until is null or s.active_until < me.today)
             else s.active_until >= me.today end
$$;

revoke all on function public.coach_roster(boolean) from public, anon;
grant execute on function public.coach_roster(boolean) to authenticated, service_role;
