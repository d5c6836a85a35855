-- The scale test's data (issue 28): :customers customers (psql -v customers=100000), each 45 days
-- into a paid plan, with a coach per 300 of them, 45 days of check-ins, food logs, weekly
-- check-ins, a share with chats, targets, their own foods, studio bookings and reminders, and
-- (issue 41) a workout programme each, their own copy of a built-in, with the sessions and sets
-- seven in ten of them logged; (issue 43) weekly measurements, the studio's monthly body composition
-- checks, progress photos' rows for one customer in five, and weekly video calls for one in four.
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
insert into public.plan_periods (order_id, user_id, months, starts_on, ends_on, studio)
select md5('scale-order-' || i)::uuid, id, 3, start_day, (start_day + interval '3 months')::date - 1, studio
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

\echo '== workout programmes: a copy of a built-in for every customer, as copy_programme_rows() makes it'
-- The copies' ids grow with the customer's number, so that the 18 million rows below go to the end
-- of each index rather than anywhere in it (random ids take several times as long at this size,
-- and read the same once there): the customer's number, a kind and the row's number, in hex, as
-- a version 4 uuid (the forms check a slot's id as one).
create function pg_temp.seed_suffix(kind integer, n bigint) returns text
  language sql immutable
  as $$ select lpad(to_hex(kind), 4, '0') || '40008' || lpad(to_hex(n), 15, '0') $$;

-- The built-in each has: the default a payment gives (lib/domain/programme-choice: a beginner the
-- home plan, anyone else the gym plan at the studio and dumbbells at home), or one a coach
-- assigned instead: low impact for sore knees (customer 1 among them), PCOD and thyroid strength,
-- after a pregnancy (its doctor's clearance confirmed). One default in ten still waits for the
-- coach's review (the roster's 'Review the default plan'); every other plan is reviewed.
create temporary table seed_programme as
select c.i, c.id as client_id, c.coach_id, c.start_day, t.template_key, lpad(to_hex(c.i), 8, '0') as hex,
  (lpad(to_hex(c.i), 8, '0') || pg_temp.seed_suffix(1, 0))::uuid as programme_id,
  t.template_key in ('low-impact', 'pcod-thyroid-strength', 'after-pregnancy') as assigned
from seed_customer c
cross join lateral (
  select case
    when c.i = 1 or c.i % 40 = 7 then 'low-impact'
    when c.i % 97 = 5 then 'pcod-thyroid-strength'
    when c.i % 211 = 9 then 'after-pregnancy'
    when c.i % 3 = 0 then 'home-beginner' -- the profile's workout_experience above
    when c.studio then 'gym-intermediate'
    else 'home-intermediate'
  end as template_key
) t;
alter table seed_programme add primary key (i);

-- The built-ins' rows, each numbered, with the ends of their copies' ids and of their parents'.
create temporary table seed_template_phase as
select *, pg_temp.seed_suffix(2, n) as suffix from (
  select ph.*, t.template_key, row_number() over (order by t.template_key, ph.position) as n
  from public.programme_phases ph join public.programmes t on t.id = ph.programme_id and t.template_key is not null
) x;
create temporary table seed_template_workout as
select *, pg_temp.seed_suffix(3, n) as suffix from (
  select w.*, ph.template_key, ph.suffix as phase_suffix, row_number() over (order by ph.n, w.position) as n
  from public.programme_workouts w join seed_template_phase ph on ph.id = w.phase_id
) x;
create temporary table seed_template_exercise as
select *, pg_temp.seed_suffix(4, n) as suffix from (
  select e.*, w.template_key, w.n as workout_n, w.suffix as workout_suffix,
    row_number() over (order by w.n, e.position) as n, x.equipment in ('dumbbells', 'machine') as loaded,
    -- Its place among its workout's main work (the exercises with progression on).
    count(*) filter (where e.progression) over (partition by e.workout_id order by e.position) as main_rank
  from public.programme_exercises e
  join seed_template_workout w on w.id = e.workout_id
  join public.exercises x on x.id = e.exercise_id
) x;
analyze seed_programme, seed_template_phase, seed_template_workout, seed_template_exercise;

insert into public.programmes (id, name, summary, client_id, copied_from, created_by, needs_clearance,
  clearance_confirmed_at, reviewed_at, reviewed_by, created_at, updated_at, schedule_days, workout_day_numbers,
  repeat_weekdays)
select p.programme_id, t.name, t.summary, p.client_id, t.id, case when p.assigned then p.coach_id end,
  t.needs_clearance, case when t.needs_clearance then p.start_day + interval '1 day 8 hours' end,
  case when p.assigned then p.start_day - 1 + interval '14 hours' when p.i % 10 <> 9 then p.start_day + interval '9 hours' end,
  case when p.assigned or p.i % 10 <> 9 then p.coach_id end,
  p.start_day - 1 + case when p.assigned then interval '14 hours' else interval '10 hours' end,
  p.start_day - 1 + case when p.assigned then interval '14 hours' else interval '10 hours' end,
  -- The built-in's schedule, as refresh_programme_schedule() writes it for a copy.
  t.schedule_days, t.workout_day_numbers, t.repeat_weekdays
from seed_programme p
join public.programmes t on t.template_key = p.template_key
order by p.i;

-- The copies' rows, one insert per table as copy_programme_rows() does, in the customers' order
-- (seed_programme is read in it; the built-ins' rows are the hash join's small side).
insert into public.programme_phases (id, programme_id, position, name, days)
select (p.hex || ph.suffix)::uuid, p.programme_id, ph.position, ph.name, ph.days
from seed_programme p join seed_template_phase ph on ph.template_key = p.template_key;
insert into public.programme_workouts (id, programme_id, phase_id, position, title, days)
select (p.hex || w.suffix)::uuid, p.programme_id, (p.hex || w.phase_suffix)::uuid, w.position, w.title, w.days
from seed_programme p join seed_template_workout w on w.template_key = p.template_key;
insert into public.programme_exercises (id, programme_id, workout_id, position, exercise_id, superset, sets,
  reps_min, reps_max, seconds, kg, rest_seconds, rpe, note, progression)
select (p.hex || e.suffix)::uuid, p.programme_id, (p.hex || e.workout_suffix)::uuid, e.position,
  e.exercise_id, e.superset, e.sets, e.reps_min, e.reps_max, e.seconds, e.kg, e.rest_seconds, e.rpe, e.note, e.progression
from seed_programme p join seed_template_exercise e on e.template_key = p.template_key;

-- The limitation each coach-assigned plan answers, confirmed by the coach.
insert into public.client_limitations (customer_id, flag, applies, set_by, set_by_name, set_at)
select p.client_id, case p.template_key when 'low-impact' then 'knees' else 'pregnancy' end, true, p.coach_id,
  'Coach ' || ((p.i - 1) / 300 + 1), p.start_day - 1 + interval '13 hours'
from seed_programme p where p.template_key in ('low-impact', 'after-pregnancy');

\echo '== workout sessions and sets, against each programme day''s workout'
-- Each built-in's workout on programme days 1-70 (lib/domain/programmes' programmeDay(): day n is
-- day (n - 1) % 7 + 1 of the week, in the phase whose days hold n, past them the last phase again).
-- Everyone's day 1 is their first plan's start (no pauses, no day 1 of the programme's own).
create temporary table seed_template_day as
select distinct on (ph.template_key, d) ph.template_key, d as programme_day, w.suffix as workout_suffix, w.title
from generate_series(1, 70) d
cross join (
  select ph.*, sum(ph.days) over (partition by ph.template_key order by ph.position) - ph.days as before,
         ph.position = max(ph.position) over (partition by ph.template_key) as last
  from seed_template_phase ph
) ph
join seed_template_workout w on w.phase_suffix = ph.suffix and ((d - 1) % 7 + 1)::smallint = any (w.days)
where d > ph.before and (d <= ph.before + ph.days or ph.last)
order by ph.template_key, d, w.position;

-- Who logs: two customers in a hundred every workout of their programme since day 1, every set of
-- every exercise (customers 1 and 2 among them: the heaviest 'Last time'); six in ten the
-- workouts of the last 7 days but one in five (about 3 a week), the main work only (the first five
-- exercises with progression); one in ten stopped a week ago (the workouts 8 to 14 days ago).
-- Today's session, where today holds a workout, is under way: its first exercises logged.
create temporary table seed_session as
select (p.hex || pg_temp.seed_suffix(5, d.day - p.start_day))::uuid as id, p.i, p.hex, p.client_id, p.programme_id, d.day,
  td.workout_suffix, td.title, p.diligent,
  least((d.day + time '06:30' + (p.i % 14) * interval '1 hour') at time zone 'Asia/Kolkata',
    :'seeded_at'::timestamptz - interval '20 minutes') as started_at
from (select *, i % 100 in (1, 2) as diligent from seed_programme) p
cross join lateral (
  select x::date as day
  from generate_series(
    case when p.diligent then p.start_day when p.i % 10 = 6 then :'today'::date - 14 else :'today'::date - 6 end,
    case when p.i % 10 = 6 and not p.diligent then :'today'::date - 8 else :'today'::date end,
    interval '1 day') x
) d
join seed_template_day td on td.template_key = p.template_key and td.programme_day = d.day - p.start_day + 1
where p.diligent or p.i % 10 = 6 or (p.i % 10 < 6 and (p.i + (:'today'::date - d.day)) % 5 <> 0)
order by p.i, d.day;
analyze seed_session;

insert into public.workout_sessions (id, user_id, day, programme_id, workout_id, title, started_at, finished_at,
  feeling, note, minutes, kcal, coach_comment, commented_by_name, commented_at)
select s.id, s.client_id, s.day, s.programme_id, (s.hex || s.workout_suffix)::uuid, s.title, s.started_at,
  f.finished_at,
  case when f.done then (array['easy', 'right', 'hard'])[1 + (s.i + (:'today'::date - s.day)) % 3] end,
  case when f.done and (s.i + (:'today'::date - s.day)) % 4 = 0 then 'Knees felt fine today' end,
  case when f.done then 35 + s.i % 20 end, case when f.done then 180 + s.i % 150 end,
  case when f.commented then 'Good work: keep the same weight next time.' end,
  case when f.commented then 'Coach ' || ((s.i - 1) / 300 + 1) end,
  case when f.commented then f.finished_at + interval '3 hours' end
from seed_session s
cross join lateral (
  select s.day < :'today'::date as done,
         s.day < :'today'::date and (s.i + (:'today'::date - s.day)) % 8 = 0 as commented,
         case when s.day < :'today'::date then s.started_at + (35 + s.i % 20) * interval '1 minute' end as finished_at
) f
order by s.id;

insert into public.workout_sets (id, session_id, user_id, programme_exercise_id, exercise_id, set_number, reps, seconds,
  kg, skipped, target_reps_min, target_reps_max, target_seconds, target_kg, logged_at)
select (s.hex || pg_temp.seed_suffix(6, ((s.day - :'today'::date + 100) * 1024 + e.n) * 16 + k))::uuid, s.id, s.client_id,
  (s.hex || e.suffix)::uuid, e.exercise_id, k,
  case when not m.skipped and e.seconds is null then greatest(e.reps_min, e.reps_max - (s.i + k) % 3) end,
  case when not m.skipped then e.seconds end,
  case when not m.skipped then m.kg end,
  m.skipped, e.reps_min, e.reps_max, e.seconds, m.kg,
  s.started_at + (e.position * 3 + k) * interval '1 minute'
from seed_session s
join seed_template_exercise e on e.workout_suffix = s.workout_suffix
cross join generate_series(1, e.sets) k
cross join lateral (
  select (s.i + k + e.position + (:'today'::date - s.day)) % 23 = 0 as skipped,
         coalesce(e.kg, case when e.loaded then 2.5 * (2 + s.i % 5) end) as kg
) m
where (s.diligent or (e.progression and e.main_rank <= 5))
  and (s.day < :'today'::date or e.position <= 8);

-- A finished session marks its day done with its kcal, as 'Finish workout' does.
update public.daily_checkins c set workout_done = true, workout_calories = s.kcal
from public.workout_sessions s
where s.user_id = c.user_id and s.day = c.day and s.finished_at is not null;

\echo '== diet charts: a copy of a built-in for every customer, as copy_diet_chart_rows() makes it'
-- The built-in of their profile's diet (vegetarian North Indian, non-vegetarian, vegan) at 1,500
-- kcal, reviewed by the coach but one in ten (the roster's 'Review the default chart'). Ids as the
-- programmes' above, kinds 7 to 10.
create temporary table seed_chart as
select c.i, c.id as client_id, c.coach_id, c.start_day, lpad(to_hex(c.i), 8, '0') as hex,
  (lpad(to_hex(c.i), 8, '0') || pg_temp.seed_suffix(7, 0))::uuid as chart_id,
  (array['veg-north-1500', 'non-veg-1500', 'vegan-1500'])[1 + c.i % 3] as template_key
from seed_customer c;
alter table seed_chart add primary key (i);
create temporary table seed_template_slot as
select *, pg_temp.seed_suffix(8, n) as suffix from (
  select s.*, t.template_key, row_number() over (order by t.template_key, s.day, s.position) as n
  from public.diet_chart_slots s join public.diet_charts t on t.id = s.chart_id and t.template_key is not null
) x;
create temporary table seed_template_option as
select *, pg_temp.seed_suffix(9, n) as suffix from (
  select o.*, s.template_key, s.suffix as slot_suffix, s.position as slot_position, row_number() over (order by s.n, o.position) as n
  from public.diet_chart_options o join seed_template_slot s on s.id = o.slot_id
) x;
analyze seed_chart, seed_template_slot, seed_template_option;

insert into public.diet_charts (id, name, summary, diet, kcal, pcod, client_id, copied_from, created_by, reviewed_at,
  reviewed_by, created_at, updated_at, planned_slots)
select c.chart_id, t.name, t.summary, t.diet, t.kcal, t.pcod, c.client_id, t.id, null,
  case when c.i % 10 <> 9 then c.start_day + interval '10 hours' end, case when c.i % 10 <> 9 then c.coach_id end,
  c.start_day - 1 + interval '10 hours', c.start_day - 1 + interval '10 hours', t.planned_slots
from seed_chart c
join public.diet_charts t on t.template_key = c.template_key
order by c.i;
insert into public.diet_chart_slots (id, chart_id, day, position, name, meal, note)
select (c.hex || s.suffix)::uuid, c.chart_id, s.day, s.position, s.name, s.meal, s.note
from seed_chart c join seed_template_slot s on s.template_key = c.template_key;
insert into public.diet_chart_options (id, chart_id, slot_id, position)
select (c.hex || o.suffix)::uuid, c.chart_id, (c.hex || o.slot_suffix)::uuid, o.position
from seed_chart c join seed_template_option o on o.template_key = c.template_key;
insert into public.diet_chart_foods (chart_id, option_id, position, food_id, serving, quantity)
select c.chart_id, (c.hex || o.suffix)::uuid, f.position, f.food_id, f.serving, f.quantity
from seed_chart c
join seed_template_option o on o.template_key = c.template_key
join public.diet_chart_foods f on f.option_id = o.id;

-- 'Ate this' as the app logs it (lib/db/diet-charts' ateChartOption): half the customers their
-- first two slots' first options each of the last 7 days and today; customer 1 among them.
insert into public.food_logs (user_id, day, meal, food_id, food_name, serving_label, serving_grams, quantity,
  kcal, protein, carbs, fat, fibre, chart_slot_id, created_at)
select c.client_id, :'today'::date - d, s.meal, f.food_id, food.name, f.serving, (sv.value ->> 'grams')::numeric, f.quantity,
  round(food.kcal * (sv.value ->> 'grams')::numeric / 100 * f.quantity, 2),
  round(food.protein * (sv.value ->> 'grams')::numeric / 100 * f.quantity, 2),
  round(food.carbs * (sv.value ->> 'grams')::numeric / 100 * f.quantity, 2),
  round(food.fat * (sv.value ->> 'grams')::numeric / 100 * f.quantity, 2),
  round(food.fibre * (sv.value ->> 'grams')::numeric / 100 * f.quantity, 2),
  (c.hex || s.suffix)::uuid, :'today'::date - d + interval '3 hours'
from seed_chart c
cross join generate_series(0, 7) d
join seed_template_slot s on s.template_key = c.template_key and s.position <= 2
join seed_template_option o on o.slot_suffix = s.suffix and o.position = 1
join public.diet_chart_foods f on f.option_id = o.id
join public.foods food on food.id = f.food_id
cross join lateral jsonb_array_elements(food.servings) sv
where c.i % 2 = 1 and sv.value ->> 'label' = f.serving;

\echo '== progress evidence (issue 43): measurements weekly; studio checks monthly; photos of one in five'
insert into public.body_measurements (user_id, day, waist_cm, hips_cm, chest_cm, arm_cm, thigh_cm, neck_cm, updated_at)
select id, :'today'::date - 42 + 7 * w, round((92 + i % 20 - w * 0.6)::numeric, 1), round((104 + i % 15 - w * 0.4)::numeric, 1),
  case when w % 2 = 0 then round((98 + i % 12 - w * 0.3)::numeric, 1) end, null, null, null, :'today'::date - 42 + 7 * w + interval '8 hours'
from seed_customer, generate_series(0, 6) w;
insert into public.body_composition_checks (user_id, day, weight_kg, body_fat_pct, muscle_mass_kg, visceral_fat, bmr_kcal, recorded_by)
select id, :'today'::date - 44 + 30 * m, round((70 + i % 40 - m * 1.5)::numeric, 1), round((32 - m * 0.8)::numeric, 1), 48.5, 10 - m, 1550, coach_id
from seed_customer, generate_series(0, 1) m
where studio;
insert into public.photo_consents (user_id, wording, consented_at)
select id, 'Only you and your coach see your photos. You can delete them at any time.', start_day + interval '9 hours'
from seed_customer where i % 5 = 1;
-- Rows only: the scale test reads who may see which photo, not the files.
insert into public.progress_photos (user_id, day, pose, width, height, bytes, created_at)
select c.id, :'today'::date - 42 + 14 * t, pose, 1200, 1600, 180000, :'today'::date - 42 + 14 * t + interval '8 hours'
from seed_customer c, generate_series(0, 3) t, unnest(array['front', 'side', 'back']) pose
where c.i % 5 = 1;

\echo '== weekly video calls (rows only: the roster reads them): one client in four of each coach, six weeks marked and this week'
insert into public.coach_call_windows (coach_id, weekday, starts, ends)
select md5('scale-coach-' || c)::uuid, d, '10:00', '13:00'
from generate_series(1, :coaches) c, generate_series(1, 7) d;
-- The k-th client of a coach (k = (i - 1) % 300, every fourth) has a slot of its own each week:
-- the day (k / 4) % 7, from 10:00 by 15 minutes, so no two of a coach's calls meet.
insert into public.video_calls (customer_id, coach_id, starts_at, room, outcome, marked_at, created_at, updated_at)
select c.id, c.coach_id, s.at, 'wellfit-' || md5('scale-call-' || c.i || '-' || w),
  case when w < 6 then (case when (c.i + w) % 5 = 0 then 'missed' else 'held' end) end,
  case when w < 6 then s.at + interval '20 minutes' end, s.at - interval '3 days', s.at
from seed_customer c
cross join generate_series(0, 6) w
cross join lateral (
  select (date_trunc('week', (:'today'::date - 42 + 7 * w)::timestamp)
          + (((c.i - 1) % 300 / 4) % 7) * interval '1 day' + time '10:00'
          + (((c.i - 1) % 300 / 4) / 7) * interval '15 minutes') at time zone 'Asia/Kolkata' as at
) s
where (c.i - 1) % 300 % 4 = 1 and not c.studio;

\echo '== the roster summaries, written by public.refresh_client_summary() for each customer'
select count(*) as summaries from (select public.refresh_client_summary(id) from seed_customer) refreshed;
select count(*) as workout_days from (select public.refresh_client_workout_days(id) from seed_customer) refreshed;
select count(*) as chart_days from (select public.refresh_client_chart_days(id) from seed_customer where i % 2 = 1) refreshed;
update public.client_summaries s set last_composition_check = (
  select max(k.day) from public.body_composition_checks k where k.user_id = s.user_id)
from seed_customer c where c.id = s.user_id and c.studio;

reset session_replication_role;

\echo '== vacuum and analyze'
vacuum (analyze);

\echo '== rows'
select c.relname as "table", c.reltuples::bigint as "rows (estimate)", pg_size_pretty(pg_total_relation_size(c.oid)) as "size with indexes"
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind = 'r' and n.nspname in ('public', 'auth') and c.reltuples > 0
order by c.reltuples desc;
select pg_size_pretty(pg_database_size(current_database())) as database_size;
