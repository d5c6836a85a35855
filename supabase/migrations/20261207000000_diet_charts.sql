-- Diet charts (issue 42). A chart is a day repeated (its slots' day 0) or a week (days 1-7, Monday
-- first); a day has slots from 'Early morning' to 'Bedtime', each logged as one of the food log's
-- four meals; a slot has options, each of foods of the shared table in so many of a serving. As
-- with programmes: a chart with no client is a template (the built-ins by template_key, seeded by
-- the next migration and only copied; those coaches make); a client's chart is always their own
-- copy, one current, those replaced kept for the adherence logged against them.
--
-- Diet is a rule: a chart's foods are those its diet allows (diet_allows(), the same as
-- lib/domain/diet-charts/diet-rules), checked by a trigger on every food written; a client's chart
-- takes the client's diet. Jain (no onion, garlic, root vegetables, mushrooms or honey) is a flag
-- on foods, set from each dish's recipe by the food seed, and a diet a profile may choose, as is
-- eggetarian.
--
-- 'Ate this' logs an option to the food log with the slot it followed (food_logs.chart_slot_id):
-- a day's adherence is the slots followed of the slots planned.

set local lock_timeout = '5s';

alter table public.foods add column jain boolean not null default false;

alter table public.customer_profiles drop constraint customer_profiles_diet_preference_check;
alter table public.customer_profiles add constraint customer_profiles_diet_preference_check
  check (diet_preference in ('vegetarian', 'non-vegetarian', 'vegan', 'eggetarian', 'jain'));

-- Whether a chart (or a customer) of this diet may eat a food of the table's diet: lib/domain/
-- diet-charts/diet-rules' dietAllows(). No diet said: anything.
create function public.diet_allows(chart_diet text, food_diet text, food_jain boolean) returns boolean
  language sql immutable
  set search_path to ''
as $$
  select case chart_diet
    when 'vegan' then food_diet = 'vegan'
    when 'vegetarian' then food_diet in ('vegan', 'veg')
    when 'jain' then food_diet in ('vegan', 'veg') and food_jain
    when 'eggetarian' then food_diet in ('vegan', 'veg', 'egg')
    else true
  end
$$;

-- A customer's diet: their profile's, vegetarian before they say (anyone may eat a vegetarian
-- chart). Told to the customer and their coach; to anyone else, 'vegetarian'.
create function public.diet_of(customer uuid) returns text
  language sql stable security definer
  set search_path to ''
as $$
  select coalesce((
    select p.diet_preference from public.customer_profiles p
    where p.user_id = customer and (customer = (select auth.uid()) or public.coaches_client(customer))
  ), 'vegetarian')
$$;

create table public.diet_charts (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 2 and 80),
  summary text not null default '' check (char_length(summary) <= 300),
  -- Null: a template. Otherwise the customer whose chart it is.
  client_id uuid references auth.users (id) on delete cascade,
  -- The built-ins, by the keys of lib/domain/diet-chart-choice.
  template_key text unique check (template_key ~ '^[a-z0-9-]{2,40}$'),
  diet text not null check (diet in ('vegetarian', 'non-vegetarian', 'vegan', 'eggetarian', 'jain')),
  -- The day's energy it was made for, kcal; the client's own target is the food log's.
  kcal integer check (kcal between 800 and 5000),
  pcod boolean not null default false,
  copied_from uuid references public.diet_charts (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  -- A default given at payment is reviewed by nobody until the coach assigns or confirms one.
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  replaced_at timestamptz,
  created_at timestamptz not null default public.clock_now(),
  updated_at timestamptz not null default public.clock_now(),
  check (template_key is null or client_id is null),
  check (client_id is not null or (reviewed_at is null and replaced_at is null))
);

create unique index diet_charts_current_idx on public.diet_charts (client_id) where replaced_at is null and client_id is not null;

create table public.diet_chart_slots (
  id uuid primary key default gen_random_uuid(),
  chart_id uuid not null references public.diet_charts (id) on delete cascade,
  -- 0: every day; 1-7: Monday to Sunday of a week's chart.
  day smallint not null check (day between 0 and 7),
  position smallint not null check (position between 1 and 12),
  name text not null check (char_length(name) between 1 and 40),
  meal text not null check (meal in ('breakfast', 'lunch', 'snack', 'dinner')),
  note text not null default '' check (char_length(note) <= 200),
  unique (chart_id, day, position) deferrable initially deferred,
  unique (id, chart_id)
);

create table public.diet_chart_options (
  id uuid primary key default gen_random_uuid(),
  chart_id uuid not null references public.diet_charts (id) on delete cascade,
  slot_id uuid not null,
  position smallint not null check (position between 1 and 4),
  foreign key (slot_id, chart_id) references public.diet_chart_slots (id, chart_id) on delete cascade,
  unique (slot_id, position) deferrable initially deferred,
  unique (id, chart_id)
);

create table public.diet_chart_foods (
  id uuid primary key default gen_random_uuid(),
  chart_id uuid not null references public.diet_charts (id) on delete cascade,
  option_id uuid not null,
  position smallint not null check (position between 1 and 8),
  food_id text not null references public.foods (id),
  -- One of the food's serving labels.
  serving text not null check (char_length(serving) between 1 and 60),
  -- Servings, in halves.
  quantity numeric(3, 1) not null check (quantity between 0.5 and 20 and quantity * 2 = trunc(quantity * 2)),
  foreign key (option_id, chart_id) references public.diet_chart_options (id, chart_id) on delete cascade,
  unique (option_id, position) deferrable initially deferred
);

create index diet_chart_options_chart_idx on public.diet_chart_options (chart_id);
create index diet_chart_foods_chart_idx on public.diet_chart_foods (chart_id);

-- A food in a chart: of the shared table, and one the chart's diet allows.
create function public.diet_chart_food_allowed() returns trigger
  language plpgsql security definer
  set search_path to ''
as $$
declare
  refused text;
begin
  select f.name into refused
  from public.foods f, public.diet_charts c
  where f.id = new.food_id and c.id = new.chart_id
    and (f.owner_id is not null or not public.diet_allows(c.diet, f.diet, f.jain));
  if refused is not null then
    raise exception 'diet chart: % is not for this diet', refused using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger diet_chart_foods_diet before insert or update of food_id on public.diet_chart_foods
  for each row execute function public.diet_chart_food_allowed();

-- A chart's diet changed: its foods must all suit the new one.
create function public.diet_chart_diet_kept() returns trigger
  language plpgsql security definer
  set search_path to ''
as $$
declare
  refused text;
begin
  select string_agg(distinct f.name, ', ') into refused
  from public.diet_chart_foods cf join public.foods f on f.id = cf.food_id
  where cf.chart_id = new.id and not public.diet_allows(new.diet, f.diet, f.jain);
  if refused is not null then
    raise exception 'diet chart: % not for this diet', refused using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger diet_charts_diet after update of diet on public.diet_charts
  for each row execute function public.diet_chart_diet_kept();

-- 'Ate this': the slot of the chart an entry of the food log followed.
alter table public.food_logs add column chart_slot_id uuid references public.diet_chart_slots (id) on delete set null;
create index food_logs_chart_slot_idx on public.food_logs (chart_slot_id) where chart_slot_id is not null;

-- Who reads a chart: its customer; staff, any template and their clients'.
create function public.may_read_diet_chart(chart uuid) returns boolean
  language sql stable security definer
  set search_path to ''
as $$
  select exists (
    select 1 from public.diet_charts c
    where c.id = chart
      and (c.client_id = (select auth.uid())
        or (public.is_coach() and (c.client_id is null or public.coaches_client(c.client_id))))
  )
$$;

-- Who changes it: staff, a template that is not a built-in, or the chart of a client they coach.
create function public.may_edit_diet_chart(chart uuid) returns boolean
  language sql stable security definer
  set search_path to ''
as $$
  select exists (
    select 1 from public.diet_charts c
    where c.id = chart and c.template_key is null
      and public.is_coach() and (c.client_id is null or public.coaches_client(c.client_id))
  )
$$;

-- A chart's slots, options and foods as one document, each row's id beside it, the slots by day
-- and position (lib/db/diet-charts groups them into days); no slots when the caller may not read it.
create function public.diet_chart_tree(chart uuid) returns jsonb
  language sql stable security definer
  set search_path to ''
as $$
  select jsonb_build_object('slots', coalesce(jsonb_agg(jsonb_build_object(
    'id', s.id, 'day', s.day, 'name', s.name, 'meal', s.meal, 'note', s.note,
    'options', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id,
        'foods', coalesce((
          select jsonb_agg(jsonb_build_object('id', f.id, 'foodId', f.food_id, 'serving', f.serving, 'quantity', f.quantity)
            order by f.position)
          from public.diet_chart_foods f where f.option_id = o.id), '[]'))
        order by o.position)
      from public.diet_chart_options o where o.slot_id = s.id), '[]'))
    order by s.day, s.position), '[]'))
  from public.diet_chart_slots s
  where s.chart_id = chart and (select public.may_read_diet_chart(chart))
$$;

-- Replaces a chart's slots with those of a DietChartShape document ({ days: [{ slots }] }: one day
-- is every day, seven are Monday to Sunday). Only for the built-ins' seed: never granted.
create function public.write_diet_chart_tree(chart uuid, shape jsonb) returns void
  language plpgsql security definer
  set search_path to ''
as $$
declare
  weekly boolean := jsonb_array_length(shape -> 'days') > 1;
  day record;
  slot record;
  option record;
  slot_row uuid;
  option_row uuid;
begin
  delete from public.diet_chart_slots where chart_id = chart;
  for day in select value, ordinality from jsonb_array_elements(shape -> 'days') with ordinality loop
    for slot in select value, ordinality from jsonb_array_elements(day.value -> 'slots') with ordinality loop
      insert into public.diet_chart_slots (chart_id, day, position, name, meal, note)
        values (chart, case when weekly then day.ordinality else 0 end, slot.ordinality, slot.value ->> 'name',
          slot.value ->> 'meal', coalesce(slot.value ->> 'note', ''))
        returning id into slot_row;
      for option in select value, ordinality from jsonb_array_elements(slot.value -> 'options') with ordinality loop
        insert into public.diet_chart_options (chart_id, slot_id, position)
          values (chart, slot_row, option.ordinality)
          returning id into option_row;
        insert into public.diet_chart_foods (chart_id, option_id, position, food_id, serving, quantity)
        select chart, option_row, f.ordinality, f.value ->> 'foodId', f.value ->> 'serving', (f.value ->> 'quantity')::numeric
        from jsonb_array_elements(option.value -> 'foods') with ordinality f;
      end loop;
    end loop;
  end loop;
  update public.diet_charts set updated_at = public.clock_now() where id = chart;
end
$$;

-- A built-in template, put in place by the seed migration (generated from lib/domain).
create function public.put_diet_chart_template(key text, name text, summary text, diet text, kcal integer,
  pcod boolean, shape jsonb) returns void
  language plpgsql security definer
  set search_path to ''
as $$
declare
  template uuid;
begin
  insert into public.diet_charts (template_key, name, summary, diet, kcal, pcod)
    values (key, name, summary, diet, kcal, pcod)
    on conflict (template_key) do update
      set name = excluded.name, summary = excluded.summary, diet = excluded.diet, kcal = excluded.kcal,
          pcod = excluded.pcod
    returning id into template;
  perform public.write_diet_chart_tree(template, shape);
end
$$;

-- Copies a chart's slots, options and foods into another (empty) chart, one insert a table, new
-- ids mapped from the old in volatile CTEs (evaluated once). Never granted.
create function public.copy_diet_chart_rows(source uuid, target uuid) returns void
  language sql security definer
  set search_path to ''
as $$
  with slot_ids as (
    select s.id as old_id, gen_random_uuid() as new_id from public.diet_chart_slots s where s.chart_id = source
  ), option_ids as (
    select o.id as old_id, gen_random_uuid() as new_id, s.new_id as slot_id
    from public.diet_chart_options o join slot_ids s on s.old_id = o.slot_id
  ), slots as (
    insert into public.diet_chart_slots (id, chart_id, day, position, name, meal, note)
    select s.new_id, target, ds.day, ds.position, ds.name, ds.meal, ds.note
    from public.diet_chart_slots ds join slot_ids s on s.old_id = ds.id
  ), options as (
    insert into public.diet_chart_options (id, chart_id, slot_id, position)
    select o.new_id, target, o.slot_id, d.position
    from public.diet_chart_options d join option_ids o on o.old_id = d.id
  )
  insert into public.diet_chart_foods (chart_id, option_id, position, food_id, serving, quantity)
  select target, o.new_id, f.position, f.food_id, f.serving, f.quantity
  from public.diet_chart_foods f join option_ids o on o.old_id = f.option_id;
$$;

-- A coach's editable copy of a template (a built-in or another coach's): the new template's id.
create function public.copy_diet_chart_template(source uuid, new_name text) returns uuid
  language plpgsql security definer
  set search_path to ''
as $$
declare
  original public.diet_charts;
  copy uuid;
begin
  select * into original from public.diet_charts c where c.id = source and c.client_id is null;
  if original.id is null or not public.is_coach() then
    return null;
  end if;
  insert into public.diet_charts (name, summary, diet, kcal, pcod, copied_from, created_by)
    values (new_name, original.summary, original.diet, original.kcal, original.pcod, source, (select auth.uid()))
    returning id into copy;
  perform public.copy_diet_chart_rows(source, copy);
  return copy;
end
$$;

-- The foods of a chart a customer's diet does not allow, by name: what 'Assign' refuses with.
create function public.diet_chart_foods_refused(chart uuid, customer uuid) returns text[]
  language sql stable security definer
  set search_path to ''
as $$
  select coalesce(array_agg(distinct f.name order by f.name), '{}')
  from public.diet_chart_foods cf
  join public.foods f on f.id = cf.food_id
  where cf.chart_id = chart and (select public.may_read_diet_chart(chart)) and public.coaches_client(customer)
    and not public.diet_allows((select public.diet_of(customer)), f.diet, f.jain)
$$;

-- Gives each customer their own copy of a chart (a template or another client's), taking their
-- diet (vegetarian unless their profile says), reviewed. Nothing is assigned unless the caller
-- coaches every one of them and the chart suits each one's diet: the number assigned, or 0.
create function public.assign_diet_chart(source uuid, customers uuid[]) returns integer
  language plpgsql security definer
  set search_path to ''
as $$
declare
  me uuid := (select auth.uid());
  original public.diet_charts;
  customer uuid;
  copy uuid;
begin
  select * into original from public.diet_charts c where c.id = source;
  if original.id is null or not public.may_read_diet_chart(source) or cardinality(customers) = 0
    or exists (select 1 from unnest(customers) c where not public.coaches_client(c)
      or cardinality(public.diet_chart_foods_refused(source, c)) > 0) then
    return 0;
  end if;
  foreach customer in array (select array_agg(distinct c) from unnest(customers) c) loop
    update public.diet_charts set replaced_at = public.clock_now() where client_id = customer and replaced_at is null;
    insert into public.diet_charts (name, summary, diet, kcal, pcod, client_id, copied_from, created_by, reviewed_at, reviewed_by)
      values (original.name, original.summary,
        public.diet_of(customer),
        original.kcal, original.pcod, customer, source, me, public.clock_now(), me)
      returning id into copy;
    perform public.copy_diet_chart_rows(source, copy);
  end loop;
  return (select count(distinct c) from unnest(customers) c);
end
$$;

-- The built-in a customer is given (chosen in lib/domain/diet-chart-choice from their diet, their
-- calorie target and PCOD) while no coach has reviewed their chart: given once they have a plan,
-- changed when the profile changes the choice, until a coach assigns or confirms one. For the
-- server (payment) and the function below; never granted to a caller.
create function public.default_diet_chart_for(customer uuid, template text) returns uuid
  language plpgsql security definer
  set search_path to ''
as $$
declare
  current public.diet_charts;
  source public.diet_charts;
  copy uuid;
begin
  select * into source from public.diet_charts c where c.template_key = template;
  if source.id is null or public.programme_start(customer) is null then
    return null;
  end if;
  select * into current from public.diet_charts c where c.client_id = customer and c.replaced_at is null for update;
  if current.id is not null and (current.reviewed_at is not null or current.copied_from = source.id) then
    return current.id;
  end if;
  update public.diet_charts set replaced_at = public.clock_now() where id = current.id;
  insert into public.diet_charts (name, summary, diet, kcal, pcod, client_id, copied_from)
    values (source.name, source.summary, source.diet, source.kcal, source.pcod, customer, source.id)
    returning id into copy;
  perform public.copy_diet_chart_rows(source.id, copy);
  return copy;
end
$$;

-- The same, called by the customer (a profile saved) or their coach.
create function public.give_default_diet_chart(customer uuid, template text) returns uuid
  language plpgsql security definer
  set search_path to ''
as $$
begin
  if not (customer = (select auth.uid()) or public.coaches_client(customer)) then
    return null;
  end if;
  return public.default_diet_chart_for(customer, template);
end
$$;

-- A coach confirms the client's current chart as it is (the default given at payment).
create function public.review_diet_chart(customer uuid) returns boolean
  language plpgsql security definer
  set search_path to ''
as $$
begin
  if not public.coaches_client(customer) then
    return false;
  end if;
  update public.diet_charts set reviewed_at = public.clock_now(), reviewed_by = (select auth.uid())
    where client_id = customer and replaced_at is null and reviewed_at is null;
  return found;
end
$$;

-- What a caller inserts, the database dates: a chart as a programme.
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
    when 'programmes', 'diet_charts' then
      new.created_by := (select auth.uid());
      new.created_at := public.clock_now();
      new.updated_at := public.clock_now();
  end case;
  return new;
end
$$;

-- Food search ranks first what the caller's diet allows, as a chart does (eggetarian and Jain now).
create or replace function public.search_foods(query text, diet_preference text default null, max_rows integer default 20)
returns table (
  id text,
  name text,
  hindi text,
  diet text,
  servings jsonb,
  kcal numeric,
  protein numeric,
  carbs numeric,
  fat numeric,
  fibre numeric,
  own boolean,
  rank integer
)
language sql
stable
-- Definer, to read food_search_terms by its index; so it names the foods it may show itself: the
-- shared ones and the caller's own.
security definer
set search_path = ''
-- '%' is similarity() of at least this: the 0.3 search always kept.
set pg_trgm.similarity_threshold = 0.3
-- The shared names are a small table, so the planner would rather score all 2,181 than ask the
-- index: similarity() costs far more than its estimate (9 ms a search on PGlite, against 4).
set enable_seqscan = off
as $$
  with q as (
    select lower(btrim(query)) as text,
      -- The caller's profile says their diet unless the call does.
      coalesce(diet_preference, (select p.diet_preference from public.customer_profiles p where p.user_id = (select auth.uid()))) as diet
  ),
  -- The query itself in the conditions, not q's column: only a value the planner sees is an index condition.
  names as (
    select t.food_id, t.term from public.food_search_terms t
    where t.owner_id is null
      and (t.term operator(extensions.%) lower(btrim(query))
        -- Contains the query, its LIKE wildcards taken as they are typed.
        or t.term like '%' || replace(replace(replace(lower(btrim(query)), '\', '\\'), '%', '\%'), '_', '\_') || '%')
    union all
    select t.food_id, t.term from public.food_search_terms t
    where t.owner_id = (select auth.uid())
  ),
  matches as (
    select n.food_id,
      min(case
        when n.term = q.text then 0
        when starts_with(n.term, q.text) then 1
        when strpos(n.term, q.text) > 0 then 2
        else 3
      end) as rank,
      max(extensions.similarity(n.term, q.text)) as score
    from names n, q
    where char_length(q.text) > 0
    group by n.food_id
  )
  select f.id, f.name, f.hindi, f.diet, f.servings, f.kcal, f.protein, f.carbs, f.fat, f.fibre,
         f.owner_id is not null, m.rank
  from matches m
  join public.foods f on f.id = m.food_id and (f.owner_id is null or f.owner_id = (select auth.uid()))
  cross join q
  where m.rank < 3 or m.score >= 0.3
  order by m.rank,
    public.diet_allows(q.diet, f.diet, f.jain) desc,
    m.score desc, f.name
  limit greatest(1, least(max_rows, 50))
$$;
create trigger diet_charts_server_columns before insert on public.diet_charts
  for each row execute function public.server_owned_columns();

-- Row-level security.
alter table public.diet_charts enable row level security;
alter table public.diet_chart_slots enable row level security;
alter table public.diet_chart_options enable row level security;
alter table public.diet_chart_foods enable row level security;

revoke all on public.diet_charts, public.diet_chart_slots, public.diet_chart_options, public.diet_chart_foods
  from anon, authenticated;
grant all on public.diet_charts, public.diet_chart_slots, public.diet_chart_options, public.diet_chart_foods
  to service_role;

-- Charts: a client's is made only by the functions above; staff make and change templates.
grant select, insert, delete on public.diet_charts to authenticated;
grant update (name, summary, diet, kcal, updated_at) on public.diet_charts to authenticated;
create policy "customers read their own diet charts, staff templates and their clients'" on public.diet_charts
  for select to authenticated
  using (client_id = (select auth.uid())
    or ((select public.is_coach()) and (client_id is null or public.coaches_client(client_id))));
create policy "staff make diet chart templates as themselves" on public.diet_charts
  for insert to authenticated
  with check ((select public.is_coach()) and created_by = (select auth.uid()) and client_id is null and template_key is null);
-- A client's chart keeps the client's diet (a chart whose client has since changed diet takes the
-- new one before anything else changes).
create policy "staff change templates and their clients' diet charts, never a built-in" on public.diet_charts
  for update to authenticated
  using ((select public.is_coach()) and template_key is null and (client_id is null or public.coaches_client(client_id)))
  with check (template_key is null
    and (client_id is null or (public.coaches_client(client_id) and diet = public.diet_of(client_id))));
create policy "staff delete the diet chart templates they made" on public.diet_charts
  for delete to authenticated
  using ((select public.is_coach()) and client_id is null and template_key is null and created_by = (select auth.uid()));

grant select, insert, update, delete on public.diet_chart_slots, public.diet_chart_options, public.diet_chart_foods
  to authenticated;
create policy "who reads the chart reads its slots" on public.diet_chart_slots
  for select to authenticated using (public.may_read_diet_chart(chart_id));
create policy "who changes the chart changes its slots" on public.diet_chart_slots
  for all to authenticated using (public.may_edit_diet_chart(chart_id)) with check (public.may_edit_diet_chart(chart_id));
create policy "who reads the chart reads its options" on public.diet_chart_options
  for select to authenticated using (public.may_read_diet_chart(chart_id));
create policy "who changes the chart changes its options" on public.diet_chart_options
  for all to authenticated using (public.may_edit_diet_chart(chart_id)) with check (public.may_edit_diet_chart(chart_id));
create policy "who reads the chart reads its foods" on public.diet_chart_foods
  for select to authenticated using (public.may_read_diet_chart(chart_id));
create policy "who changes the chart changes its foods" on public.diet_chart_foods
  for all to authenticated using (public.may_edit_diet_chart(chart_id)) with check (public.may_edit_diet_chart(chart_id));

revoke all on function public.diet_allows(text, text, boolean), public.diet_of(uuid), public.diet_chart_food_allowed(),
  public.diet_chart_diet_kept(), public.may_read_diet_chart(uuid), public.may_edit_diet_chart(uuid),
  public.diet_chart_tree(uuid), public.write_diet_chart_tree(uuid, jsonb),
  public.put_diet_chart_template(text, text, text, text, integer, boolean, jsonb),
  public.copy_diet_chart_rows(uuid, uuid), public.copy_diet_chart_template(uuid, text),
  public.diet_chart_foods_refused(uuid, uuid), public.assign_diet_chart(uuid, uuid[]),
  public.default_diet_chart_for(uuid, text), public.give_default_diet_chart(uuid, text),
  public.review_diet_chart(uuid)
  from public, anon, authenticated;
grant execute on function public.diet_allows(text, text, boolean), public.diet_of(uuid), public.may_read_diet_chart(uuid),
  public.may_edit_diet_chart(uuid), public.diet_chart_tree(uuid), public.copy_diet_chart_template(uuid, text),
  public.diet_chart_foods_refused(uuid, uuid), public.assign_diet_chart(uuid, uuid[]),
  public.give_default_diet_chart(uuid, text), public.review_diet_chart(uuid)
  to authenticated;
