-- A signed-in customer's BMI results, newest last; the dashboard reads the latest target.
create table public.bmi_assessments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  weight numeric(5, 1) not null check (weight between 30 and 300),
  height numeric(5, 1) not null check (height between 100 and 250),
  age integer not null check (age between 16 and 100),
  bmi numeric(4, 1) not null check (bmi > 0),
  category text not null check (category in ('Underweight', 'Normal weight', 'Overweight', 'Obese')),
  body_fat numeric(4, 1) not null check (body_fat >= 0),
  target_weight integer not null check (target_weight > 0),
  created_at timestamptz not null default now()
);

create index bmi_assessments_user_created_idx on public.bmi_assessments (user_id, created_at desc);

alter table public.bmi_assessments enable row level security;

create policy "customers read their own assessments" on public.bmi_assessments
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers record their own assessments" on public.bmi_assessments
  for insert to authenticated with check (user_id = (select auth.uid()));

grant select, insert on public.bmi_assessments to authenticated;
grant all on public.bmi_assessments to service_role;
