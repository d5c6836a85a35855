-- The roster says how a client keeps to their diet chart (issue 42): 'Meals N of M this week' on
-- each card, 'Off the chart N days' under 'Needs attention' from 3, and 'Review the default chart'
-- until a coach assigns or confirms one. As the workouts' figures (20261208000000), the facts are
-- kept with the rows they come from, so the roster reads one row a client for them:
--   diet_charts.planned_slots: the slots of each of its days a customer can follow (a slot with an
--     option that holds a food, as lib/domain/diet-charts' chartDayOn() shows them): one number for
--     a day repeated, seven (Monday first) for a week; written by refresh_diet_chart_plan() after
--     each statement that changes its slots, options or foods (a copy of 200 rows refreshes once);
--   client_summaries.chart_days and chart_followed: the last 14 days the food log followed a slot
--     of a chart, newest first, and how many slots each, by refresh_client_chart_days() on every
--     change to an entry's slot.
-- The week is the programme's week holding today, as for the workouts: 'Meals N of M this week'
-- counts the slots followed up to today of those planned in its 7 days, and 'Off the chart' the days
-- of the 7 before today (none before day 1) with slots planned and none followed.

set local lock_timeout = '5s';

alter table public.diet_charts add column planned_slots smallint[] not null default '{}';
alter table public.client_summaries
  add column chart_days date[] not null default '{}',
  add column chart_followed smallint[] not null default '{}';

create function public.refresh_diet_chart_plan(chart uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  with followable as (
    select s.day, count(*)::smallint as slots
    from public.diet_chart_slots s
    where s.chart_id = chart
      and exists (
        select 1 from public.diet_chart_options o join public.diet_chart_foods f on f.option_id = o.id
        where o.slot_id = s.id)
    group by s.day
  ), days as (
    select case when exists (select 1 from public.diet_chart_slots s where s.chart_id = chart and s.day > 0)
      then array[1, 2, 3, 4, 5, 6, 7] else array[0] end as numbers
  )
  update public.diet_charts c set planned_slots = (
    select array_agg(coalesce(f.slots, 0)::smallint order by d.day)
    from days cross join unnest(days.numbers) d(day)
    left join followable f on f.day = d.day)
  where c.id = chart
$$;
revoke all on function public.refresh_diet_chart_plan(uuid) from public, anon, authenticated;

-- After each statement on a chart's slots, options or foods: the charts it touched, once each.
-- Each trigger names its rows new_rows and old_rows, as it has them.
create function public.diet_chart_rows_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' then
    perform public.refresh_diet_chart_plan(x.chart_id) from (select distinct n.chart_id from new_rows n) x;
  end if;
  if tg_op <> 'INSERT' then
    perform public.refresh_diet_chart_plan(x.chart_id) from (select distinct o.chart_id from old_rows o) x;
  end if;
  return null;
end
$$;
revoke all on function public.diet_chart_rows_changed() from public, anon, authenticated;

create trigger diet_chart_slots_added after insert on public.diet_chart_slots
  referencing new table as new_rows for each statement execute function public.diet_chart_rows_changed();
create trigger diet_chart_slots_removed after delete on public.diet_chart_slots
  referencing old table as old_rows for each statement execute function public.diet_chart_rows_changed();
create trigger diet_chart_slots_moved after update on public.diet_chart_slots
  referencing new table as new_rows old table as old_rows
  for each statement execute function public.diet_chart_rows_changed();
create trigger diet_chart_options_added after insert on public.diet_chart_options
  referencing new table as new_rows for each statement execute function public.diet_chart_rows_changed();
create trigger diet_chart_options_removed after delete on public.diet_chart_options
  referencing old table as old_rows for each statement execute function public.diet_chart_rows_changed();
create trigger diet_chart_foods_added after insert on public.diet_chart_foods
  referencing new table as new_rows for each statement execute function public.diet_chart_rows_changed();
create trigger diet_chart_foods_removed after delete on public.diet_chart_foods
  referencing old table as old_rows for each statement execute function public.diet_chart_rows_changed();

-- A chart starts with no plan whoever inserts it (staff may insert templates, not set this): its
-- slots write it.
create function public.diet_chart_plan_starts_empty()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.planned_slots := '{}';
  return new;
end
$$;
revoke all on function public.diet_chart_plan_starts_empty() from public, anon, authenticated;
create trigger diet_charts_plan_starts_empty before insert on public.diet_charts
  for each row execute function public.diet_chart_plan_starts_empty();

-- The customer's last 14 days with a chart's slot followed, newest first, and how many slots each.
create function public.refresh_client_chart_days(customer uuid)
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
  update public.client_summaries s set (chart_days, chart_followed) = (
    select coalesce(array_agg(x.day order by x.day desc), '{}'), coalesce(array_agg(x.slots order by x.day desc), '{}')
    from (
      select f.day, count(distinct f.chart_slot_id)::smallint as slots
      from public.food_logs f
      where f.user_id = customer and f.chart_slot_id is not null
      group by f.day
      order by f.day desc
      limit 14
    ) x)
  where s.user_id = customer;
end
$$;
revoke all on function public.refresh_client_chart_days(uuid) from public, anon, authenticated;

create function public.chart_days_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' then
    perform public.refresh_client_chart_days(new.user_id);
  end if;
  if tg_op = 'DELETE' or old.user_id is distinct from new.user_id then
    perform public.refresh_client_chart_days(old.user_id);
  end if;
  return null;
end
$$;
revoke all on function public.chart_days_changed() from public, anon, authenticated;

-- Only entries that followed a chart's slot: the rest of the food log fires nothing.
create trigger food_logs_chart_added after insert on public.food_logs
  for each row when (new.chart_slot_id is not null) execute function public.chart_days_changed();
create trigger food_logs_chart_removed after delete on public.food_logs
  for each row when (old.chart_slot_id is not null) execute function public.chart_days_changed();
create trigger food_logs_chart_moved after update of user_id, day, chart_slot_id on public.food_logs
  for each row when (old.chart_slot_id is not null or new.chart_slot_id is not null)
  execute function public.chart_days_changed();

select public.refresh_diet_chart_plan(c.id) from public.diet_charts c;
select public.refresh_client_chart_days(x.user_id)
from (select distinct f.user_id from public.food_logs f where f.chart_slot_id is not null) x;

drop function public.coach_roster(boolean);

create function public.coach_roster(ended boolean default false)
returns table (customer_id uuid, coach_name text, coach_phone text, customer_name text, customer_phone text,
  profile_weight numeric, start_day date, pauses jsonb, active_until date, logged_days date[], first_weight numeric,
  latest_weights numeric[], waiting_since timestamptz, unread_weekly integer, missed_sessions integer, refunded_on date,
  plan_unreviewed boolean, workouts_done integer, workouts_planned integer, missed_workouts integer,
  chart_unreviewed boolean, meals_followed integer, meals_planned integer, off_chart_days integer)
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
         chart.id is not null and chart.reviewed_at is null, meals.followed, meals.planned, coalesce(meals.off, 0)
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
