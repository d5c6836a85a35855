-- The roster's workout adherence within the scale test's 20 ms (issue 41). coach_roster() worked
-- out each client's planned days from their programme's phases and workouts, and their days done
-- from check-ins and sessions, at every call: for a coach of 300 clients, 300 small plans of
-- several joins each, 48-112 ms at 100,000 customers against 12-18 ms without adherence. Both are
-- now kept with the rows they come from, written when those rows change:
--   programmes: schedule_days (the days of its phases, after which the last phase's week repeats),
--     workout_day_numbers (the days 1 to schedule_days that hold a workout) and repeat_weekdays
--     (the days of the last phase's week that do), by refresh_programme_schedule() on every change
--     to a programme's phases or workouts;
--   client_summaries: workout_marked_days (the last 14 days marked done) and workout_set_days (the
--     last 14 days with a set logged, not skipped), by refresh_client_workout_days() on every
--     change to a check-in's workout tick or to a set.
-- planned_workout_days() reads the programme's three columns and no table, so coach_roster()
-- inlines it; and coach_roster()'s `me` is materialized, so the clock is read once, not once a row.
-- Measured on the scale database (100,000 customers, a coach of 300) after that, with psql: 55 to
-- 124 ms, of which 66 ms was JIT compiling the plan (its cost estimate passes jit_above_cost while
-- the work is a few index look-ups a client) and about 4 ms planning the joins in every order;
-- without JIT 21 ms, and with the joins kept in the order written 15-16 ms. Hence its two SETs.

set local lock_timeout = '5s';

alter table public.programmes
  add column schedule_days integer not null default 0,
  add column workout_day_numbers smallint[] not null default '{}',
  add column repeat_weekdays smallint[] not null default '{}';

alter table public.client_summaries
  add column workout_marked_days date[] not null default '{}',
  add column workout_set_days date[] not null default '{}';

create function public.refresh_programme_schedule(programme uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  with phases as (
    select ph.id, ph.days, sum(ph.days) over (order by ph.position) - ph.days as before,
           ph.position = max(ph.position) over () as last
    from public.programme_phases ph
    where ph.programme_id = programme
  ), week as (
    select w.phase_id, array_agg(distinct d.day order by d.day) as days
    from public.programme_workouts w cross join unnest(w.days) d(day)
    where w.programme_id = programme
    group by w.phase_id
  )
  update public.programmes pr set
    schedule_days = coalesce((select sum(ph.days) from phases ph), 0),
    workout_day_numbers = array(
      select (ph.before + n)::smallint
      from phases ph
      join week wk on wk.phase_id = ph.id
      cross join generate_series(1, ph.days) n
      where ((ph.before + n - 1) % 7 + 1)::smallint = any (wk.days)
      order by 1),
    repeat_weekdays = coalesce((select wk.days from phases ph join week wk on wk.phase_id = ph.id where ph.last), '{}')
  where pr.id = programme
$$;
revoke all on function public.refresh_programme_schedule(uuid) from public, anon, authenticated;

create function public.programme_schedule_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' then
    perform public.refresh_programme_schedule(new.programme_id);
  end if;
  if tg_op = 'DELETE' or old.programme_id is distinct from new.programme_id then
    perform public.refresh_programme_schedule(old.programme_id);
  end if;
  return null;
end
$$;
revoke all on function public.programme_schedule_changed() from public, anon, authenticated;

-- A programme starts with no schedule whoever inserts it (the app's roles may insert programmes,
-- not update these columns): its phases and workouts write it.
create function public.programme_schedule_starts_empty()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.schedule_days := 0;
  new.workout_day_numbers := '{}';
  new.repeat_weekdays := '{}';
  return new;
end
$$;
revoke all on function public.programme_schedule_starts_empty() from public, anon, authenticated;
create trigger programmes_schedule_starts_empty before insert on public.programmes
  for each row execute function public.programme_schedule_starts_empty();

create trigger programme_phases_schedule after insert or delete or update of programme_id, position, days
  on public.programme_phases for each row execute function public.programme_schedule_changed();
create trigger programme_workouts_schedule after insert or delete or update of programme_id, phase_id, days
  on public.programme_workouts for each row execute function public.programme_schedule_changed();

-- A programme's days from from_day to to_day (none before day_one, its day 1) that hold a
-- workout: lib/domain/programmes' programmeDay() in SQL, over the programme's kept schedule. No
-- SET clause and no table, so the roster's planner inlines it.
drop function public.planned_workout_days(uuid, date, date, date);
create function public.planned_workout_days(schedule_days integer, workout_day_numbers smallint[],
  repeat_weekdays smallint[], day_one date, from_day date, to_day date)
returns setof date
language sql immutable
as $$
  select day_one + (n - 1)
  from generate_series(greatest(from_day, day_one) - day_one + 1, to_day - day_one + 1) n
  where case when n <= schedule_days then n::smallint = any (workout_day_numbers)
             else ((n - 1) % 7 + 1)::smallint = any (repeat_weekdays) end
$$;
revoke all on function public.planned_workout_days(integer, smallint[], smallint[], date, date, date)
  from public, anon, authenticated;

-- The customer's last 14 days marked done and last 14 with a set logged, newest first: what /plan
-- marks done (lib/db/workouts' daysDoneIn) within the roster's week. The summary row is locked
-- first, as refresh_client_summary() does.
create function public.refresh_client_workout_days(customer uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if customer is null or not exists (select 1 from auth.users u where u.id = customer) then
    return;
  end if;
  insert into public.client_summaries (user_id) values (customer) on conflict (user_id) do nothing;
  perform 1 from public.client_summaries s where s.user_id = customer for update;
  update public.client_summaries s set
    workout_marked_days = array(
      select c.day from public.daily_checkins c
      where c.user_id = customer and c.workout_done
      order by c.day desc limit 14),
    workout_set_days = array(
      select ws.day from public.workout_sessions ws
      where ws.user_id = customer
        and exists (select 1 from public.workout_sets x where x.session_id = ws.id and not x.skipped)
      order by ws.day desc limit 14)
  where s.user_id = customer;
end
$$;
revoke all on function public.refresh_client_workout_days(uuid) from public, anon, authenticated;

create function public.workout_days_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' then
    perform public.refresh_client_workout_days(new.user_id);
  end if;
  if tg_op = 'DELETE' or old.user_id is distinct from new.user_id then
    perform public.refresh_client_workout_days(old.user_id);
  end if;
  return null;
end
$$;
revoke all on function public.workout_days_changed() from public, anon, authenticated;

create trigger daily_checkins_workout_days after insert or delete or update of user_id, day, workout_done
  on public.daily_checkins for each row execute function public.workout_days_changed();
-- A session's sets carry its customer; a session deleted takes its sets (and so this) with it.
create trigger workout_sets_workout_days after insert or delete or update of user_id, session_id, skipped
  on public.workout_sets for each row execute function public.workout_days_changed();

select public.refresh_programme_schedule(p.id) from public.programmes p;
select public.refresh_client_workout_days(s.user_id) from public.client_summaries s;

drop function public.coach_roster(boolean);

create function public.coach_roster(ended boolean default false)
returns table (customer_id uuid, coach_name text, coach_phone text, customer_name text, customer_phone text,
  profile_weight numeric, start_day date, pauses jsonb, active_until date, logged_days date[], first_weight numeric,
  latest_weights numeric[], waiting_since timestamptz, unread_weekly integer, missed_sessions integer, refunded_on date,
  plan_unreviewed boolean, workouts_done integer, workouts_planned integer, missed_workouts integer)
language sql stable security definer set search_path = ''
  -- The joins run in the order written: the coach's clients, then one look-up each.
  set jit = off set join_collapse_limit = 1 set from_collapse_limit = 1
as $$
  -- Materialized: referenced in every lateral below, it would otherwise read the clock for each.
  with me as materialized (
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
    select pr.id, pr.reviewed_at, pr.schedule_days, pr.workout_day_numbers, pr.repeat_weekdays,
      coalesce(pr.starts_on, s.start_day + (
        select coalesce(sum(least((pause ->> 'days')::integer, greatest(0, me.today - (pause ->> 'from')::date))), 0)::integer
        from jsonb_array_elements(s.pauses) pause)) as day_one
    from public.programmes pr
    where pr.client_id = cc.customer_id and pr.replaced_at is null
    -- A fence: pulled up, day_one's sub-select would go into planned_workout_days()'s arguments,
    -- and a function given a sub-select is called (and planned) once a client instead of inlined.
    offset 0
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
    select array(
      select d.day from unnest(s.workout_marked_days) d(day) where d.day between me.today - 7 and me.today
      union all
      select d.day from unnest(s.workout_set_days) d(day)
      where d.day between me.today - 7 and me.today - 1 and d.day <> all (s.workout_marked_days)
    ) as days
  ) done on week.starts is not null
  -- The workouts planned in the programme's week, and those of the 7 days before today not done.
  left join lateral (
    select count(*) filter (where w.day >= week.starts)::integer as n,
           count(*) filter (where w.day < me.today and w.day <> all (done.days))::integer as missed
    from public.planned_workout_days(prog.schedule_days, prog.workout_day_numbers, prog.repeat_weekdays,
      prog.day_one, me.today - 7, week.starts + 6) w(day)
  ) planned on week.starts is not null
  -- In their programme while a plan that was not refunded covers today; the rest under 'Ended'.
  where case when ended then s.start_day is not null and (s.active_until is null or s.active_until < me.today)
             else s.active_until >= me.today end
$$;

revoke all on function public.coach_roster(boolean) from public, anon;
grant execute on function public.coach_roster(boolean) to authenticated, service_role;
