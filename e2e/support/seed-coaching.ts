// The coaching servers' fixtures, each viewport project's in its server's own PGlite folder (run
// by scripts/e2e.mjs before the servers start): clients whose programme started days ago, which
// the browser tests cannot make by waiting. Every date is the servers' clock (coachingClockStart(),
// which the database reads through public.clock_now()) minus whole days.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { openDatabase, type RawSql } from '../../lib/db/connection';
import { migrate } from '../../lib/db/migrate';
import { writeServerClock } from '../../lib/db/server-clock';
import { PHOTO_CONSENT, POSES } from '../../lib/domain/progress-photos';
import { processProgressPhoto } from '../../lib/photos/process';
import { photoKeys, photoStore } from '../../lib/photos/storage';
import {
  COACHING_FIXTURES,
  COACHING_PROJECTS,
  type CoachingFixture,
  coachingClockStart,
  coachingDatabaseDir,
  FIRST_PHOTOS_DAYS_AGO,
  LAST_CALL_DAYS_AGO,
  PHOTO_FIGURES,
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

/** What the fixtures buy: the order's package and its figures as the checkout writes them. */
const PLANS = {
  'online-3m': { product: 'Online 3 Months', months: 3, subtotal: 499900, gst: 89982 },
  'online-6m': { product: 'Online 6 Months', months: 6, subtotal: 899900, gst: 161982 },
  'offline-3m': { product: 'Offline 3 Months', months: 3, subtotal: 999900, gst: 179982 },
} as const;

/** A customer with a profile who paid for `packageId` `daysAgo` days ago, assigned to `coachId`. */
async function client(
  phone: string,
  name: string,
  daysAgo: number,
  coachId: string,
  packageId: keyof typeof PLANS = 'online-6m',
): Promise<string> {
  const plan = PLANS[packageId];
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
     values ($1, $3, $4, $5::integer, $6::integer, $6::integer / 2, $6::integer / 2, $5::integer + $6::integer, gen_random_uuid(),
       'paid', public.clock_now() - make_interval(days => $2), public.clock_now() - make_interval(days => $2))`,
    [id, daysAgo, packageId, plan.product, plan.subtotal, plan.gst],
  );
  // The plan's period, as recordCapture() writes it with the payment.
  await raw.query(
    `insert into public.plan_periods (order_id, user_id, months, starts_on, ends_on)
     select o.id, o.user_id, $2::integer, paid.day, (paid.day + make_interval(months => $2::integer))::date - 1
     from public.orders o, lateral (select (o.paid_at at time zone 'Asia/Kolkata')::date as day) paid
     where o.user_id = $1`,
    [id, plan.months],
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
/** A body composition check `daysAgo` days ago (in India), recorded by `coachId`. */
async function compositionChecked(userId: string, daysAgo: number, weightKg: number, bodyFatPct: number, coachId: string) {
  await raw.query(
    `insert into public.body_composition_checks (user_id, day, weight_kg, body_fat_pct, recorded_by)
     values ($1, (public.clock_now() at time zone 'Asia/Kolkata')::date - $2::integer, $3, $4, $5)`,
    [userId, daysAgo, weightKg, bodyFatPct, coachId],
  );
}

/**
 * The customer's consent and a front, side and back photo `daysAgo` days ago (in India): made by
 * the upload's own pipeline from a plain picture, kept in the servers' photo store (DATA_DIR).
 */
async function photographed(userId: string, daysAgo: number): Promise<void> {
  await raw.query(
    `insert into public.photo_consents (user_id, wording, consented_at)
     values ($1, $2, public.clock_now() - make_interval(days => $3::integer))`,
    [userId, PHOTO_CONSENT, daysAgo],
  );
  for (const [index, { key }] of POSES.entries()) {
    const picture = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: { r: 60 * index, g: 120, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const made = await processProgressPhoto(picture);
    if (made.kind !== 'ok') throw new Error(`The fixture's ${key} photo was refused: ${made.reason}`);
    const id = randomUUID();
    const keys = photoKeys(userId, id);
    await photoStore().put(keys.full, made.full);
    await photoStore().put(keys.thumb, made.thumb);
    await raw.query(
      `insert into public.progress_photos (id, user_id, day, pose, width, height, bytes)
       values ($1, $2, (public.clock_now() at time zone 'Asia/Kolkata')::date - $3::integer, $4, $5, $6, $7)`,
      [id, userId, daysAgo, key, made.width, made.height, made.full.length],
    );
  }
}

/** A video call booked with `coachId` `daysAgo` days ago (in India) at 6 pm, not marked yet. */
async function called(userId: string, coachId: string, daysAgo: number): Promise<void> {
  await raw.query(
    `insert into public.video_calls (customer_id, coach_id, starts_at, room, created_at)
     values ($1, $2,
       (((public.clock_now() at time zone 'Asia/Kolkata')::date - $3::integer) + time '18:00') at time zone 'Asia/Kolkata',
       'wellfit-' || md5(gen_random_uuid()::text), public.clock_now() - make_interval(days => $3::integer + 2))`,
    [userId, coachId, daysAgo],
  );
}

async function seed({ coach, silent, weekly, eater, studio, photos, caller, kickstart }: CoachingFixture): Promise<void> {
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
  // At the studio for 31 days, checked on day 1: the monthly check is due.
  const studioId = await client(studio.phone, studio.name, 30, coachId, 'offline-3m');
  await logged(studioId, 0, 80.2);
  await compositionChecked(studioId, 30, 82.4, 34.1, coachId);
  // Photos 14 days ago, with that day's weight and waist; weighed and measured again 2 days ago.
  const photosId = await client(photos.phone, photos.name, 20, coachId);
  await photographed(photosId, FIRST_PHOTOS_DAYS_AGO);
  for (const [daysAgo, { weight, waist }] of [
    [FIRST_PHOTOS_DAYS_AGO, PHOTO_FIGURES.then],
    [2, PHOTO_FIGURES.lately],
  ] as const) {
    await logged(photosId, daysAgo, weight);
    await measured(photosId, daysAgo, waist, 104);
  }
  // On the 6-month plan for 20 days, with last week's call to mark; and a 3-month client.
  const callerId = await client(caller.phone, caller.name, 20, coachId);
  await logged(callerId, 0, 79.4);
  await called(callerId, coachId, LAST_CALL_DAYS_AGO);
  await logged(await client(kickstart.phone, kickstart.name, 10, coachId, 'online-3m'), 0, 77);
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
