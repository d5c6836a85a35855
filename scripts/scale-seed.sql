-- The scale test's data (issue 28): :customers customers (psql -v customers=100000), each 45 days
-- into a paid plan, with a coach per 300 of them, 45 days of check-ins, food logs, weekly
-- check-ins, a share with chats, targets, their own foods, studio bookings and reminders.
-- Run by scripts/scale-test.mjs on a private, throwaway cluster: it writes with the triggers and
-- foreign-key checks off (session_replication_role = replica), so every row below is made
-- consistent by hand, and the roster's summaries are then written by the app's own function.
-- Never run it on a database you care about.
\set ON_ERROR_STOP on
\pset footer off
\timing on

-- Triggers off (the roster summary, coach assignment, NOTIFY) and foreign keys unchecked.
set session_replication_role = replica;
set synchronous_commit = off;
set maintenance_work_mem = '512MB';
set work_mem = '64MB';
select setseed(0.28);

select (now() at time zone 'Asia/Kolkata')::date as today,
       greatest(1, ceil(:customers / 300.0))::integer as coaches,
       now() as seeded_at
\gset
\echo 'customers' :customers ', coaches' :coaches ', today (IST)' :today

-- Ids are derived from numbers, so the test can name customer 1 without a lookup.
create temporary table seed_customer as
select i,
       md5('scale-customer-' || i)::uuid as id,
       md5('scale-coach-' || ((i - 1) / 300 + 1))::uuid as coach_id,
       -- Everyone is 45 days into the data; their plans began up to 19 days before that.
       (:'today'::date - 44 - (i % 20)) as start_day,
       i % 50 = 1 as studio,
       i % 10 < 3 as reminders
from generate_series(1, :customers) i;
alter table seed_customer add primary key (i);

\echo '== staff'
insert into auth.users (id, phone, phone_confirmed_at, created_at)
select md5('scale-coach-' || c)::uuid, '+915' || lpad(c::text, 9, '0'), now() - interval '200 days', now() - interval '200 days'
from generate_series(1, :coaches) c;
insert into public.staff (user_id, role, name, approved_by, approved_at)
select md5('scale-coach-' || c)::uuid, 'coach', 'Coach ' || c, 'scale-seed', now() - interval '200 days'
from generate_series(1, :coaches) c;
insert into auth.users (id, phone, phone_confirmed_at, created_at)
values (md5('scale-admin')::uuid, '+914000000001', now() - interval '300 days', now() - interval '300 days');
insert into public.staff (user_id, role, name, approved_by) values (md5('scale-admin')::uuid, 'admin', 'Scale Admin', 'scale-seed');

\echo '== customers, profiles, BMI checks'
insert into auth.users (id, phone, phone_confirmed_at, created_at, last_sign_in_at)
select id, '+916' || lpad(i::text, 9, '0'), start_day - 3, start_day - 3, now() - (i % 48) * interval '1 hour'
from seed_customer;

insert into public.customer_profiles (user_id, name, age, gender, height, weight, email, whatsapp, address,
  blood_group, workout_experience, diet_preference, primary_goal, terms_accepted, data_consent, consented_at, created_at, updated_at)
select id, 'Customer ' || i, 20 + i % 45, (array['female', 'male', 'other'])[1 + i % 3],
  150 + i % 35, 65 + i % 40, 'customer' || i || '@example.com', '+916' || lpad(i::text, 9, '0'),
  'House ' || i || ', MG Road, ' || (array['Pune', 'Mumbai', 'Bengaluru', 'Delhi'])[1 + i % 4],
  (array['A+', 'B+', 'O+', 'AB+'])[1 + i % 4], (array['beginner', 'intermediate', 'advanced'])[1 + i % 3],
  (array['vegetarian', 'non-vegetarian', 'vegan'])[1 + i % 3], 'Lose weight before the wedding',
  true, true, start_day - 3, start_day - 3, start_day - 3
from seed_customer;

insert into public.bmi_assessments (user_id, weight, height, age, bmi, category, body_fat, target_weight, created_at)
select id, 66 + i % 40, 150 + i % 35, 20 + i % 45, round(((66 + i % 40) / ((150 + i % 35) / 100.0) ^ 2)::numeric, 1),
  'Overweight', 28.5, 60 + i % 30, start_day - 4
from seed_customer;

\echo '== orders and plans (a paid 3-month plan each; every 50th in a studio)'
insert into public.orders (id, user_id, package_id, product_name, subtotal, gst, amount, status, payment_method,
  idempotency_key, payment_reference, paid_at, place_of_supply, cgst, sgst, sac, customer_name, created_at)
select md5('scale-order-' || i)::uuid, id,
  case when studio then 'offline-3m' else 'online-3m' end,
  case when studio then '3 Months In-Person Coaching' else '3 Months Online Coaching' end,
  899900, 161982, 1061882, 'paid', (array['card', 'upi'])[1 + i % 2],
  md5('scale-checkout-' || i)::uuid, 'pay_scale_' || i, start_day - 1 + interval '10 hours', '27', 80991, 80991, '999723',
  'Customer ' || i, start_day - 1 + interval '9 hours'
from seed_customer;
-- Plans of three months: day 1 to the day before the same date three months on.
insert into public.plan_periods (order_id, user_id, months, starts_on, ends_on)
select md5('scale-order-' || i)::uuid, id, 3, start_day, (start_day + interval '3 months')::date - 1
from seed_customer;
insert into public.client_coaches (customer_id, coach_id, assigned_by, assigned_at)
select id, coach_id, 'first purchase', start_day - 1 + interval '10 hours' from seed_customer;

\echo '== daily check-ins: 45 days each'
insert into public.daily_checkins (user_id, day, weight, water_glasses, workout_done, workout_calories, updated_at)
select id, day, case when weighed then round((66 + i % 40 - d * 0.08 + r * 0.6)::numeric, 1) end,
  (r * 12)::integer, worked, case when worked then 150 + (r * 300)::integer else 0 end, day + interval '20 hours'
from (
  -- A weigh-in on most days, drifting down; a workout on six days in ten.
  select c.id, c.i, d, :'today'::date - 44 + d as day, random() < 0.75 as weighed, random() < 0.6 as worked, random() as r
  from seed_customer c, generate_series(0, 44) d
) x;

\echo '== food logs: one entry a day, two on every fifth, from the shared foods'
create temporary table seed_food as
select row_number() over (order by id) - 1 as n, id, name, servings -> 0 ->> 'label' as label,
  (servings -> 0 ->> 'grams')::numeric as grams, kcal, protein, carbs, fat, fibre
from public.foods where owner_id is null;
select count(*) as shared_foods from seed_food \gset
insert into public.food_logs (user_id, day, meal, food_id, food_name, serving_label, serving_grams, quantity,
  kcal, protein, carbs, fat, fibre, created_at)
select c.id, :'today'::date - 44 + d, m.meal, f.id, f.name, f.label, f.grams, q.quantity,
  round(f.kcal * f.grams / 100 * q.quantity, 2), round(f.protein * f.grams / 100 * q.quantity, 2),
  round(f.carbs * f.grams / 100 * q.quantity, 2), round(f.fat * f.grams / 100 * q.quantity, 2),
  round(f.fibre * f.grams / 100 * q.quantity, 2),
  :'today'::date - 44 + d + m.at
from seed_customer c
cross join generate_series(0, 44) d
cross join lateral (select k from generate_series(0, case when d % 5 = 0 then 1 else 0 end) k) entries
cross join lateral (
  select (array['breakfast', 'lunch', 'dinner', 'snack'])[1 + (c.i + d + entries.k * 2) % 4] as meal,
         (array[interval '8 hours 30 minutes', interval '13 hours 15 minutes', interval '20 hours 45 minutes', interval '17 hours'])
           [1 + (c.i + d + entries.k * 2) % 4] - interval '5 hours 30 minutes' as at
) m
cross join lateral (select (array[1, 1, 1, 2, 0.5, 1.5])[1 + (c.i * 7 + d) % 6]::numeric as quantity) q
join seed_food f on f.n = (c.i * 31 + d * 7 + entries.k * 13) % :shared_foods;

\echo '== weekly check-ins (days 7, 14, ... 42), the last one unread by the coach'
insert into public.weekly_checkins (user_id, due_day, week, energy, sleep, hunger, mood, wins, waist_cm, created_at, coach_read_at)
select c.id, c.start_day + 7 * w - 1, w, 1 + (c.i + w) % 5, 1 + (c.i + 2 * w) % 5, 1 + (c.i + 3 * w) % 5, 1 + (c.i + w) % 5,
  'Walked every day', 90 - w, c.start_day + 7 * w - 1 + interval '9 hours',
  case when w < 6 then c.start_day + 7 * w + interval '9 hours' end
from seed_customer c, generate_series(1, 6) w
where c.start_day + 7 * w - 1 <= :'today'::date;

\echo '== targets (one in ten), own foods (one in five), support chats (one in four)'
insert into public.client_targets (customer_id, target_weight, water_glasses, calories, steps, workout_plan, set_by, set_by_name, set_at)
select id, 60 + i % 30, 10, 1600, 8000, 'intermediate', coach_id, 'Coach ' || ((i - 1) / 300 + 1), start_day + 2
from seed_customer where i % 10 = 1;

insert into public.foods (owner_id, name, diet, course, servings, kcal, protein, carbs, fat, fibre, method, created_at)
select c.id, (array['Mom''s poha', 'Office canteen thali', 'Protein shake', 'Homemade granola'])[1 + (c.i + k) % 4] || ' ' || k,
  'veg', 'custom', '[{"label":"1 bowl","grams":200},{"label":"100 g","grams":100}]'::jsonb, 150 + k * 20, 6, 22, 4, 2,
  '{"source":"customer","perServing":{"grams":200,"kcal":300}}'::jsonb, c.start_day + k
from seed_customer c, generate_series(1, 2) k
where c.i % 5 = 1;
-- Their names for search, as the trigger foods_index_search_terms writes them (triggers are off here).
insert into public.food_search_terms (food_id, owner_id, term)
select id, owner_id, lower(name) from public.foods where owner_id is not null;

insert into public.support_chats (id, user_id, status, created_at, last_message_at, coach_read_at, customer_read_at)
select md5('scale-chat-' || i)::uuid, id, 'open', start_day + 1, now() - (i % 72) * interval '1 hour',
  now() - (i % 72) * interval '1 hour', now() - (i % 96) * interval '1 hour'
from seed_customer where i % 4 = 1;
insert into public.support_messages (chat_id, sender_id, message, is_admin, sender_name, created_at)
select md5('scale-chat-' || c.i)::uuid,
  case when m.admin then c.coach_id else c.id end,
  case when m.admin then 'Keep it up, and add a katori of dal at lunch.' else 'Is rice at dinner fine?' end,
  m.admin, case when m.admin then 'Coach ' || ((c.i - 1) / 300 + 1) end,
  now() - (c.i % 72) * interval '1 hour' - (3 - m.n) * interval '2 hours'
from seed_customer c
cross join lateral (select n, n = 2 as admin from generate_series(1, 3) n) m
where c.i % 4 = 1;

\echo '== studio: centres, batches of 30, sessions Mon/Wed/Fri, bookings and attendance'
select count(*) filter (where studio) as studio_customers from seed_customer \gset
insert into public.centres (id, name, address, city, map_url)
select md5('scale-centre-' || k)::uuid, 'WellFit ' || city, 'Plot ' || k || ', Main Road, ' || city, city, null
from unnest(array['Pune', 'Mumbai', 'Bengaluru', 'Delhi']) with ordinality as t(city, k);
insert into public.batches (id, centre_id, coach_id, days, start_time, duration_minutes, capacity, seats_taken, first_session, last_day, created_at)
select md5('scale-batch-' || b)::uuid, md5('scale-centre-' || (1 + b % 4))::uuid, md5('scale-coach-' || (1 + b % :coaches))::uuid,
  '{1,3,5}', time '06:00' + (b % 5) * interval '1 hour', 60, 40,
  least(40, :studio_customers - (b - 1) * 30), :'today'::date - 30, :'today'::date + 14, :'today'::date - 40
from generate_series(1, ceil(:studio_customers / 30.0)::integer) b;
insert into public.batch_sessions (batch_id, day)
select b.id, d::date from public.batches b, generate_series(b.first_session, b.last_day, interval '1 day') d
where extract(isodow from d)::smallint = any (b.days);
insert into public.batch_bookings (batch_id, user_id, status, created_at)
select md5('scale-batch-' || ((k - 1) / 30 + 1))::uuid, id, 'booked', :'today'::date - 33
from (select id, row_number() over (order by i) as k from seed_customer where studio) s;
update public.batches b set seats_taken = (select count(*) from public.batch_bookings k where k.batch_id = b.id and k.status = 'booked');
insert into public.batch_attendance (batch_id, day, user_id, marked_by, method, created_at)
select s.batch_id, s.day, k.user_id, b.coach_id, 'qr', s.day + b.start_time - interval '5 hours 30 minutes'
from public.batch_sessions s
join public.batches b on b.id = s.batch_id
join public.batch_bookings k on k.batch_id = s.batch_id and k.status = 'booked'
where s.day < :'today'::date and random() < 0.8;

\echo '== reminders: three in ten opted in, planned to tomorrow; a week done, the rest pending'
insert into public.reminder_settings (user_id, weigh_in_at, water_every_hours, water_from, water_until, workout_at, meals,
  opted_in_at, opt_in_text, planned_until, updated_at)
select id, time '06:00' + (i % 120) * interval '1 minute', 3, '09:00', '18:00', time '17:00' + (i % 180) * interval '1 minute', false,
  start_day, 'Remind me on this device', :'today'::date + 1, start_day
from seed_customer where reminders;
insert into public.due_reminders (user_id, kind, day, due_at, claimed_at, claimed_by, done_at, outcome)
select s.user_id, r.kind, d.day, r.due_at,
  case when r.due_at < :'seeded_at'::timestamptz - interval '1 minute' then r.due_at + interval '2 seconds' end,
  case when r.due_at < :'seeded_at'::timestamptz - interval '1 minute' then 'scale-seed' end,
  case when r.due_at < :'seeded_at'::timestamptz - interval '1 minute' then r.due_at + interval '3 seconds' end,
  case when r.due_at < :'seeded_at'::timestamptz - interval '1 minute' then (array['sent', 'skipped', 'sent', 'no-device'])[1 + (hashtext(s.user_id::text) & 3)] end
from public.reminder_settings s
cross join lateral (select (:'today'::date + k) as day from generate_series(-7, 1) k) d
cross join lateral (
  select 'weigh-in' as kind, (d.day + s.weigh_in_at) at time zone 'Asia/Kolkata' as due_at
  union all
  select 'water', w at time zone 'Asia/Kolkata'
  from generate_series(d.day + s.water_from, d.day + s.water_until, s.water_every_hours * interval '1 hour') w
  union all
  select 'workout', (d.day + s.workout_at) at time zone 'Asia/Kolkata'
) r
order by r.due_at;

-- Coaches' replies not read a minute on: a 'chat-reply' alert for one customer in twenty (those
-- with a chat and reminders), due in the five minutes before the seed and not taken yet, and a few
-- taken by a worker that died (their lease ran out): the backlog the worker's claim takes first.
insert into public.due_reminders (user_id, kind, day, due_at, claimed_at, claimed_by)
select id, 'chat-reply', :'today'::date, :'seeded_at'::timestamptz - (i % 300) * interval '1 second',
  case when i % 100 = 1 then :'seeded_at'::timestamptz - interval '10 minutes' end,
  case when i % 100 = 1 then 'a-worker-that-died' end
from seed_customer where i % 20 = 1;

\echo '== the roster summaries, written by public.refresh_client_summary() for each customer'
select count(*) as summaries from (select public.refresh_client_summary(id) from seed_customer) refreshed;

reset session_replication_role;

\echo '== vacuum and analyze'
vacuum (analyze);

\echo '== rows'
select c.relname as "table", c.reltuples::bigint as "rows (estimate)", pg_size_pretty(pg_total_relation_size(c.oid)) as "size with indexes"
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind = 'r' and n.nspname in ('public', 'auth') and c.reltuples > 0
order by c.reltuples desc;
select pg_size_pretty(pg_database_size(current_database())) as database_size;
