-- Food logging (issue 25): the project's own table of Indian foods (seeded by the next
-- migration, generated from lib/domain/foods), customers' own foods, and what they eat, by meal
-- and serving. Nutrients are per 100 g (100 ml for drinks) on a food, and as eaten on a log entry,
-- which keeps them so a later correction of the food never rewrites what was logged.

set local lock_timeout = '5s';

-- Trigram similarity for search as you type ('panir' finds paneer). Supabase keeps extensions in
-- their own schema; so does this, so functions name it the same way on both.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
-- This project's functions run for nobody until granted (see the default privileges); search needs this one.
grant execute on function extensions.similarity(text, text) to authenticated, service_role;

create table public.foods (
  id text primary key default gen_random_uuid()::text check (char_length(id) between 1 and 80),
  -- Null for the shared table; a customer's own food otherwise, seen by them alone.
  owner_id uuid references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 2 and 80),
  hindi text check (char_length(hindi) <= 80),
  synonyms text[] not null default '{}',
  diet text not null check (diet in ('vegan', 'veg', 'egg', 'non-veg')),
  course text not null check (course in ('breakfast', 'main', 'bread', 'rice', 'side', 'snack', 'sweet', 'drink', 'staple', 'fruit', 'packaged', 'custom')),
  region text not null default 'pan-india' check (region in ('north', 'south', 'east', 'west', 'pan-india')),
  -- [{ "label": "1 katori", "grams": 150 }, ...], the usual one first.
  servings jsonb not null check (jsonb_typeof(servings) = 'array' and jsonb_array_length(servings) between 1 and 8),
  kcal numeric(7, 2) not null check (kcal between 0 and 950),
  protein numeric(6, 2) not null check (protein between 0 and 100),
  carbs numeric(6, 2) not null check (carbs between 0 and 100),
  fat numeric(6, 2) not null check (fat between 0 and 100),
  fibre numeric(6, 2) not null default 0 check (fibre between 0 and 100),
  -- How the values were estimated: the recipe (ingredients and grams) a nutritionist can review.
  method jsonb,
  created_at timestamptz not null default now()
);

create unique index foods_shared_name_idx on public.foods (lower(name)) where owner_id is null;
create index foods_owner_idx on public.foods (owner_id) where owner_id is not null;

alter table public.foods enable row level security;
revoke all on public.foods from anon, authenticated;
grant select, insert, update, delete on public.foods to authenticated;
grant all on public.foods to service_role;

create policy "everyone signed in reads the shared foods and their own" on public.foods
  for select to authenticated using (owner_id is null or owner_id = (select auth.uid()));
create policy "customers add their own foods" on public.foods
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "customers change their own foods" on public.foods
  for update to authenticated using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "customers delete their own foods" on public.foods
  for delete to authenticated using (owner_id = (select auth.uid()));
-- A coach reading a client's log sees the names of the client's own foods too.
create policy "staff read their clients' foods" on public.foods
  for select to authenticated using ((select public.is_coach()) and owner_id is not null and public.coaches_client(owner_id));

create table public.food_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  meal text not null check (meal in ('breakfast', 'lunch', 'snack', 'dinner')),
  food_id text references public.foods (id) on delete set null,
  food_name text not null check (char_length(food_name) between 1 and 80),
  serving_label text not null check (char_length(serving_label) between 1 and 40),
  serving_grams numeric(7, 2) not null check (serving_grams > 0 and serving_grams <= 2000),
  -- Half servings and up: 0.5, 1, 1.5 ... 20.
  quantity numeric(4, 1) not null check (quantity between 0.5 and 20 and quantity * 2 = floor(quantity * 2)),
  kcal numeric(8, 2) not null check (kcal >= 0),
  protein numeric(7, 2) not null check (protein >= 0),
  carbs numeric(7, 2) not null check (carbs >= 0),
  fat numeric(7, 2) not null check (fat >= 0),
  fibre numeric(7, 2) not null default 0 check (fibre >= 0),
  created_at timestamptz not null default now()
);

create index food_logs_user_day_idx on public.food_logs (user_id, day);

alter table public.food_logs enable row level security;
revoke all on public.food_logs from anon, authenticated;
grant select, insert, update, delete on public.food_logs to authenticated;
grant all on public.food_logs to service_role;

create policy "customers keep their own food log" on public.food_logs
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "staff read their clients' food logs" on public.food_logs
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));

-- Search as you type, as the caller (RLS: the shared foods and their own): exact names and
-- synonyms first, then those starting with the query, then containing it, then the trigram-similar
-- ('panir' → paneer); among equals, the foods that suit the caller's diet (the argument, else
-- their profile's), then the closest.
-- Devanagari is matched by its characters ('पनीर'), which trigrams in a C locale skip.
create function public.search_foods(query text, diet_preference text default null, max_rows integer default 20)
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
security invoker
set search_path = ''
as $$
  with q as (
    select lower(btrim(query)) as text, btrim(query) as raw,
      -- The caller's profile says their diet unless the call does.
      coalesce(diet_preference, (select p.diet_preference from public.customer_profiles p where p.user_id = (select auth.uid()))) as diet
  ),
  scored as (
    select f.*,
      case
        when lower(f.name) = q.text or q.text = any (f.synonyms) or f.hindi = q.raw then 0
        when starts_with(lower(f.name), q.text) or starts_with(coalesce(f.hindi, ''), q.raw)
          or exists (select 1 from unnest(f.synonyms) s where starts_with(s, q.text)) then 1
        when strpos(lower(f.name), q.text) > 0 or strpos(coalesce(f.hindi, ''), q.raw) > 0
          or exists (select 1 from unnest(f.synonyms) s where strpos(s, q.text) > 0) then 2
        else 3
      end as rank,
      greatest(
        extensions.similarity(lower(f.name), q.text),
        coalesce((select max(extensions.similarity(s, q.text)) from unnest(f.synonyms) s), 0)
      ) as score
    from public.foods f, q
    where char_length(q.text) > 0
  )
  select s.id, s.name, s.hindi, s.diet, s.servings, s.kcal, s.protein, s.carbs, s.fat, s.fibre,
         s.owner_id is not null, s.rank
  from scored s, q
  where s.rank < 3 or s.score >= 0.3
  order by s.rank,
    case q.diet
      when 'vegan' then s.diet = 'vegan'
      when 'vegetarian' then s.diet in ('vegan', 'veg')
      else true
    end desc,
    s.score desc, s.name
  limit greatest(1, least(max_rows, 50))
$$;

revoke all on function public.search_foods(text, text, integer) from public, anon;
grant execute on function public.search_foods(text, text, integer) to authenticated, service_role;
