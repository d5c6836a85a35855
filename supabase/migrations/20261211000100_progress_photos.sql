-- Private progress photos (issue 43). Before the first, the customer's consent, kept with its time
-- and the words they agreed to; withdrawn, it goes with every photo. A photo is a pose (front, side
-- or back) of a day in India, one of each pose a day (a new one replaces it), at most 60 a
-- customer. The images themselves are files (lib/photos/storage.ts: a folder under DATA_DIR, or
-- a private Supabase Storage bucket), named by the owner's id and the photo's: these rows say
-- whose they are and who may see them, which the app's photo route asks before it serves one.
-- The customer reads, adds and deletes their own; their coach (and an admin) reads them, once the
-- customer has consented; nobody else.

set local lock_timeout = '5s';

-- The words are the database's, not the caller's: a customer may insert their id alone, so the
-- wording kept is the one shown (lib/domain/progress-photos.ts's PHOTO_CONSENT; a test holds the two
-- the same), and the time is the server's.
create table public.photo_consents (
  user_id uuid primary key references auth.users (id) on delete cascade,
  wording text not null default 'Only you and your coach see your photos. You can delete them at any time.'
    check (char_length(wording) between 1 and 500),
  consented_at timestamptz not null default public.clock_now()
);

alter table public.photo_consents enable row level security;
revoke all on public.photo_consents from anon, authenticated;
grant select, delete on public.photo_consents to authenticated;
grant insert (user_id) on public.photo_consents to authenticated;
grant all on public.photo_consents to service_role;

create policy "customers read their own photo consent" on public.photo_consents
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers give their photo consent" on public.photo_consents
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "customers withdraw their photo consent" on public.photo_consents
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "staff read their clients' photo consent" on public.photo_consents
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));

create table public.progress_photos (
  id uuid primary key default gen_random_uuid(),
  -- Withdrawing the consent deletes the photos with it.
  user_id uuid not null references public.photo_consents (user_id) on delete cascade,
  day date not null,
  pose text not null check (pose in ('front', 'side', 'back')),
  width smallint not null check (width between 1 and 1600),
  height smallint not null check (height between 1 and 1600),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null default public.clock_now(),
  unique (user_id, day, pose)
);
create index progress_photos_user_idx on public.progress_photos (user_id, day desc);

alter table public.progress_photos enable row level security;
revoke all on public.progress_photos from anon, authenticated;
grant select, insert, delete on public.progress_photos to authenticated;
grant all on public.progress_photos to service_role;

create policy "customers read their own photos" on public.progress_photos
  for select to authenticated using (user_id = (select auth.uid()));
-- Today's only, by the server's clock in India.
create policy "customers add today's photos" on public.progress_photos
  for insert to authenticated
  with check (user_id = (select auth.uid()) and day = (public.clock_now() at time zone 'Asia/Kolkata')::date);
create policy "customers delete their own photos" on public.progress_photos
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "staff read their clients' photos" on public.progress_photos
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));

-- At most 60 a customer: counted under a lock on the customer's consent, so two uploads at once
-- cannot both take the 60th place.
create function public.progress_photos_within_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.photo_consents c where c.user_id = new.user_id for update;
  if (select count(*) from public.progress_photos p where p.user_id = new.user_id) >= 60 then
    raise exception 'at most 60 progress photos a customer' using errcode = 'P0001', hint = 'photo-limit';
  end if;
  return new;
end
$$;
revoke all on function public.progress_photos_within_limit() from public, anon, authenticated;
create trigger progress_photos_within_limit before insert on public.progress_photos
  for each row execute function public.progress_photos_within_limit();

-- In Supabase, the private bucket the files go to, read and written by the server alone (its
-- service role key); a customer's own folder and their coach's read are allowed too, should a
-- client read Storage directly. Elsewhere (PGlite, a plain Postgres) there is no storage schema.
do $$
begin
  if to_regclass('storage.buckets') is null then
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('progress-photos', 'progress-photos', false, 2097152, array['image/webp'])
  on conflict (id) do update set public = false;
  execute $policy$
    create policy "customers read their own progress photos" on storage.objects
      for select to authenticated
      using (bucket_id = 'progress-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  $policy$;
  execute $policy$
    create policy "staff read their clients' progress photos" on storage.objects
      for select to authenticated
      using (bucket_id = 'progress-photos' and (select public.is_coach())
        and public.coaches_client(((storage.foldername(name))[1])::uuid))
  $policy$;
end
$$;
