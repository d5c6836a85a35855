-- The language each person reads WellFit in (issue 44): English or Hindi, their own choice, kept
-- here so that it follows them to another phone (the browser keeps it too, in the NEXT_LOCALE
-- cookie) and so that reminders reach them in it. No row: English, the specification's.

set local lock_timeout = '5s';

create table public.language_choices (
  user_id uuid primary key references auth.users (id) on delete cascade,
  language text not null check (language in ('en', 'hi'))
);

alter table public.language_choices enable row level security;
revoke all on public.language_choices from anon, authenticated;
grant select, delete on public.language_choices to authenticated;
grant insert (user_id, language), update (language) on public.language_choices to authenticated;
grant all on public.language_choices to service_role;

create policy "people read their own language" on public.language_choices
  for select to authenticated using (user_id = (select auth.uid()));
create policy "people choose their own language" on public.language_choices
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "people change their own language" on public.language_choices
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "people forget their own language" on public.language_choices
  for delete to authenticated using (user_id = (select auth.uid()));
