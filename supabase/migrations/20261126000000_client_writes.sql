-- Logging offline (the installable app): a write made on the phone carries an id the phone chose,
-- and is applied once however many times the phone sends it (a retry after a lost answer, a
-- replayed outbox). The day is the one the customer logged it on, in India.

set local lock_timeout = '5s';

create table public.client_writes (
  user_id uuid not null references auth.users (id) on delete cascade,
  client_id uuid not null,
  kind text not null check (kind in ('water', 'weight', 'workout')),
  day date not null,
  created_at timestamptz not null default now(),
  primary key (user_id, client_id)
);

alter table public.client_writes enable row level security;

create policy "customers read their own writes" on public.client_writes
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers record their own writes" on public.client_writes
  for insert to authenticated with check (user_id = (select auth.uid()));

grant select, insert on public.client_writes to authenticated;
grant all on public.client_writes to service_role;
