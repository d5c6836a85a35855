-- Measurements on /progress (issue 43): waist, hips, chest, upper arm, thigh and neck in cm and an
-- optional body fat %, one entry a day that the customer may change that day only (the day in
-- India by the server's clock: a past day's entry stays as it was written). The customer's coach
-- (and an admin) reads them; nobody else. The ranges are lib/domain/measurements.ts's MEASURES.

set local lock_timeout = '5s';

create table public.body_measurements (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  waist_cm numeric(4, 1) check (waist_cm between 40 and 200),
  hips_cm numeric(4, 1) check (hips_cm between 50 and 220),
  chest_cm numeric(4, 1) check (chest_cm between 50 and 200),
  arm_cm numeric(4, 1) check (arm_cm between 15 and 80),
  thigh_cm numeric(4, 1) check (thigh_cm between 25 and 120),
  neck_cm numeric(4, 1) check (neck_cm between 20 and 70),
  body_fat_pct numeric(3, 1) check (body_fat_pct between 3 and 70),
  created_at timestamptz not null default public.clock_now(),
  updated_at timestamptz not null default public.clock_now(),
  primary key (user_id, day),
  constraint body_measurements_something check (
    coalesce(waist_cm, hips_cm, chest_cm, arm_cm, thigh_cm, neck_cm, body_fat_pct) is not null)
);

alter table public.body_measurements enable row level security;
revoke all on public.body_measurements from anon, authenticated;
grant select, insert, update on public.body_measurements to authenticated;
grant all on public.body_measurements to service_role;

create policy "customers read their own measurements" on public.body_measurements
  for select to authenticated using (user_id = (select auth.uid()));
-- Today's only: the day in India by the server's clock.
create policy "customers write today's measurements" on public.body_measurements
  for insert to authenticated
  with check (user_id = (select auth.uid()) and day = (public.clock_now() at time zone 'Asia/Kolkata')::date);
create policy "customers change today's measurements" on public.body_measurements
  for update to authenticated
  using (user_id = (select auth.uid()) and day = (public.clock_now() at time zone 'Asia/Kolkata')::date)
  with check (user_id = (select auth.uid()) and day = (public.clock_now() at time zone 'Asia/Kolkata')::date);
create policy "staff read their clients' measurements" on public.body_measurements
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
