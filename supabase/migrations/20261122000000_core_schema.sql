-- Core tables: profiles, orders, support chats and messages, with row-level security on every one of them.
-- Amounts are integer paise. Policies are written against auth.uid(), wrapped in a
-- sub-select so Postgres evaluates it once per statement rather than once per row.

grant usage on schema public to anon, authenticated, service_role;

create or replace function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- customer_profiles: one health profile per customer.
create table public.customer_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 2 and 100),
  age integer not null check (age between 16 and 100),
  gender text not null check (gender in ('male', 'female', 'other')),
  height numeric(5, 1) not null check (height between 100 and 300),
  weight numeric(5, 1) not null check (weight between 30 and 500),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  whatsapp text not null check (whatsapp ~ '^\+91[0-9]{10}$'),
  address text not null check (char_length(address) between 10 and 500),
  blood_group text check (blood_group in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
  workout_experience text not null check (workout_experience in ('beginner', 'intermediate', 'advanced')),
  injury_history text check (char_length(injury_history) <= 2000),
  medical_issues text check (char_length(medical_issues) <= 2000),
  diet_preference text not null check (diet_preference in ('vegetarian', 'non-vegetarian', 'vegan')),
  primary_goal text not null check (char_length(primary_goal) between 5 and 1000),
  referral_source text check (char_length(referral_source) <= 200),
  terms_accepted boolean not null check (terms_accepted),
  data_consent boolean not null check (data_consent),
  consented_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger customer_profiles_touch before update on public.customer_profiles
  for each row execute function public.touch_updated_at();

alter table public.customer_profiles enable row level security;

create policy "customers read their own profile" on public.customer_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers create their own profile" on public.customer_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "customers update their own profile" on public.customer_profiles
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "customers delete their own profile" on public.customer_profiles
  for delete to authenticated using (user_id = (select auth.uid()));

grant select, insert, update, delete on public.customer_profiles to authenticated;

-- orders: created pending by the customer; only the payment gateway (service role) marks
-- them paid, so a customer can never grant themselves a paid order.
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete restrict,
  order_number text not null unique check (order_number ~ '^WF[0-9]{6}$'),
  package_id text not null check (package_id in ('online-3m', 'online-6m', 'online-12m', 'offline-3m', 'offline-6m', 'offline-12m')),
  product_name text not null check (char_length(product_name) between 1 and 200),
  subtotal integer not null check (subtotal >= 0),
  gst integer not null check (gst >= 0),
  amount integer not null check (amount = subtotal + gst),
  currency text not null default 'INR' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'refunded')),
  payment_method text check (payment_method in ('card', 'upi')),
  idempotency_key uuid not null,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);

create index orders_user_created_idx on public.orders (user_id, created_at desc);

alter table public.orders enable row level security;

create policy "customers read their own orders" on public.orders
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers place pending orders for themselves" on public.orders
  for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending' and paid_at is null);

grant select, insert on public.orders to authenticated;

-- support_chats and support_messages: a customer's conversations with the coaching team.
create table public.support_chats (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  subject text not null default 'General Support' check (char_length(subject) between 1 and 200),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null default now()
);

create index support_chats_user_status_created_idx
  on public.support_chats (user_id, status, created_at desc);

alter table public.support_chats enable row level security;

create policy "customers read their own chats" on public.support_chats
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers open chats for themselves" on public.support_chats
  for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'open');

grant select, insert on public.support_chats to authenticated;

create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references public.support_chats (id) on delete cascade,
  sender_id uuid references auth.users (id) on delete set null,
  message text not null check (char_length(btrim(message)) between 1 and 2000),
  is_admin boolean not null default false,
  sender_name text check (char_length(sender_name) <= 100),
  created_at timestamptz not null default now(),
  check (is_admin or sender_id is not null)
);

create index support_messages_chat_created_idx on public.support_messages (chat_id, created_at);

alter table public.support_messages enable row level security;

create policy "customers read messages of their own chats" on public.support_messages
  for select to authenticated
  using (exists (
    select 1 from public.support_chats c
    where c.id = chat_id and c.user_id = (select auth.uid())
  ));
-- Customers speak only as themselves; coach (is_admin) messages come from the server.
create policy "customers write to their own chats as themselves" on public.support_messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and not is_admin
    and exists (
      select 1 from public.support_chats c
      where c.id = chat_id and c.user_id = (select auth.uid())
    )
  );

grant select, insert on public.support_messages to authenticated;

grant all on all tables in schema public to service_role;
