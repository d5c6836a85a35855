-- The exercise library (issue 41): the project's own exercises, seeded by the next migration
-- (generated from lib/domain/exercises), with what each suits and what to do instead. Everyone
-- signed in reads it. A coach's demo video is kept as a YouTube video id and nothing else, so no
-- stored address is ever fetched or shown but YouTube's own (youtube-nocookie) player; the
-- coach's way to set it comes with the programme builder.

set local lock_timeout = '5s';

create table public.exercises (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 2 and 60),
  hindi text not null check (char_length(hindi) between 1 and 60),
  kind text not null check (kind in ('warm-up', 'strength', 'cardio', 'mobility', 'cool-down')),
  muscles text[] not null check (cardinality(muscles) between 1 and 6),
  equipment text not null check (equipment in ('none', 'mat', 'chair', 'dumbbells', 'band', 'machine')),
  places text[] not null check (cardinality(places) between 1 and 3 and places <@ array['home', 'gym', 'studio']),
  level text not null check (level in ('beginner', 'intermediate', 'advanced')),
  impact text not null check (impact in ('low', 'high')),
  measure text not null check (measure in ('reps', 'seconds')),
  each_side boolean not null,
  -- The Compendium of Physical Activities' MET: kcal = body weight (kg) × MET × hours.
  met numeric(3, 1) not null check (met between 1 and 15),
  steps text[] not null check (cardinality(steps) between 3 and 6),
  mistake text not null check (char_length(mistake) between 10 and 300),
  flags text[] not null default '{}'
    check (flags <@ array['knees', 'lower-back', 'shoulders', 'wrists', 'pregnancy', 'high-blood-pressure']),
  -- { "knees": ["glute-bridge", ...], ... }: for each flag, exercises without it that do the same job.
  substitutes jsonb not null default '{}' check (jsonb_typeof(substitutes) = 'object'),
  -- A coach's demo: the 11 characters of a YouTube video id.
  video_id text check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  video_added_by uuid references auth.users (id) on delete set null
);

create unique index exercises_name_idx on public.exercises (lower(name));

alter table public.exercises enable row level security;
revoke all on public.exercises from anon, authenticated;
grant select on public.exercises to authenticated;
grant all on public.exercises to service_role;

create policy "everyone signed in reads the exercise library" on public.exercises
  for select to authenticated using (true);
