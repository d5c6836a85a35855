-- Food search without scoring every name (issue 28). search_foods() scored each food's name and
-- each of its synonyms with similarity() on every keystroke: 2,181 names on the shared table alone,
-- 7-9 ms a search on PGlite, so 20 customers searching at once waited 200 ms. Every name a food is
-- found by now has a row of its own under a trigram index, which hands search the few names that
-- share trigrams with the query or contain it; only those are scored (about 1 ms). The results and
-- their order are the same, except that a Hindi name now counts toward a food's similarity too.

set local lock_timeout = '5s';

create table public.food_search_terms (
  food_id text not null references public.foods (id) on delete cascade,
  -- The food's owner (null: shared), copied so search reads one customer's names by index.
  owner_id uuid,
  -- Lowercase: the name, the Hindi name and each synonym.
  term text not null
);

-- The shared names: the index search asks. A customer's own few names are read by owner and scored.
create index food_search_terms_shared_trgm_idx on public.food_search_terms
  using gin (term extensions.gin_trgm_ops) where owner_id is null;
create index food_search_terms_owner_idx on public.food_search_terms (owner_id) where owner_id is not null;
create index food_search_terms_food_idx on public.food_search_terms (food_id);

-- Read by search_foods() alone, which names whose names it reads: row-level security would keep the
-- index out, since Postgres tests a policy before any operator that is not leakproof (pg_trgm's are not).
alter table public.food_search_terms enable row level security;
revoke all on public.food_search_terms from anon, authenticated;
grant all on public.food_search_terms to service_role;

-- Kept by the foods themselves: customers add and rename their own foods, and cannot write here.
create function public.index_food_search_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.food_search_terms where food_id = new.id;
  insert into public.food_search_terms (food_id, owner_id, term)
    select distinct new.id, new.owner_id, lower(term)
    from unnest(array[new.name, new.hindi] || new.synonyms) as term
    where term is not null and term <> '';
  return null;
end;
$$;
revoke all on function public.index_food_search_terms() from public, anon, authenticated;

create trigger foods_index_search_terms
  after insert or update of name, hindi, synonyms, owner_id on public.foods
  for each row execute function public.index_food_search_terms();

insert into public.food_search_terms (food_id, owner_id, term)
  select distinct f.id, f.owner_id, lower(term)
  from public.foods f, unnest(array[f.name, f.hindi] || f.synonyms) as term
  where term is not null and term <> '';


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
    case q.diet
      when 'vegan' then f.diet = 'vegan'
      when 'vegetarian' then f.diet in ('vegan', 'veg')
      else true
    end desc,
    m.score desc, f.name
  limit greatest(1, least(max_rows, 50))
$$;
