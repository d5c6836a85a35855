-- Workout programmes (issue 41). A programme is phases of days; each phase's workouts fall on
-- days of the programme's week; a workout's exercises are prescribed in order. A programme with
-- no client is a template: the six built-ins (template_key, seeded by the next migration and
-- never edited, only copied) and those a coach makes. A client's programme is always their own
-- copy, so editing it changes neither the template nor anyone else's. A client has one current
-- programme; one replaced stays, for the sessions logged against it.
--
-- A customer logs one session a day (workout_sessions), set by set (workout_sets), each set
-- beside the target it was logged against, as wger keeps actual beside target. A coach confirms
-- the limitations the profile's words propose (client_limitations); the app warns on every
-- exercise flagged against them.

set local lock_timeout = '5s';

create table public.programmes (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 2 and 80),
  summary text not null default '' check (char_length(summary) <= 300),
  -- Null: a template. Otherwise the customer whose programme it is.
  client_id uuid references auth.users (id) on delete cascade,
  -- The built-ins, by the keys of lib/domain/programme-choice.
  template_key text unique check (template_key in
    ('home-beginner', 'home-intermediate', 'gym-intermediate', 'low-impact', 'after-pregnancy', 'pcod-thyroid-strength')),
  copied_from uuid references public.programmes (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  -- A client's programme: its day 1. Null: the client's own day 1 (the first plan's start).
  starts_on date,
  -- Only after a doctor's clearance, which the customer confirms before the first workout.
  needs_clearance boolean not null default false,
  clearance_confirmed_at timestamptz,
  -- A default given at payment is reviewed by nobody until the coach assigns or confirms one.
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  replaced_at timestamptz,
  created_at timestamptz not null default public.clock_now(),
  updated_at timestamptz not null default public.clock_now(),
  check (template_key is null or client_id is null),
  check (client_id is not null or (starts_on is null and reviewed_at is null and replaced_at is null))
);

create unique index programmes_current_idx on public.programmes (client_id) where replaced_at is null and client_id is not null;

create table public.programme_phases (
  id uuid primary key default gen_random_uuid(),
  programme_id uuid not null references public.programmes (id) on delete cascade,
  position smallint not null check (position between 1 and 12),
  name text not null check (char_length(name) between 1 and 40),
  days smallint not null check (days between 1 and 365),
  unique (programme_id, position) deferrable initially deferred,
  unique (id, programme_id)
);

create table public.programme_workouts (
  id uuid primary key default gen_random_uuid(),
  programme_id uuid not null references public.programmes (id) on delete cascade,
  phase_id uuid not null,
  position smallint not null check (position between 1 and 7),
  title text not null check (char_length(title) between 1 and 60),
  -- The days of the programme's week it falls on, 1-7.
  days smallint[] not null check (cardinality(days) between 1 and 7 and days <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  foreign key (phase_id, programme_id) references public.programme_phases (id, programme_id) on delete cascade,
  unique (phase_id, position) deferrable initially deferred,
  unique (id, programme_id)
);

create table public.programme_exercises (
  id uuid primary key default gen_random_uuid(),
  programme_id uuid not null references public.programmes (id) on delete cascade,
  workout_id uuid not null,
  position smallint not null check (position between 1 and 40),
  exercise_id text not null references public.exercises (id),
  -- Done back to back with the exercise before it, without the rest between.
  superset boolean not null default false,
  sets smallint not null check (sets between 1 and 10),
  reps_min smallint check (reps_min between 1 and 100),
  reps_max smallint check (reps_max between 1 and 100),
  seconds smallint check (seconds between 5 and 3600),
  kg numeric(5, 2) check (kg > 0 and kg <= 300),
  rest_seconds smallint not null default 60 check (rest_seconds between 0 and 600),
  rpe smallint check (rpe between 1 and 10),
  note text not null default '' check (char_length(note) <= 200),
  progression boolean not null default true,
  foreign key (workout_id, programme_id) references public.programme_workouts (id, programme_id) on delete cascade,
  unique (workout_id, position) deferrable initially deferred,
  -- Reps as a range (3 × 8-12) or a time (3 × 30 s), never both.
  check (
    (seconds is null and reps_min is not null and reps_max is not null and reps_min <= reps_max)
    or (seconds is not null and reps_min is null and reps_max is null)
  )
);

create index programme_exercises_programme_idx on public.programme_exercises (programme_id);
create index programme_workouts_programme_idx on public.programme_workouts (programme_id);

create table public.workout_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The day in India it was done on: one session a day.
  day date not null,
  programme_id uuid references public.programmes (id) on delete set null,
  workout_id uuid references public.programme_workouts (id) on delete set null,
  -- The workout's title as it was, should the coach rename or remove it later.
  title text not null check (char_length(title) between 1 and 60),
  started_at timestamptz not null default public.clock_now(),
  finished_at timestamptz,
  feeling text check (feeling in ('easy', 'right', 'hard')),
  note text check (char_length(note) <= 500),
  minutes smallint check (minutes between 0 and 600),
  kcal smallint check (kcal between 0 and 5000),
  coach_comment text check (char_length(coach_comment) between 1 and 1000),
  commented_by_name text,
  commented_at timestamptz,
  unique (user_id, day)
);

create table public.workout_sets (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.workout_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The prescribed slot it was logged in; the exercise done, which a swap may change.
  programme_exercise_id uuid references public.programme_exercises (id) on delete set null,
  exercise_id text not null references public.exercises (id),
  set_number smallint not null check (set_number between 1 and 10),
  reps smallint check (reps between 0 and 200),
  seconds smallint check (seconds between 0 and 3600),
  kg numeric(5, 2) check (kg >= 0 and kg <= 300),
  skipped boolean not null default false,
  target_reps_min smallint,
  target_reps_max smallint,
  target_seconds smallint,
  target_kg numeric(5, 2),
  logged_at timestamptz not null default public.clock_now(),
  unique (session_id, programme_exercise_id, set_number)
);

-- 'Last time: 3 × 10 at 5 kg': the latest sets of one exercise.
create index workout_sets_user_exercise_idx on public.workout_sets (user_id, exercise_id, logged_at desc);

create table public.client_limitations (
  customer_id uuid not null references auth.users (id) on delete cascade,
  flag text not null check (flag in ('knees', 'lower-back', 'shoulders', 'wrists', 'pregnancy', 'high-blood-pressure')),
  -- Confirmed by the coach, or cleared (a proposal from the profile's words that does not hold).
  applies boolean not null,
  set_by uuid references auth.users (id) on delete set null,
  set_by_name text,
  set_at timestamptz not null default public.clock_now(),
  primary key (customer_id, flag)
);

-- A set or a finished session the phone sent under its own id, kept once (the outbox's replays).
alter table public.client_writes drop constraint client_writes_kind_check;
alter table public.client_writes add constraint client_writes_kind_check
  check (kind in ('water', 'weight', 'workout', 'food', 'workout-set', 'workout-finish'));

-- A set is logged in its own customer's session.
alter table public.workout_sessions add constraint workout_sessions_id_user_key unique (id, user_id);
alter table public.workout_sets add constraint workout_sets_session_user_fkey
  foreign key (session_id, user_id) references public.workout_sessions (id, user_id) on delete cascade;

-- Who reads a programme and its tree: its customer; staff, any template and their clients'.
create function public.may_read_programme(programme uuid) returns boolean
  language sql stable security definer
  set search_path to ''
as $$
  select exists (
    select 1 from public.programmes p
    where p.id = programme
      and (p.client_id = (select auth.uid())
        or (public.is_coach() and (p.client_id is null or public.coaches_client(p.client_id))))
  )
$$;

-- Who changes it: staff, a template that is not a built-in, or the programme of a client they coach.
create function public.may_edit_programme(programme uuid) returns boolean
  language sql stable security definer
  set search_path to ''
as $$
  select exists (
    select 1 from public.programmes p
    where p.id = programme and p.template_key is null
      and public.is_coach() and (p.client_id is null or public.coaches_client(p.client_id))
  )
$$;

-- A programme's phases, workouts and exercises as one document, in lib/domain/programmes'
-- ProgrammeShape with each row's id beside it. Read with the caller's rights.
create function public.programme_tree(programme uuid) returns jsonb
  language sql stable
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
  where ph.programme_id = programme
$$;

-- Replaces a programme's phases, workouts and exercises with those of a ProgrammeShape document.
-- Only for the functions below (a copy, the built-ins' seed): never granted to a caller.
create function public.write_programme_tree(programme uuid, shape jsonb) returns void
  language plpgsql security definer
  set search_path to ''
as $$
declare
  phase record;
  workout record;
  phase_row uuid;
  workout_row uuid;
begin
  delete from public.programme_phases where programme_id = programme;
  for phase in select value, ordinality from jsonb_array_elements(shape -> 'phases') with ordinality loop
    insert into public.programme_phases (programme_id, position, name, days)
      values (programme, phase.ordinality, phase.value ->> 'name', (phase.value ->> 'days')::smallint)
      returning id into phase_row;
    for workout in select value, ordinality from jsonb_array_elements(phase.value -> 'workouts') with ordinality loop
      insert into public.programme_workouts (programme_id, phase_id, position, title, days)
        values (programme, phase_row, workout.ordinality, workout.value ->> 'title',
          array(select d::smallint from jsonb_array_elements_text(workout.value -> 'days') d))
        returning id into workout_row;
      insert into public.programme_exercises
        (programme_id, workout_id, position, exercise_id, superset, sets, reps_min, reps_max, seconds, kg,
         rest_seconds, rpe, note, progression)
      select programme, workout_row, e.ordinality, e.value ->> 'exerciseId', (e.value ->> 'superset')::boolean,
        (e.value #>> '{prescription,sets}')::smallint, (e.value #>> '{prescription,repsMin}')::smallint,
        (e.value #>> '{prescription,repsMax}')::smallint, (e.value #>> '{prescription,seconds}')::smallint,
        (e.value #>> '{prescription,kg}')::numeric, (e.value #>> '{prescription,restSeconds}')::smallint,
        (e.value ->> 'rpe')::smallint, coalesce(e.value ->> 'note', ''),
        (e.value #>> '{prescription,progression}')::boolean
      from jsonb_array_elements(workout.value -> 'exercises') with ordinality e;
    end loop;
  end loop;
  update public.programmes set updated_at = public.clock_now() where id = programme;
end
$$;

-- A built-in template, put in place by the seed migration (generated from lib/domain).
create function public.put_programme_template(key text, name text, summary text, needs_clearance boolean, shape jsonb)
  returns void
  language plpgsql security definer
  set search_path to ''
as $$
declare
  template uuid;
begin
  insert into public.programmes (template_key, name, summary, needs_clearance)
    values (key, name, summary, needs_clearance)
    on conflict (template_key) do update
      set name = excluded.name, summary = excluded.summary, needs_clearance = excluded.needs_clearance
    returning id into template;
  perform public.write_programme_tree(template, shape);
end
$$;

-- A coach's editable copy of a template (a built-in or another coach's): the new template's id.
create function public.copy_programme_template(source uuid, new_name text) returns uuid
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
  perform public.write_programme_tree(copy, public.programme_tree(source));
  return copy;
end
$$;

-- Gives each customer their own copy of a programme (a template or another client's), from
-- day_one (null: the customer's own day 1). The copy replaces their current programme and counts
-- as reviewed. A doctor's clearance the customer confirmed carries over. Nothing is assigned
-- unless the caller coaches every one of them: the number assigned, or 0.
create function public.assign_programme(source uuid, customers uuid[], day_one date) returns integer
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
    perform public.write_programme_tree(copy, public.programme_tree(source));
  end loop;
  return (select count(distinct c) from unnest(customers) c);
end
$$;

-- The built-in a customer is given from their profile (chosen in lib/domain/programme-choice)
-- while no coach has reviewed their programme: given once they have a plan, and changed when the
-- profile changes the choice, until a coach assigns or confirms one. The customer's current
-- programme, or null without a plan. For the server (payment, with its own rights) and the
-- function below; never granted to a caller.
create function public.default_programme_for(customer uuid, template text) returns uuid
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
  perform public.write_programme_tree(copy, public.programme_tree(source));
  return copy;
end
$$;

-- The same, called by the customer (a profile saved) or their coach.
create function public.give_default_programme(customer uuid, template text) returns uuid
  language plpgsql security definer
  set search_path to ''
as $$
begin
  if not (customer = (select auth.uid()) or public.coaches_client(customer)) then
    return null;
  end if;
  return public.default_programme_for(customer, template);
end
$$;

-- A coach confirms the client's current programme as it is (the default given at payment).
create function public.review_programme(customer uuid) returns boolean
  language plpgsql security definer
  set search_path to ''
as $$
begin
  if not public.coaches_client(customer) then
    return false;
  end if;
  update public.programmes set reviewed_at = public.clock_now(), reviewed_by = (select auth.uid())
    where client_id = customer and replaced_at is null and reviewed_at is null;
  return found;
end
$$;

-- The customer confirms a doctor's clearance for their current programme.
create function public.confirm_my_clearance() returns boolean
  language plpgsql security definer
  set search_path to ''
as $$
begin
  update public.programmes set clearance_confirmed_at = public.clock_now()
    where client_id = (select auth.uid()) and replaced_at is null and needs_clearance and clearance_confirmed_at is null;
  return found;
end
$$;

-- A coach's comment on a session: kept on it, named, for the client page (the action also
-- posts it to the customer's chat).
create function public.comment_workout_session(session uuid, comment text) returns boolean
  language plpgsql security definer
  set search_path to ''
as $$
begin
  update public.workout_sessions s
    set coach_comment = comment, commented_by_name = public.coach_name_of((select auth.uid())),
        commented_at = public.clock_now()
    where s.id = session and public.is_coach() and public.coaches_client(s.user_id);
  return found;
end
$$;

create trigger workout_sessions_activity after insert or update on public.workout_sessions
  for each row execute function public.client_activity();
create trigger workout_sets_activity after insert or update on public.workout_sets
  for each row execute function public.client_activity();
create trigger client_limitations_staff_name before insert or update on public.client_limitations
  for each row execute function public.stamp_staff_name();

-- What a caller inserts, the database dates; a session's coach columns start empty.
create or replace function public.server_owned_columns() returns trigger
  language plpgsql
  set search_path to ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  case tg_table_name
    when 'coach_notes' then
      new.author_id := (select auth.uid());
      new.created_at := public.clock_now();
    when 'client_targets' then
      new.set_by := (select auth.uid());
      new.set_at := public.clock_now();
    when 'weekly_checkins' then
      new.created_at := public.clock_now();
      new.coach_read_at := null;
      new.coach_comment := null;
      new.commented_by_name := null;
      new.commented_at := null;
    when 'workout_sessions' then
      new.started_at := public.clock_now();
      new.coach_comment := null;
      new.commented_by_name := null;
      new.commented_at := null;
    when 'client_limitations' then
      new.set_by := (select auth.uid());
      new.set_at := public.clock_now();
    when 'programmes' then
      new.created_by := (select auth.uid());
      new.created_at := public.clock_now();
      new.updated_at := public.clock_now();
  end case;
  return new;
end
$$;

create trigger workout_sessions_server_columns before insert on public.workout_sessions
  for each row execute function public.server_owned_columns();
create trigger client_limitations_server_columns before insert on public.client_limitations
  for each row execute function public.server_owned_columns();
create trigger programmes_server_columns before insert on public.programmes
  for each row execute function public.server_owned_columns();

-- Row-level security.
alter table public.programmes enable row level security;
alter table public.programme_phases enable row level security;
alter table public.programme_workouts enable row level security;
alter table public.programme_exercises enable row level security;
alter table public.workout_sessions enable row level security;
alter table public.workout_sets enable row level security;
alter table public.client_limitations enable row level security;

revoke all on public.programmes, public.programme_phases, public.programme_workouts, public.programme_exercises,
  public.workout_sessions, public.workout_sets, public.client_limitations from anon, authenticated;
grant all on public.programmes, public.programme_phases, public.programme_workouts, public.programme_exercises,
  public.workout_sessions, public.workout_sets, public.client_limitations to service_role;

-- Programmes: a client's is made only by the functions above; staff make and rename templates.
grant select, insert, delete on public.programmes to authenticated;
grant update (name, summary, starts_on, needs_clearance, updated_at) on public.programmes to authenticated;
create policy "customers read their own programmes, staff templates and their clients'" on public.programmes
  for select to authenticated
  using (client_id = (select auth.uid())
    or ((select public.is_coach()) and (client_id is null or public.coaches_client(client_id))));
create policy "staff make templates as themselves" on public.programmes
  for insert to authenticated
  with check ((select public.is_coach()) and created_by = (select auth.uid())
    and client_id is null and template_key is null and clearance_confirmed_at is null);
create policy "staff change templates and their clients' programmes, never a built-in" on public.programmes
  for update to authenticated
  using ((select public.is_coach()) and template_key is null and (client_id is null or public.coaches_client(client_id)))
  with check (template_key is null and (client_id is null or public.coaches_client(client_id)));
create policy "staff delete the templates they made" on public.programmes
  for delete to authenticated
  using ((select public.is_coach()) and client_id is null and template_key is null);

grant select, insert, update, delete on public.programme_phases, public.programme_workouts, public.programme_exercises
  to authenticated;
create policy "who reads the programme reads its phases" on public.programme_phases
  for select to authenticated using (public.may_read_programme(programme_id));
create policy "who changes the programme changes its phases" on public.programme_phases
  for all to authenticated using (public.may_edit_programme(programme_id)) with check (public.may_edit_programme(programme_id));
create policy "who reads the programme reads its workouts" on public.programme_workouts
  for select to authenticated using (public.may_read_programme(programme_id));
create policy "who changes the programme changes its workouts" on public.programme_workouts
  for all to authenticated using (public.may_edit_programme(programme_id)) with check (public.may_edit_programme(programme_id));
create policy "who reads the programme reads its exercises" on public.programme_exercises
  for select to authenticated using (public.may_read_programme(programme_id));
create policy "who changes the programme changes its exercises" on public.programme_exercises
  for all to authenticated using (public.may_edit_programme(programme_id)) with check (public.may_edit_programme(programme_id));

-- Sessions and sets: the customer's own; the coach reads them and comments through the function.
-- Whole rows are inserted (Drizzle names every column); the coach's columns of a session are the
-- database's to set (server_owned_columns), and never updated but by comment_workout_session().
grant select, insert, delete on public.workout_sessions, public.workout_sets to authenticated;
grant update (programme_id, workout_id, title, finished_at, feeling, note, minutes, kcal) on public.workout_sessions
  to authenticated;
grant update (exercise_id, reps, seconds, kg, skipped, logged_at) on public.workout_sets to authenticated;
create policy "customers keep their own workout sessions" on public.workout_sessions
  for all to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "staff read their clients' workout sessions" on public.workout_sessions
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
create policy "customers keep their own workout sets" on public.workout_sets
  for all to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "staff read their clients' workout sets" on public.workout_sets
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));

-- Limitations: the coach confirms or clears them as themselves; the customer reads their own.
grant select, insert, delete on public.client_limitations to authenticated;
grant update (applies, set_by, set_at) on public.client_limitations to authenticated;
create policy "customers read their own limitations" on public.client_limitations
  for select to authenticated using (customer_id = (select auth.uid()));
create policy "staff read their clients' limitations" on public.client_limitations
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(customer_id));
create policy "staff set their clients' limitations as themselves" on public.client_limitations
  for insert to authenticated
  with check (set_by = (select auth.uid()) and (select public.is_coach()) and public.coaches_client(customer_id));
create policy "staff change their clients' limitations as themselves" on public.client_limitations
  for update to authenticated
  using ((select public.is_coach()) and public.coaches_client(customer_id))
  with check (set_by = (select auth.uid()) and public.coaches_client(customer_id));
create policy "staff clear their clients' limitations" on public.client_limitations
  for delete to authenticated using ((select public.is_coach()) and public.coaches_client(customer_id));

revoke all on function public.may_read_programme(uuid), public.may_edit_programme(uuid), public.programme_tree(uuid),
  public.write_programme_tree(uuid, jsonb), public.put_programme_template(text, text, text, boolean, jsonb),
  public.copy_programme_template(uuid, text), public.assign_programme(uuid, uuid[], date),
  public.default_programme_for(uuid, text), public.give_default_programme(uuid, text), public.review_programme(uuid),
  public.confirm_my_clearance(), public.comment_workout_session(uuid, text)
  from public, anon, authenticated;
grant execute on function public.may_read_programme(uuid), public.may_edit_programme(uuid), public.programme_tree(uuid),
  public.copy_programme_template(uuid, text), public.assign_programme(uuid, uuid[], date),
  public.give_default_programme(uuid, text), public.review_programme(uuid), public.confirm_my_clearance(),
  public.comment_workout_session(uuid, text)
  to authenticated;
