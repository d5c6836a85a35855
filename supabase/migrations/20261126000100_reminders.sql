-- Reminders by web push (the installable app): what each customer asked to be reminded of and
-- when (in India), the browsers they allowed to receive them, and each reminder due as a row.
-- Every app instance runs a small worker (lib/reminders/worker.ts) that claims due rows with
-- FOR UPDATE SKIP LOCKED under a short lease: two instances never take the same row, and a row
-- claimed by an instance that died is taken again when its lease runs out.

set local lock_timeout = '5s';

create table public.reminder_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- A time of day in India, or null when that reminder is off.
  weigh_in_at time,
  water_every_hours smallint check (water_every_hours between 1 and 4),
  water_from time,
  water_until time,
  workout_at time,
  meals boolean not null default false,
  -- Consent: when the customer turned reminders on, and the words they were shown.
  opted_in_at timestamptz,
  opt_in_text text check (char_length(opt_in_text) <= 500),
  -- The last day in India whose reminders are rows in due_reminders.
  planned_until date,
  updated_at timestamptz not null default now(),
  check ((water_every_hours is null) = (water_from is null) and (water_from is null) = (water_until is null)),
  check (water_from is null or water_from <= water_until)
);

alter table public.reminder_settings enable row level security;
create policy "customers read their own reminders" on public.reminder_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers set their own reminders" on public.reminder_settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "customers change their own reminders" on public.reminder_settings
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select, insert, update on public.reminder_settings to authenticated;

-- One row per browser (device) that allowed notifications: the push service's address and keys.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  endpoint text not null unique check (char_length(endpoint) <= 1000),
  p256dh text not null check (char_length(p256dh) <= 200),
  auth text not null check (char_length(auth) <= 100),
  device text check (char_length(device) <= 200),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
create index push_subscriptions_user on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
create policy "customers read their own devices" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers add their own devices" on public.push_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "customers remove their own devices" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));
grant select, insert, delete on public.push_subscriptions to authenticated;

create table public.due_reminders (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('weigh-in', 'water', 'workout', 'meals')),
  day date not null,
  due_at timestamptz not null,
  claimed_at timestamptz,
  claimed_by text,
  done_at timestamptz,
  outcome text check (outcome in ('sent', 'skipped', 'no-device', 'failed', 'late')),
  unique (user_id, kind, due_at)
);
-- The worker's claim: the oldest due rows not done.
create index due_reminders_pending on public.due_reminders (due_at) where done_at is null;

alter table public.due_reminders enable row level security;
create policy "customers read their own due reminders" on public.due_reminders
  for select to authenticated using (user_id = (select auth.uid()));
grant select on public.due_reminders to authenticated;

grant all on public.reminder_settings, public.push_subscriptions, public.due_reminders to service_role;
