-- The dashboard's daily logging: one check-in a customer a day (weight, water, workout) and
-- one entry a meal a day; the day is the calendar day in India, as the customer lives it.
-- And the customer's right to leave (India's DPDP Act 2023): delete_my_account().

set local lock_timeout = '5s';

create table public.daily_checkins (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  weight numeric(5, 1) check (weight between 30 and 300),
  water_glasses integer not null default 0 check (water_glasses between 0 and 30),
  workout_done boolean not null default false,
  workout_calories integer not null default 0 check (workout_calories between 0 and 5000),
  updated_at timestamptz not null default now(),
  primary key (user_id, day)
);

alter table public.daily_checkins enable row level security;

create policy "customers read their own check-ins" on public.daily_checkins
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers log their own check-ins" on public.daily_checkins
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "customers change their own check-ins" on public.daily_checkins
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

grant select, insert, update on public.daily_checkins to authenticated;

create table public.meal_logs (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  meal text not null check (meal in ('breakfast', 'lunch', 'snack', 'dinner')),
  description text not null check (char_length(btrim(description)) between 1 and 300),
  calories integer check (calories between 0 and 5000),
  updated_at timestamptz not null default now(),
  primary key (user_id, day, meal)
);

alter table public.meal_logs enable row level security;

create policy "customers read their own meals" on public.meal_logs
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers log their own meals" on public.meal_logs
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "customers change their own meals" on public.meal_logs
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

grant select, insert, update on public.meal_logs to authenticated;

grant all on public.daily_checkins, public.meal_logs to service_role;

-- Paid orders are tax records and outlive the account: they lose their owner, nothing else.
alter table public.orders alter column user_id drop not null;
alter table public.orders drop constraint orders_user_id_fkey;
alter table public.orders
  add constraint orders_user_id_fkey foreign key (user_id) references auth.users (id) on delete set null;

-- Deletes everything the app holds about the signed-in person and the person themselves;
-- their orders stay, detached (no user id; orders carry no name or phone).
create function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  update public.orders set user_id = null where user_id = me;
  delete from public.support_chats where user_id = me;
  delete from public.customer_profiles where user_id = me;
  delete from public.bmi_assessments where user_id = me;
  delete from public.daily_checkins where user_id = me;
  delete from public.meal_logs where user_id = me;
  delete from auth.users where id = me;
end
$$;

revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated, service_role;
