-- The weekly video call the 6- and 12-month online plans promise (issue 43; the rules are
-- lib/domain/video-calls.ts): the coach's weekly times for calls, and the calls their clients book
-- in them, one 15-minute call a customer an ISO week (in India), changed or cancelled by the
-- customer until 2 hours before, marked held or missed by the coach from its start.
--
-- Who reads what: a coach their own times and calls; a customer their coach's times and their own
-- calls (the room's name among them); an admin every call. Whether the plan running today promises
-- the call is the server's check (packageIncludes(), as for the body composition check): the
-- packages' words live in lib/domain/packages.ts, not here. Everything else is held here too, so
-- the Data API cannot do what the app would refuse: the slot in the coach's times, 2 hours ahead,
-- one call a slot and a week, who may change which column.

set local lock_timeout = '5s';

create table public.coach_call_windows (
  coach_id uuid not null references auth.users (id) on delete cascade,
  -- ISO: Monday 1 … Sunday 7, in India.
  weekday smallint not null check (weekday between 1 and 7),
  starts time not null,
  ends time not null,
  primary key (coach_id, weekday, starts),
  check (starts < ends and starts >= '06:00' and ends <= '22:00'),
  check (extract(epoch from starts)::integer % 900 = 0 and extract(epoch from ends)::integer % 900 = 0)
);

alter table public.coach_call_windows enable row level security;
revoke all on public.coach_call_windows from anon, authenticated;
grant select, insert, delete on public.coach_call_windows to authenticated;
grant all on public.coach_call_windows to service_role;

create policy "coaches keep their own times for calls" on public.coach_call_windows
  for all to authenticated
  using ((select public.is_coach()) and coach_id = (select auth.uid()))
  with check ((select public.is_coach()) and coach_id = (select auth.uid()));
create policy "customers see their coach's times for calls" on public.coach_call_windows
  for select to authenticated
  using (exists (select 1 from public.client_coaches cc where cc.customer_id = (select auth.uid()) and cc.coach_id = coach_call_windows.coach_id));

create table public.video_calls (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references auth.users (id) on delete cascade,
  coach_id uuid not null references auth.users (id) on delete cascade,
  starts_at timestamptz not null check (extract(epoch from starts_at)::bigint % 900 = 0),
  -- The Monday of its ISO week in India: the key of 'one call a week'.
  week date not null generated always as (date_trunc('week', starts_at at time zone 'Asia/Kolkata')::date) stored,
  -- 'wellfit-' and 128 random bits (roomName()): the room at VIDEO_CALL_BASE_URL.
  room text not null unique check (room ~ '^wellfit-[0-9a-f]{32}$'),
  cancelled_at timestamptz,
  outcome text check (outcome in ('held', 'missed')),
  note text not null default '' check (char_length(note) <= 500),
  marked_at timestamptz,
  created_at timestamptz not null default public.clock_now(),
  updated_at timestamptz not null default public.clock_now(),
  check (cancelled_at is null or outcome is null)
);

-- A coach is in one call at a time (every call starts on the quarter hour and lasts 15 minutes),
-- and a customer has one a week; a cancelled call frees both.
create unique index video_calls_coach_slot on public.video_calls (coach_id, starts_at) where cancelled_at is null;
create unique index video_calls_customer_week on public.video_calls (customer_id, week) where cancelled_at is null;
create index video_calls_customer_idx on public.video_calls (customer_id, starts_at);
-- An admin's roster reads every coach's calls of the last five weeks.
create index video_calls_starts_idx on public.video_calls (starts_at) where cancelled_at is null;

alter table public.video_calls enable row level security;
revoke all on public.video_calls from anon, authenticated;
-- Insert on the table (a client library names every column), what a booking may not set being
-- the trigger's below; update on the columns either side changes.
grant select, insert on public.video_calls to authenticated;
grant update (starts_at, cancelled_at, outcome, note) on public.video_calls to authenticated;
grant all on public.video_calls to service_role;

-- Whether a call starting at `starts_at` lies in one of the coach's weekly times, in India.
create function public.in_call_window(coach uuid, starts_at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.coach_call_windows w
    where w.coach_id = coach
      and w.weekday = extract(isodow from starts_at at time zone 'Asia/Kolkata')
      and (starts_at at time zone 'Asia/Kolkata')::time >= w.starts
      and (starts_at at time zone 'Asia/Kolkata')::time + interval '15 minutes' <= w.ends)
$$;
revoke all on function public.in_call_window(uuid, timestamptz) from public, anon;
grant execute on function public.in_call_window(uuid, timestamptz) to authenticated, service_role;

create policy "customers see their own calls" on public.video_calls
  for select to authenticated using (customer_id = (select auth.uid()));
create policy "coaches see their calls, admins every call" on public.video_calls
  for select to authenticated
  using ((select public.is_coach()) and (coach_id = (select auth.uid()) or (select public.is_staff_admin())));
-- Booked by the customer, with their own coach, in the coach's times, 2 hours ahead or more.
create policy "customers book a call with their coach" on public.video_calls
  for insert to authenticated
  with check (
    customer_id = (select auth.uid())
    and exists (select 1 from public.client_coaches cc where cc.customer_id = (select auth.uid()) and cc.coach_id = video_calls.coach_id)
    and starts_at >= public.clock_now() + interval '2 hours'
    and public.in_call_window(coach_id, starts_at));
-- Moved or cancelled by the customer while it is 2 hours away or more (a move into the coach's times).
create policy "customers change a call until 2 hours before" on public.video_calls
  for update to authenticated
  using (customer_id = (select auth.uid()) and cancelled_at is null and outcome is null
         and starts_at >= public.clock_now() + interval '2 hours')
  with check (customer_id = (select auth.uid()) and starts_at >= public.clock_now() + interval '2 hours'
              and (cancelled_at is not null or public.in_call_window(coach_id, starts_at)));
-- Marked by its coach once it has started.
create policy "coaches mark their calls from the start" on public.video_calls
  for update to authenticated
  using ((select public.is_coach()) and coach_id = (select auth.uid()) and cancelled_at is null
         and starts_at <= public.clock_now())
  with check ((select public.is_coach()) and coach_id = (select auth.uid()) and cancelled_at is null);

-- A booking is a call booked, nothing more (not cancelled, marked or dated by its sender). After
-- it, each side changes only its own columns (both policies may let the same person through: a
-- coach who is also a customer), and the time of a mark or a change is the database's.
create function public.video_call_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    if me is not null then
      new.cancelled_at := null;
      new.outcome := null;
      new.note := '';
      new.marked_at := null;
      new.created_at := public.clock_now();
      new.updated_at := public.clock_now();
    end if;
    return new;
  end if;
  if me is not null then
    if (new.starts_at, new.cancelled_at) is distinct from (old.starts_at, old.cancelled_at) and me <> old.customer_id then
      raise exception 'only the customer moves or cancels a call' using errcode = '42501';
    end if;
    if (new.outcome, new.note) is distinct from (old.outcome, old.note) and me <> old.coach_id then
      raise exception 'only the coach marks a call' using errcode = '42501';
    end if;
  end if;
  if (new.outcome, new.note) is distinct from (old.outcome, old.note) then
    new.marked_at := public.clock_now();
  end if;
  if new.cancelled_at is not null and old.cancelled_at is null then
    new.cancelled_at := public.clock_now();
  end if;
  new.updated_at := public.clock_now();
  return new;
end
$$;
create trigger video_calls_changed before insert or update on public.video_calls
  for each row execute function public.video_call_changed();

-- The customer's reminder, 30 minutes before, among their reminders (when they turned reminders
-- on, and this one too: 'Video calls with your coach', on unless turned off): written when the call
-- is booked, written again when it moves, taken back when it is cancelled.
alter table public.reminder_settings add column video_calls boolean not null default true;

alter table public.due_reminders drop constraint due_reminders_kind_check;
alter table public.due_reminders
  add constraint due_reminders_kind_check check (kind in ('weigh-in', 'water', 'workout', 'meals', 'measure', 'chat-reply', 'video-call'));

create function public.video_call_reminder()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.due_reminders d
    where d.user_id = old.customer_id and d.kind = 'video-call' and d.done_at is null
      and d.due_at = old.starts_at - interval '30 minutes';
  end if;
  if new.cancelled_at is null and new.outcome is null then
    insert into public.due_reminders (user_id, kind, day, due_at)
    select new.customer_id, 'video-call',
           ((new.starts_at - interval '30 minutes') at time zone 'Asia/Kolkata')::date,
           new.starts_at - interval '30 minutes'
    from public.reminder_settings s
    where s.user_id = new.customer_id
      and s.video_calls
      and (s.opted_in_at is not null or s.whatsapp_opted_in_at is not null)
      and new.starts_at - interval '30 minutes' > public.clock_now()
    on conflict do nothing;
  end if;
  return null;
end
$$;
revoke all on function public.video_call_reminder() from public, anon, authenticated;
create trigger video_calls_reminder after insert or update of starts_at, cancelled_at on public.video_calls
  for each row execute function public.video_call_reminder();

-- 'Book my call' offers the coach's free times: the starts of the calls booked with the caller's
-- own coach from now on, and nothing else of them (whose they are is not the caller's to read).
create function public.my_coach_busy_times()
returns setof timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select v.starts_at
  from public.video_calls v
  join public.client_coaches cc on cc.coach_id = v.coach_id and cc.customer_id = (select auth.uid())
  where v.cancelled_at is null and v.starts_at >= public.clock_now() - interval '15 minutes'
$$;
revoke all on function public.my_coach_busy_times() from public, anon;
grant execute on function public.my_coach_busy_times() to authenticated, service_role;
