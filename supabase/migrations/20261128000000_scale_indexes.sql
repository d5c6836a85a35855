-- What 100,000 customers found (issue 28, npm run test:scale): two functions and the reminder
-- planner read a whole table where an index answers. Both functions keep their arguments and
-- results; one index is new.
--
-- coach_roster(): the caller's role sat in the join's condition (`role = 'admin' or (role =
-- 'coach' and cc.coach_id = me.id)`). An OR over the role kept the planner from the coach index,
-- so every roster read all of client_coaches, and the inlined `me` called staff_role_of() twice
-- per assignment: 27 ms for 2,000 customers, 1.08 s for 100,000, for a coach who sees 300 (now
-- 6 ms). The coaches whose clients the caller sees are now a list (the caller alone, or every
-- coach for an admin) that client_coaches_coach_idx looks up. Every assignment's coach is a
-- staff row (a foreign key), so an admin still sees everyone.
--
-- search_foods(): security invoker, so RLS limited the rows, but the foods policies OR three
-- cases (shared, one's own, a coach's clients'), and the third is no index condition: every
-- search read every customer's own foods (14 ms for 40,000 of them; now 5). Search now names
-- what it searches (the shared foods and the caller's own, as its comment always said), which
-- the two partial indexes on foods answer; a coach no longer finds clients' private foods by
-- typing.

set local lock_timeout = '5s';

-- `me` reads auth.uid() itself, not (select auth.uid()): the planner then knows the caller when it
-- estimates, and expects a coach's 300 clients rather than a guess of ten coaches' 3,000, for
-- which it chose hash joins that read every user and profile (31 ms at 100,000 customers).
create or replace function public.coach_roster()
returns table (
  customer_id uuid,
  coach_name text,
  customer_name text,
  customer_phone text,
  profile_weight numeric,
  start_day date,
  pauses jsonb,
  active_until date,
  logged_days date[],
  first_weight numeric,
  latest_weights numeric[],
  waiting_since timestamptz,
  unread_weekly integer,
  missed_sessions integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select auth.uid() as id, public.staff_role_of(auth.uid()) as role,
           (now() at time zone 'Asia/Kolkata')::date as today
  )
  select cc.customer_id, st.name, p.name, u.phone, p.weight, s.start_day, s.pauses, s.active_until,
         s.logged_days, s.first_weight, s.latest_weights, s.waiting_since, s.unread_weekly,
         coalesce(missed.n, 0)
  from me
  -- The coaches whose clients the caller sees: themselves, or every coach for an admin.
  join public.client_coaches cc on cc.coach_id = any (
    case me.role
      when 'admin' then array(select a.user_id from public.staff a)
      when 'coach' then array[me.id]
    end)
  join public.client_summaries s on s.user_id = cc.customer_id
  join public.staff st on st.user_id = cc.coach_id
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
  where s.active_until >= me.today
$$;

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
      -- The shared foods (foods_shared_name_idx) and the caller's own (foods_owner_idx).
      and (f.owner_id is null or f.owner_id = (select auth.uid()))
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

-- The reminder planner (lib/reminders/scheduler.ts planReminders()) looks every half minute, on
-- every instance, for opted-in customers not yet planned to tomorrow. Most of the day there are
-- none, yet it read all of reminder_settings to find that out (30,000 rows at 100,000 customers).
create index reminder_settings_to_plan_idx on public.reminder_settings (planned_until, user_id)
  where opted_in_at is not null or whatsapp_opted_in_at is not null;
