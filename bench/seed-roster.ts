// The roster bench's data (bench/roster.mjs runs it on the bench's PGlite folder before the server
// starts): one coach with CLIENTS clients in their programme, each with a profile, a paid order,
// check-ins on most days since, a meal a day and a support chat; some silent, some waiting on an
// answer, some with weight going up, so every 'Needs attention' rule has work to do.
import { databaseConfigFromEnv, openDatabase } from '../lib/db/connection';
import { migrate } from '../lib/db/migrate';

const CLIENTS = Number(process.env.ROSTER_CLIENTS ?? 1000);
const COACH_PHONE = process.argv[2];
if (!COACH_PHONE) throw new Error('usage: tsx bench/seed-roster.ts <coach phone, 10 digits>');

const database = await openDatabase(databaseConfigFromEnv());
const { raw } = database;
try {
  await migrate(raw);
  await raw.exec(`
    insert into auth.users (phone, phone_confirmed_at) values ('+91${COACH_PHONE}', now());
    insert into public.staff (user_id, role, name, approved_by)
      select id, 'coach', 'Bench Coach', 'bench' from auth.users where phone = '+91${COACH_PHONE}';

    create temporary table bench_clients as
      select g as n, gen_random_uuid() as id, '+9170' || lpad(g::text, 8, '0') as phone, g % 44 as days_in
      from generate_series(1, ${CLIENTS}) g;

    insert into auth.users (id, phone, phone_confirmed_at) select id, phone, now() from bench_clients;
    insert into public.client_coaches (customer_id, coach_id, assigned_by)
      select c.id, s.user_id, 'bench' from bench_clients c, public.staff s where s.name = 'Bench Coach';
    -- Every tenth client has no profile yet.
    insert into public.customer_profiles (user_id, name, age, gender, height, weight, email, whatsapp, address,
        workout_experience, diet_preference, primary_goal, terms_accepted, data_consent)
      select id, 'Client ' || n, 30 + n % 30, 'female', 160, 70 + n % 30, 'c' || n || '@example.in', '+919876543210',
        '1 MG Road, Pune 411001', 'beginner', 'vegetarian', 'Lose weight', true, true
      from bench_clients where n % 10 <> 0;
    insert into public.orders (user_id, package_id, product_name, subtotal, gst, cgst, sgst, amount, idempotency_key,
        status, paid_at, created_at)
      select id, 'online-6m', 'Online 6 Months', 899900, 161982, 80991, 80991, 1061882, gen_random_uuid(), 'paid',
        now() - make_interval(days => days_in), now() - make_interval(days => days_in)
      from bench_clients;
    -- Each 6-month plan's period, as recordCapture() writes it with the payment.
    insert into public.plan_periods (order_id, user_id, months, starts_on, ends_on)
      select o.id, o.user_id, 6, paid.day, (paid.day + interval '6 months')::date - 1
      from public.orders o join bench_clients c on c.id = o.user_id,
        lateral (select (o.paid_at at time zone 'Asia/Kolkata')::date as day) paid;
    -- Check-ins on most days since the start; every seventh client went silent three days ago,
    -- and every eleventh is gaining.
    insert into public.daily_checkins (user_id, day, weight, water_glasses, workout_done)
      select c.id, (now() at time zone 'Asia/Kolkata')::date - d,
        case when d % 2 = 0 then 80 + case when c.n % 11 = 0 then -d * 0.1 else d * 0.05 end end,
        d % 9, d % 3 = 0
      from bench_clients c, generate_series(0, 43) d
      where d <= c.days_in and (d % 4 <> 1) and not (c.n % 7 = 0 and d < 3);
    insert into public.food_logs (user_id, day, meal, kind, food_name, serving_label, quantity, kcal, protein, carbs, fat)
      select c.id, (now() at time zone 'Asia/Kolkata')::date - d, 'lunch', 'quick', 'Dal, rice and sabzi', 'Quick add', 1, 550, 0, 0, 0
      from bench_clients c, generate_series(0, 13) d where d <= c.days_in;
    -- A chat each, answered by the team; every fifth client wrote again five hours ago.
    insert into public.support_chats (user_id, last_message_at) select id, now() - interval '5 hours' from bench_clients;
    insert into public.support_messages (chat_id, sender_id, message, is_admin, sender_name, created_at)
      select ch.id, null, 'Hello! How can we help you today?', true, 'WellFit Team', now() - interval '2 days'
      from public.support_chats ch join bench_clients c on c.id = ch.user_id;
    insert into public.support_messages (chat_id, sender_id, message, created_at)
      select ch.id, c.id, 'Can I have rice at dinner?', now() - interval '5 hours'
      from public.support_chats ch join bench_clients c on c.id = ch.user_id where c.n % 5 = 0;
    -- Statistics, as a database that has been running for a while has them.
    analyze;
  `);
} finally {
  await database.close();
}
