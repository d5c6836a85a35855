// The coaching servers' fixtures, each viewport project's in its server's own PGlite folder (run
// by scripts/e2e.mjs before the servers start): clients whose programme started days ago, which
// the browser tests cannot make by waiting. Every date is the servers' clock (coachingClockStart(),
// which the database reads through public.clock_now()) minus whole days.
import { openDatabase, type RawSql } from '../../lib/db/connection';
import { migrate } from '../../lib/db/migrate';
import { writeServerClock } from '../../lib/db/server-clock';
import {
  COACHING_FIXTURES,
  COACHING_PROJECTS,
  type CoachingFixture,
  coachingClockStart,
  coachingDatabaseDir,
} from './coaching-fixtures';

const dataDir = process.env.DATA_DIR!;
/** The project's database being seeded. */
let raw: RawSql;

async function person(phone: string): Promise<string> {
  const [row] = await raw.query<{ id: string }>(
    `insert into auth.users (phone, phone_confirmed_at) values ($1, public.clock_now()) returning id`,
    [`+91${phone}`],
  );
  return row!.id;
}

/** A customer with a profile who paid `daysAgo` days ago, assigned to `coachId`. */
async function client(phone: string, name: string, daysAgo: number, coachId: string): Promise<string> {
  const id = await person(phone);
  await raw.query(
    `insert into public.customer_profiles (user_id, name, age, gender, height, weight, email, whatsapp, address,
       workout_experience, diet_preference, primary_goal, medical_issues, terms_accepted, data_consent)
     values ($1, $2, 34, 'female', 162, 82, 'client@example.in', '+919876543210', '12 MG Road, Pune 411001',
       'beginner', 'vegetarian', 'Lose 8 kg', 'Thyroid', true, true)`,
    [id, name],
  );
  await raw.query(
    `insert into public.orders (user_id, package_id, product_name, subtotal, gst, cgst, sgst, amount, idempotency_key,
       status, paid_at, created_at)
     values ($1, 'online-6m', 'Online 6 Months', 899900, 161982, 80991, 80991, 1061882, gen_random_uuid(),
       'paid', public.clock_now() - make_interval(days => $2), public.clock_now() - make_interval(days => $2))`,
    [id, daysAgo],
  );
  // The 6-month plan's period, as recordCapture() writes it with the payment.
  await raw.query(
    `insert into public.plan_periods (order_id, user_id, months, starts_on, ends_on)
     select o.id, o.user_id, 6, paid.day, (paid.day + interval '6 months')::date - 1
     from public.orders o, lateral (select (o.paid_at at time zone 'Asia/Kolkata')::date as day) paid
     where o.user_id = $1`,
    [id],
  );
  await raw.query(
    `insert into public.client_coaches (customer_id, coach_id, assigned_by) values ($1, $2, 'e2e fixture')
     on conflict (customer_id) do update set coach_id = excluded.coach_id`,
    [id, coachId],
  );
  return id;
}

/** A check-in `daysAgo` days ago (in India). */
async function logged(userId: string, daysAgo: number, weight: number): Promise<void> {
  await raw.query(
    `insert into public.daily_checkins (user_id, day, weight, water_glasses)
     values ($1, (public.clock_now() at time zone 'Asia/Kolkata')::date - $2::integer, $3, 4)`,
    [userId, daysAgo, weight],
  );
}

/** Tape measurements `daysAgo` days ago (in India): waist and hips in cm. */
async function measured(userId: string, daysAgo: number, waistCm: number, hipsCm: number): Promise<void> {
  await raw.query(
    `insert into public.body_measurements (user_id, day, waist_cm, hips_cm)
     values ($1, (public.clock_now() at time zone 'Asia/Kolkata')::date - $2::integer, $3, $4)`,
    [userId, daysAgo, waistCm, hipsCm],
  );
}

/** Lunch `daysAgo` days ago (in India): each food's serving and quantity, its values from the food table as logFood() takes them. */
async function ateDaysAgo(
  daysAgo: number,
  userId: string,
  foods: [id: string, serving: string, quantity: number][],
): Promise<void> {
  for (const [foodId, serving, quantity] of foods) {
    await raw.query(
      `insert into public.food_logs (user_id, day, meal, food_id, food_name, serving_label, serving_grams, quantity,
         kcal, protein, carbs, fat, fibre)
       select $1, (public.clock_now() at time zone 'Asia/Kolkata')::date - $5::integer, 'lunch', f.id, f.name, s.label, s.grams, $3,
         round(f.kcal * s.grams * $3 / 100), round(f.protein * s.grams * $3 / 100, 1), round(f.carbs * s.grams * $3 / 100, 1),
         round(f.fat * s.grams * $3 / 100, 1), round(f.fibre * s.grams * $3 / 100, 1)
       from public.foods f, jsonb_to_recordset(f.servings) as s(label text, grams numeric)
       where f.id = $2 and s.label = $4`,
      [userId, foodId, quantity, serving, daysAgo],
    );
  }
}

/** A set's coach and clients. */
async function seed({ coach, silent, weekly, eater }: CoachingFixture): Promise<void> {
  const coachId = await person(coach.phone);
  await raw.query(`insert into public.staff (user_id, role, name, approved_by) values ($1, 'coach', $2, 'e2e fixture')`, [
    coachId,
    coach.name,
  ]);
  // Silent: the last check-in three days ago.
  const silentId = await client(silent.phone, silent.name, 4, coachId);
  await logged(silentId, 3, 82);
  // On day 7, with the weekly check-in due; logged yesterday; measured on day 1 and yesterday.
  const weeklyId = await client(weekly.phone, weekly.name, 6, coachId);
  await logged(weeklyId, 1, 81.5);
  await measured(weeklyId, 6, 92, 106);
  await measured(weeklyId, 1, 90.5, 105.5);
  await ateDaysAgo(1, await client(eater.phone, eater.name, 1, coachId), [
    ['dal-tadka', '1 katori', 1],
    ['roti', '1 roti', 2],
  ]);
}

for (const project of COACHING_PROJECTS) {
  const database = await openDatabase({ dataDir: coachingDatabaseDir(dataDir, project) });
  raw = database.raw;
  try {
    await migrate(raw);
    // The clock the server will read when it starts, as lib/clock.ts sets it from CLOCK_START.
    await writeServerClock(raw, Date.parse(coachingClockStart()) - performance.timeOrigin);
    for (const fixture of COACHING_FIXTURES[project]) await seed(fixture);
  } finally {
    await database.close();
  }
}
