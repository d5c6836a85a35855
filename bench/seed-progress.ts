// The /progress bench's customer (bench/run.mjs runs this on the bench's PGlite folder before the
// server starts, with `--conditions=react-server`: the photo store is server code): twelve weeks
// into a 6-month plan, weighed every day, measured every week, and 30 progress photos (a front, side
// and back every 8 days), the files made by the upload's own pipeline and kept in DATA_DIR.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { databaseConfigFromEnv, openDatabase } from '../lib/db/connection';
import { migrate } from '../lib/db/migrate';
import { PHOTO_CONSENT, POSES } from '../lib/domain/progress-photos';
import { processProgressPhoto } from '../lib/photos/process';
import { photoKeys, photoStore } from '../lib/photos/storage';

export const PROGRESS_WEEKS = 12;
export const PROGRESS_PHOTO_DAYS = 10;

const PHONE = process.argv[2];
if (!PHONE) throw new Error('usage: tsx --conditions=react-server bench/seed-progress.ts <customer phone, 10 digits>');

const database = await openDatabase(databaseConfigFromEnv());
const { raw } = database;
try {
  await migrate(raw);
  const days = PROGRESS_WEEKS * 7;
  const [customer] = await raw.query<{ id: string }>(
    `insert into auth.users (phone, phone_confirmed_at) values ($1, now()) returning id`,
    [`+91${PHONE}`],
  );
  const id = customer!.id;
  await raw.query(
    `insert into public.customer_profiles (user_id, name, age, gender, height, weight, email, whatsapp, address,
       workout_experience, diet_preference, primary_goal, terms_accepted, data_consent)
     values ($1, 'Bench Progress', 36, 'female', 160, 84, 'progress@example.in', '+919876543210', '1 MG Road, Pune 411001',
       'beginner', 'vegetarian', 'Lose 10 kg', true, true)`,
    [id],
  );
  await raw.query(
    `insert into public.orders (user_id, package_id, product_name, subtotal, gst, cgst, sgst, amount, idempotency_key,
       status, paid_at, created_at)
     values ($1, 'online-6m', 'Online 6 Months', 899900, 161982, 80991, 80991, 1061882, gen_random_uuid(), 'paid',
       now() - make_interval(days => $2), now() - make_interval(days => $2))`,
    [id, days],
  );
  await raw.query(
    `insert into public.plan_periods (order_id, user_id, months, starts_on, ends_on)
     select o.id, o.user_id, 6, paid.day, (paid.day + interval '6 months')::date - 1
     from public.orders o, lateral (select (o.paid_at at time zone 'Asia/Kolkata')::date as day) paid where o.user_id = $1`,
    [id],
  );
  await raw.query(
    `insert into public.daily_checkins (user_id, day, weight, water_glasses, workout_done)
     select $1, (now() at time zone 'Asia/Kolkata')::date - d, round((84 - (${days} - d) * 0.08)::numeric, 1), 6, d % 2 = 0
     from generate_series(0, ${days - 1}) d`,
    [id],
  );
  await raw.query(
    `insert into public.body_measurements (user_id, day, waist_cm, hips_cm, chest_cm, arm_cm, thigh_cm, neck_cm)
     select $1, (now() at time zone 'Asia/Kolkata')::date - 7 * w, 90 - (${PROGRESS_WEEKS} - w) * 0.5, 106 - (${PROGRESS_WEEKS} - w) * 0.3,
       98, 31, 58, 34
     from generate_series(0, ${PROGRESS_WEEKS - 1}) w`,
    [id],
  );
  await raw.query(`insert into public.photo_consents (user_id, wording) values ($1, $2)`, [id, PHOTO_CONSENT]);
  const store = photoStore();
  for (const [index, { key }] of POSES.entries()) {
    const picture = await sharp({
      create: { width: 3000, height: 4000, channels: 3, background: { r: 60 * index, g: 120, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const made = await processProgressPhoto(picture);
    if (made.kind !== 'ok') throw new Error(`the bench's ${key} photo was refused: ${made.reason}`);
    for (let n = 0; n < PROGRESS_PHOTO_DAYS; n++) {
      const photoId = randomUUID();
      const keys = photoKeys(id, photoId);
      await store.put(keys.full, made.full);
      await store.put(keys.thumb, made.thumb);
      await raw.query(
        `insert into public.progress_photos (id, user_id, day, pose, width, height, bytes)
         values ($1, $2, (now() at time zone 'Asia/Kolkata')::date - $3::integer, $4, $5, $6, $7)`,
        [photoId, id, n * 8, key, made.width, made.height, made.full.length],
      );
    }
  }
  console.log(
    `seeded the progress customer ${PHONE}: ${days} days, ${PROGRESS_WEEKS} measurements, ${POSES.length * PROGRESS_PHOTO_DAYS} photos`,
  );
} finally {
  await database.close();
}
