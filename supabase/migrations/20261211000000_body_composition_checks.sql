-- The body composition check the in-person plans promise every month (issue 43): the coach
-- records, from the studio's analyser, the weight, body fat %, muscle mass, visceral fat level and
-- BMR of a day (today or one of the 14 before, by the server's clock in India), one check a day,
-- correctable within the same window. The customer reads their own; their coach (and an admin)
-- reads and writes them. The ranges are lib/domain/body-composition.ts's COMPOSITION_FIELDS.
--
-- The roster says 'Body composition check due' for a client whose in-person plan covers today and
-- who has had no check in 30 days (or none yet): client_summaries.last_composition_check keeps the
-- latest check's day, written by a trigger, and coach_roster() returns it with whether the client
-- is at the studio today (studio_plan_periods(), its partial index).
--
-- Also: the two triggers that refresh a client's workout days shared their last lines; they now
-- call one refresh_changed_workout_days().

set local lock_timeout = '5s';

create table public.body_composition_checks (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  weight_kg numeric(4, 1) not null check (weight_kg between 30 and 300),
  body_fat_pct numeric(3, 1) check (body_fat_pct between 3 and 70),
  muscle_mass_kg numeric(4, 1) check (muscle_mass_kg between 10 and 150),
  visceral_fat smallint check (visceral_fat between 1 and 59),
  bmr_kcal smallint check (bmr_kcal between 500 and 5000),
  recorded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default public.clock_now(),
  updated_at timestamptz not null default public.clock_now(),
  primary key (user_id, day)
);

alter table public.body_composition_checks enable row level security;
revoke all on public.body_composition_checks from anon, authenticated;
grant select, insert, update on public.body_composition_checks to authenticated;
grant all on public.body_composition_checks to service_role;

create policy "customers read their own composition checks" on public.body_composition_checks
  for select to authenticated using (user_id = (select auth.uid()));
create policy "staff read their clients' composition checks" on public.body_composition_checks
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
-- Written by the client's coach in their own name, for today or the 14 days before.
create policy "staff record their clients' composition checks" on public.body_composition_checks
  for insert to authenticated
  with check (
    (select public.is_coach()) and public.coaches_client(user_id) and recorded_by = (select auth.uid())
    and day between (public.clock_now() at time zone 'Asia/Kolkata')::date - 14
                and (public.clock_now() at time zone 'Asia/Kolkata')::date);
create policy "staff correct their clients' recent composition checks" on public.body_composition_checks
  for update to authenticated
  using (
    (select public.is_coach()) and public.coaches_client(user_id)
    and day >= (public.clock_now() at time zone 'Asia/Kolkata')::date - 14)
  with check (
    (select public.is_coach()) and public.coaches_client(user_id) and recorded_by = (select auth.uid())
    and day between (public.clock_now() at time zone 'Asia/Kolkata')::date - 14
                and (public.clock_now() at time zone 'Asia/Kolkata')::date);

alter table public.client_summaries add column last_composition_check date;

create function public.composition_check_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer uuid;
begin
  foreach customer in array array(select distinct x.id from unnest(array[new.user_id, old.user_id]) x(id)) loop
    continue when customer is null or not exists (select 1 from auth.users u where u.id = customer);
    insert into public.client_summaries (user_id) values (customer) on conflict (user_id) do nothing;
    update public.client_summaries s
      set last_composition_check = (select max(c.day) from public.body_composition_checks c where c.user_id = customer)
      where s.user_id = customer;
  end loop;
  return null;
end
$$;
revoke all on function public.composition_check_changed() from public, anon, authenticated;
create trigger body_composition_checks_summary after insert or delete or update of user_id, day
  on public.body_composition_checks for each row execute function public.composition_check_changed();

-- The workout days of the clients a row's change touches: its customer, and before an update
-- that moved it (or a delete), the one it had.
create function public.refresh_changed_workout_days(op text, new_user uuid, old_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if op <> 'DELETE' then
    perform public.refresh_client_workout_days(new_user);
  end if;
  if op = 'DELETE' or old_user is distinct from new_user then
    perform public.refresh_client_workout_days(old_user);
  end if;
end
$$;
revoke all on function public.refresh_changed_workout_days(text, uuid, uuid) from public, anon, authenticated;

create or replace function public.workout_days_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_changed_workout_days(tg_op, new.user_id, old.user_id);
  return null;
end
$$;

create or replace function public.workout_set_days_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and not new.skipped and not old.skipped
     and old.user_id = new.user_id and old.session_id = new.session_id then
    return null;
  end if;
  if tg_op = 'INSERT' and not new.skipped and exists (
      select 1 from public.workout_sessions ws join public.client_summaries s on s.user_id = ws.user_id
      where ws.id = new.session_id and ws.user_id = new.user_id and ws.day = any (s.workout_set_days)) then
    return null;
  end if;
  perform public.refresh_changed_workout_days(tg_op, new.user_id, old.user_id);
  return null;
end
$$;

drop function public.coach_roster(boolean);

create function public.coach_roster(ended boolean default false)
returns table (customer_id uuid, coach_name text, coach_phone text, customer_name text, customer_phone text,
  profile_weight numeric, start_day date, pauses jsonb, active_until date, logged_days date[], first_weight numeric,
  latest_weights numeric[], waiting_since timestamptz, unread_weekly integer, missed_sessions integer, refunded_on date,
  plan_unreviewed boolean, workouts_done integer, workouts_planned integer, missed_workouts integer,
  chart_unreviewed boolean, meals_followed integer, meals_planned integer, off_chart_days integer,
  at_studio boolean, last_composition_check date)
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
         planned.n, planned.missed,
         chart.id is not null and chart.reviewed_at is null, meals.followed, meals.planned, coalesce(meals.off, 0),
         exists (
           select 1 from public.studio_plan_periods(me.today) sp
           where sp.user_id = cc.customer_id and sp.starts_on <= me.today),
         s.last_composition_check
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
  -- The current diet chart (diet_charts_current_idx): its review and the slots planned each day.
  left join lateral (
    select dc.id, dc.reviewed_at, dc.planned_slots
    from public.diet_charts dc
    where dc.client_id = cc.customer_id and dc.replaced_at is null
  ) chart on true
  -- The programme's week and the 7 days before today, each day's slots planned (the chart's one day,
  -- or its weekday) and followed (as many as planned at most): the week's figure, and the days of
  -- the 7 before today (none before day 1) with slots planned and none followed.
  left join lateral (
    select sum(m.planned) filter (where m.day >= week.starts)::integer as planned,
           sum(least(m.followed, m.planned)) filter (where m.day >= week.starts and m.day <= me.today)::integer as followed,
           count(*) filter (where m.day < me.today and m.day >= me.today - 7 and m.day >= prog.day_one
             and m.planned > 0 and m.followed = 0)::integer as off
    from (
      select x.day,
             case when cardinality(chart.planned_slots) = 1 then chart.planned_slots[1]
                  else chart.planned_slots[extract(isodow from x.day)::integer] end as planned,
             coalesce(s.chart_followed[array_position(s.chart_days, x.day)], 0) as followed
      from generate_series(0, week.starts + 6 - least(week.starts, me.today - 7)) n
      cross join lateral (select least(week.starts, me.today - 7) + n as day) x
    ) m
  ) meals on week.starts is not null and cardinality(chart.planned_slots) > 0
  -- In their programme while a plan that was not refunded covers today; the rest under 'Ended'.
  where case when ended then s.start_day is not null and (s.active_until is null or s.active_until < me.today)
             else s.active_until >= me.today end
$$;

revoke all on function public.coach_roster(boolean) from public, anon;
grant execute on function public.coach_roster(boolean) to authenticated, service_role;
