-- Programmes read and copied at the cost of one check (issue 40's bench).
--
-- Reading: programme_tree() read the phases, workouts and exercises with the caller's rights, so
-- row-level security called may_read_programme() (and may_edit_programme()) for every row: about
-- 14 ms of the dashboard's 39 for a 45-day programme. It now checks once that the caller may read
-- the programme and reads its rows with the definer's rights.
--
-- Copying: the copy that a payment, a profile saved, an assignment or a coach's 'Copy' makes went
-- through the programme's JSON document and PL/pgSQL loops, a statement per phase and workout,
-- and doubled the payment's time (create order p95 alone 21.6 -> 52.5 ms). copy_programme_rows()
-- copies the rows directly, new ids mapped from the old, one insert per table.

set local lock_timeout = '5s';

-- A programme's phases, workouts and exercises as one document, in lib/domain/programmes'
-- ProgrammeShape with each row's id beside it; no phases when the caller may not read it.
create or replace function public.programme_tree(programme uuid) returns jsonb
  language sql stable security definer
  set search_path to ''
as $$
  select jsonb_build_object('phases', coalesce(jsonb_agg(jsonb_build_object(
    'id', ph.id, 'name', ph.name, 'days', ph.days,
    'workouts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', w.id, 'title', w.title, 'days', to_jsonb(w.days),
        'exercises', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', e.id, 'exerciseId', e.exercise_id, 'superset', e.superset, 'rpe', e.rpe, 'note', e.note,
            'prescription', jsonb_build_object(
              'sets', e.sets, 'repsMin', e.reps_min, 'repsMax', e.reps_max, 'seconds', e.seconds,
              'kg', e.kg, 'restSeconds', e.rest_seconds, 'progression', e.progression))
            order by e.position)
          from public.programme_exercises e where e.workout_id = w.id), '[]'))
        order by w.position)
      from public.programme_workouts w where w.phase_id = ph.id), '[]'))
    order by ph.position), '[]'))
  from public.programme_phases ph
  -- The sub-select is evaluated once, not for each row.
  where ph.programme_id = programme and (select public.may_read_programme(programme))
$$;

-- Copies a programme's phases, workouts and exercises into another (empty) programme. Only for the
-- functions below: never granted to a caller.
create function public.copy_programme_rows(source uuid, target uuid) returns void
  language sql security definer
  set search_path to ''
as $$
  -- A volatile CTE is evaluated once, so each old id keeps one new id across the inserts; the
  -- foreign keys are checked at the end of the statement, after all three.
  with phase_ids as (
    select ph.id as old_id, gen_random_uuid() as new_id
    from public.programme_phases ph where ph.programme_id = source
  ), workout_ids as (
    select w.id as old_id, gen_random_uuid() as new_id, p.new_id as phase_id
    from public.programme_workouts w join phase_ids p on p.old_id = w.phase_id
  ), phases as (
    insert into public.programme_phases (id, programme_id, position, name, days)
    select p.new_id, target, ph.position, ph.name, ph.days
    from public.programme_phases ph join phase_ids p on p.old_id = ph.id
  ), workouts as (
    insert into public.programme_workouts (id, programme_id, phase_id, position, title, days)
    select w.new_id, target, w.phase_id, pw.position, pw.title, pw.days
    from public.programme_workouts pw join workout_ids w on w.old_id = pw.id
  )
  insert into public.programme_exercises
    (programme_id, workout_id, position, exercise_id, superset, sets, reps_min, reps_max, seconds, kg,
     rest_seconds, rpe, note, progression)
  select target, w.new_id, e.position, e.exercise_id, e.superset, e.sets, e.reps_min, e.reps_max, e.seconds,
    e.kg, e.rest_seconds, e.rpe, e.note, e.progression
  from public.programme_exercises e join workout_ids w on w.old_id = e.workout_id;
$$;

revoke all on function public.copy_programme_rows(uuid, uuid) from public, anon, authenticated;

create or replace function public.copy_programme_template(source uuid, new_name text) returns uuid
  language plpgsql security definer
  set search_path to ''
as $$
declare
  original public.programmes;
  copy uuid;
begin
  select * into original from public.programmes p where p.id = source and p.client_id is null;
  if original.id is null or not public.is_coach() then
    return null;
  end if;
  insert into public.programmes (name, summary, copied_from, created_by, needs_clearance)
    values (new_name, original.summary, source, (select auth.uid()), original.needs_clearance)
    returning id into copy;
  perform public.copy_programme_rows(source, copy);
  return copy;
end
$$;

create or replace function public.assign_programme(source uuid, customers uuid[], day_one date) returns integer
  language plpgsql security definer
  set search_path to ''
as $$
declare
  me uuid := (select auth.uid());
  original public.programmes;
  customer uuid;
  cleared timestamptz;
  copy uuid;
begin
  select * into original from public.programmes p where p.id = source;
  if original.id is null or not public.may_read_programme(source) or cardinality(customers) = 0
    or exists (select 1 from unnest(customers) c where not public.coaches_client(c)) then
    return 0;
  end if;
  foreach customer in array (select array_agg(distinct c) from unnest(customers) c) loop
    select p.clearance_confirmed_at into cleared from public.programmes p
      where p.client_id = customer and p.replaced_at is null;
    update public.programmes set replaced_at = public.clock_now() where client_id = customer and replaced_at is null;
    insert into public.programmes
      (name, summary, client_id, copied_from, created_by, starts_on, needs_clearance, clearance_confirmed_at,
       reviewed_at, reviewed_by)
      values (original.name, original.summary, customer, source, me, day_one, original.needs_clearance,
        case when original.needs_clearance then cleared end, public.clock_now(), me)
      returning id into copy;
    perform public.copy_programme_rows(source, copy);
  end loop;
  return (select count(distinct c) from unnest(customers) c);
end
$$;

create or replace function public.default_programme_for(customer uuid, template text) returns uuid
  language plpgsql security definer
  set search_path to ''
as $$
declare
  current public.programmes;
  source uuid := (select p.id from public.programmes p where p.template_key = template);
  copy uuid;
begin
  if source is null or public.programme_start(customer) is null then
    return null;
  end if;
  select * into current from public.programmes p where p.client_id = customer and p.replaced_at is null for update;
  if current.id is not null and (current.reviewed_at is not null or current.copied_from = source) then
    return current.id;
  end if;
  update public.programmes set replaced_at = public.clock_now() where id = current.id;
  insert into public.programmes (name, summary, client_id, copied_from, needs_clearance, clearance_confirmed_at)
    select p.name, p.summary, customer, source, p.needs_clearance,
      case when p.needs_clearance then current.clearance_confirmed_at end
    from public.programmes p where p.id = source
    returning id into copy;
  perform public.copy_programme_rows(source, copy);
  return copy;
end
$$;
