-- In-person plans that deliver (issue 26): centres, batches with seats, booking with a waitlist,
-- cancelled sessions, and attendance.
--
-- A batch runs the programme's 45 days from its first session, on its weekdays, at one time in
-- IST. Its sessions are rows (lib/domain/batches.ts works the dates out; lib/db/batches.ts writes
-- them), so a holiday can be cancelled one by one and attendance points at a real session.
--
-- Seats are counted by the database: batch_bookings' trigger keeps batches.seats_taken, and a check
-- keeps it between 0 and the capacity. A booking locks the batch row before it counts, so two
-- customers can never take the last seat twice, and an admin cannot lower the capacity below the
-- bookings. A booked seat given up (a cancellation, a change of batch, a deleted account) goes to
-- the first on the waitlist, who is told in their support chat.

set local lock_timeout = '5s';

create table public.centres (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 2 and 80),
  address text not null check (char_length(address) between 5 and 300),
  city text not null check (char_length(city) between 2 and 60),
  map_url text check (char_length(map_url) <= 500 and map_url ~ '^https://'),
  -- Seeded in embedded mode so a new user sees booking work at once; production starts empty.
  sample boolean not null default false,
  created_at timestamptz not null default now()
);

create unique index centres_name_idx on public.centres (lower(name));

create table public.batches (
  id uuid primary key default gen_random_uuid(),
  centre_id uuid not null references public.centres (id) on delete restrict,
  -- The coach who runs it; null for the samples, which any coach may take.
  coach_id uuid references auth.users (id) on delete set null,
  -- ISO weekdays: 1 is Monday, 7 Sunday.
  days smallint[] not null check (cardinality(days) between 1 and 7 and days <@ '{1,2,3,4,5,6,7}'::smallint[]),
  start_time time not null,
  duration_minutes smallint not null check (duration_minutes between 15 and 240),
  capacity smallint not null check (capacity between 1 and 200),
  seats_taken smallint not null default 0,
  first_session date not null,
  -- The last day of its 45: first_session + 44.
  last_day date not null,
  sample boolean not null default false,
  created_at timestamptz not null default now(),
  constraint batches_seats_within_capacity check (seats_taken between 0 and capacity),
  check (last_day = first_session + 44)
);

create index batches_centre_idx on public.batches (centre_id);
create index batches_coach_idx on public.batches (coach_id, last_day);
create index batches_running_idx on public.batches (last_day);

create table public.batch_sessions (
  batch_id uuid not null references public.batches (id) on delete cascade,
  day date not null,
  cancelled_at timestamptz,
  cancel_reason text check (char_length(cancel_reason) between 1 and 120),
  primary key (batch_id, day),
  check ((cancelled_at is null) = (cancel_reason is null))
);

create index batch_sessions_day_idx on public.batch_sessions (day);

create table public.batch_bookings (
  id uuid primary key default gen_random_uuid(),
  batch_id uuid not null references public.batches (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null check (status in ('booked', 'waitlisted', 'cancelled')),
  -- How many times the customer changed batch to reach this one: at most twice.
  changes smallint not null default 0 check (changes between 0 and 2),
  -- The waitlist's order.
  created_at timestamptz not null default now(),
  -- Set when a cancellation gave them the seat: the dashboard says so.
  promoted_at timestamptz,
  cancelled_at timestamptz,
  check ((status = 'cancelled') = (cancelled_at is not null))
);

create unique index batch_bookings_one_per_batch_idx on public.batch_bookings (batch_id, user_id) where status <> 'cancelled';
create index batch_bookings_user_idx on public.batch_bookings (user_id, created_at desc);
create index batch_bookings_waitlist_idx on public.batch_bookings (batch_id, created_at) where status = 'waitlisted';
create index batch_bookings_booked_idx on public.batch_bookings (batch_id) where status = 'booked';

create table public.batch_attendance (
  batch_id uuid not null,
  day date not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  marked_by uuid references auth.users (id) on delete set null,
  -- 'button' (Mark present), 'code' (typed) or 'qr' (scanned).
  method text not null check (method in ('button', 'code', 'qr')),
  created_at timestamptz not null default now(),
  primary key (batch_id, day, user_id),
  foreign key (batch_id, day) references public.batch_sessions (batch_id, day) on delete cascade
);

create index batch_attendance_user_idx on public.batch_attendance (user_id, day);

-- Whether the signed-in staff member runs this batch: an admin any, a coach their own and the
-- samples nobody has taken.
create function public.coaches_batch(batch uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case public.staff_role_of((select auth.uid()))
    when 'admin' then true
    when 'coach' then exists (
      select 1 from public.batches b where b.id = batch and (b.coach_id = (select auth.uid()) or b.coach_id is null)
    )
    else false
  end
$$;

-- Whether the customer has an in-person plan that has not ended: they may book. Customers ask it
-- of themselves only; staff of anyone.
create function public.has_studio_plan(customer uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.plan_periods p
    join public.orders o on o.id = p.order_id
    where p.user_id = customer
      and o.package_id like 'offline-%'
      and o.status = 'paid'
      and p.ends_on >= (now() at time zone 'Asia/Kolkata')::date
      and (customer = (select auth.uid()) or public.is_coach())
  )
$$;

revoke all on function public.has_studio_plan(uuid) from public, anon;
grant execute on function public.coaches_batch(uuid) to authenticated, service_role;
grant execute on function public.has_studio_plan(uuid) to authenticated, service_role;

alter table public.centres enable row level security;
alter table public.batches enable row level security;
alter table public.batch_sessions enable row level security;
alter table public.batch_bookings enable row level security;
alter table public.batch_attendance enable row level security;

revoke all on public.centres, public.batches, public.batch_sessions, public.batch_bookings, public.batch_attendance
  from anon, authenticated;
grant select, insert, update on public.centres to authenticated;
grant select, insert, update on public.batches to authenticated;
grant select, insert, update, delete on public.batch_sessions to authenticated;
grant select on public.batch_bookings to authenticated;
grant select, insert on public.batch_attendance to authenticated;
grant all on public.centres, public.batches, public.batch_sessions, public.batch_bookings, public.batch_attendance to service_role;

-- The timetable is no secret to the signed in; only admins change it.
create policy "the signed in read the centres" on public.centres for select to authenticated using (true);
create policy "admins add centres" on public.centres for insert to authenticated with check ((select public.is_staff_admin()));
create policy "admins change centres" on public.centres
  for update to authenticated using ((select public.is_staff_admin())) with check ((select public.is_staff_admin()));

create policy "the signed in read the batches" on public.batches for select to authenticated using (true);
create policy "admins add batches" on public.batches for insert to authenticated with check ((select public.is_staff_admin()));
create policy "admins change batches" on public.batches
  for update to authenticated using ((select public.is_staff_admin())) with check ((select public.is_staff_admin()));

create policy "the signed in read the sessions" on public.batch_sessions for select to authenticated using (true);
create policy "admins schedule sessions" on public.batch_sessions
  for all to authenticated using ((select public.is_staff_admin())) with check ((select public.is_staff_admin()));

-- Bookings change only through the functions below.
create policy "customers read their own bookings" on public.batch_bookings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "staff read the bookings of the batches they run" on public.batch_bookings
  for select to authenticated using ((select public.is_coach()) and public.coaches_batch(batch_id));

create policy "customers read their own attendance" on public.batch_attendance
  for select to authenticated using (user_id = (select auth.uid()));
create policy "staff read the attendance of the batches they run" on public.batch_attendance
  for select to authenticated using ((select public.is_coach()) and public.coaches_batch(batch_id));
-- A coach marks present a customer booked in their batch, at today's session (in India), not cancelled.
create policy "staff mark present at today's sessions of the batches they run" on public.batch_attendance
  for insert to authenticated
  with check (
    (select public.is_coach())
    and public.coaches_batch(batch_id)
    and marked_by = (select auth.uid())
    and day = (now() at time zone 'Asia/Kolkata')::date
    and exists (
      select 1 from public.batch_sessions s where s.batch_id = batch_attendance.batch_id and s.day = batch_attendance.day and s.cancelled_at is null
    )
    and exists (
      select 1 from public.batch_bookings k
      where k.batch_id = batch_attendance.batch_id and k.user_id = batch_attendance.user_id and k.status = 'booked'
    )
  );

-- A message from the team in the customer's open support chat (opened for it if need be): how a
-- promotion off the waitlist or a cancelled session reaches them. The batch's coach signs it.
create function public.post_team_message(customer uuid, sender uuid, body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  chat uuid;
begin
  select c.id into chat from public.support_chats c where c.user_id = customer and c.status = 'open';
  if chat is null then
    insert into public.support_chats (user_id) values (customer)
      on conflict (user_id) where status = 'open' do nothing
      returning id into chat;
    if chat is null then
      select c.id into chat from public.support_chats c where c.user_id = customer and c.status = 'open';
    end if;
  end if;
  insert into public.support_messages (chat_id, sender_id, message, is_admin, sender_name)
    values (chat, sender, body, true, case when sender is null then 'WellFit Team' end);
end
$$;

revoke all on function public.post_team_message(uuid, uuid, text) from public, anon, authenticated;

-- 'Mon 30 Nov' and '7:00 am', as lib/domain/batches.ts writes them.
create function public.batch_day_label(day date)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(day, 'Dy FMDD Mon')
$$;

create function public.batch_label(batch uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select c.name || ', ' || lower(to_char(b.start_time, 'FMHH12:MI am'))
  from public.batches b join public.centres c on c.id = b.centre_id
  where b.id = batch
$$;

revoke all on function public.batch_day_label(date) from public, anon, authenticated;
revoke all on function public.batch_label(uuid) from public, anon, authenticated;

-- Gives free seats of a batch to its waitlist, first come first served, and tells each one.
create function public.promote_waitlist(batch uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.batches;
  next_in_line public.batch_bookings;
  promoted integer := 0;
begin
  select * into b from public.batches where id = batch for update;
  if not found or b.last_day < (now() at time zone 'Asia/Kolkata')::date then
    return 0;
  end if;
  while b.seats_taken < b.capacity loop
    select * into next_in_line from public.batch_bookings k
      where k.batch_id = batch and k.status = 'waitlisted'
      order by k.created_at, k.id
      limit 1
      for update;
    exit when not found;
    update public.batch_bookings set status = 'booked', promoted_at = now() where id = next_in_line.id;
    perform public.post_team_message(
      next_in_line.user_id,
      b.coach_id,
      'Good news: a seat came free in ' || public.batch_label(batch) || ' and it is yours. Your booking is on your dashboard.'
    );
    promoted := promoted + 1;
    select * into b from public.batches where id = batch;
  end loop;
  return promoted;
end
$$;

revoke all on function public.promote_waitlist(uuid) from public, anon, authenticated;

-- Keeps batches.seats_taken, whose check refuses a seat past the capacity, and hands a seat given
-- up to the waitlist.
create function public.batch_booking_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_booked boolean := tg_op in ('UPDATE', 'DELETE') and old.status = 'booked';
  is_booked boolean := tg_op in ('INSERT', 'UPDATE') and new.status = 'booked';
begin
  if was_booked and not is_booked then
    update public.batches set seats_taken = seats_taken - 1 where id = old.batch_id;
    perform public.promote_waitlist(old.batch_id);
  elsif is_booked and not was_booked then
    update public.batches set seats_taken = seats_taken + 1 where id = new.batch_id;
  end if;
  return null;
end
$$;

revoke all on function public.batch_booking_counts() from public, anon, authenticated;

create trigger batch_bookings_count_seats
  after insert or update of status or delete on public.batch_bookings
  for each row execute function public.batch_booking_counts();

-- Raising a batch's capacity gives the new seats to its waitlist.
create function public.batch_capacity_raised()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.promote_waitlist(new.id);
  return null;
end
$$;

revoke all on function public.batch_capacity_raised() from public, anon, authenticated;

create trigger batches_capacity_raised
  after update of capacity on public.batches
  for each row when (new.capacity > old.capacity)
  execute function public.batch_capacity_raised();

-- The caller's booking that still counts: booked or waitlisted in a batch not yet over.
create function public.my_current_booking()
returns setof public.batch_bookings
language sql
stable
security invoker
set search_path = ''
as $$
  select k.* from public.batch_bookings k
  join public.batches b on b.id = k.batch_id
  where k.user_id = (select auth.uid())
    and k.status in ('booked', 'waitlisted')
    and b.last_day >= (now() at time zone 'Asia/Kolkata')::date
  order by k.created_at desc
  limit 1
$$;

revoke all on function public.my_current_booking() from public, anon;
grant execute on function public.my_current_booking() to authenticated, service_role;

-- 'Book this batch' ('book': refused (WFFUL) when no seat is left) or 'Join the waitlist'
-- ('waitlist': a seat if one came free meanwhile). Changing batch ('change') moves a booked seat, at
-- most twice and up to 24 hours before the next session. Errors: 42501 not signed in, WF403 no
-- in-person plan, WF404 no such batch or it is over, WFFUL full, WFALR already booked; a change:
-- WFNOB nothing booked, WFSAM the same batch, WFCHG no changes left, WFLAT under 24 hours to go.
-- Returns the new booking's status.
create function public.book_batch(target uuid, intent text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer uuid := (select auth.uid());
  today date := (now() at time zone 'Asia/Kolkata')::date;
  b public.batches;
  current public.batch_bookings;
  next_start timestamptz;
  status text;
begin
  if customer is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if intent not in ('book', 'waitlist', 'change') then
    raise exception 'unknown intent %', intent using errcode = '22023';
  end if;
  if not public.has_studio_plan(customer) then
    raise exception 'no in-person plan' using errcode = 'WF403';
  end if;
  -- One booking at a time per customer: two tabs cannot both book.
  perform pg_advisory_xact_lock(hashtext('batch-booking:' || customer::text));
  select k.* into current from public.batch_bookings k join public.batches cb on cb.id = k.batch_id
    where k.user_id = customer and k.status in ('booked', 'waitlisted') and cb.last_day >= today
    order by k.created_at desc limit 1;
  if intent = 'change' then
    if current.id is null or current.status <> 'booked' then
      raise exception 'nothing to change' using errcode = 'WFNOB';
    end if;
    if current.batch_id = target then
      raise exception 'same batch' using errcode = 'WFSAM';
    end if;
    if current.changes >= 2 then
      raise exception 'no changes left' using errcode = 'WFCHG';
    end if;
    select (s.day + cb.start_time) at time zone 'Asia/Kolkata' into next_start
      from public.batch_sessions s join public.batches cb on cb.id = s.batch_id
      where s.batch_id = current.batch_id and s.cancelled_at is null
        and (s.day + cb.start_time) at time zone 'Asia/Kolkata' > now()
      order by s.day limit 1;
    if next_start is not null and next_start < now() + interval '24 hours' then
      raise exception 'too late to change' using errcode = 'WFLAT';
    end if;
  elsif current.id is not null then
    raise exception 'already booked' using errcode = 'WFALR';
  end if;
  select * into b from public.batches where id = target for update;
  if not found or b.last_day < today then
    raise exception 'no such batch' using errcode = 'WF404';
  end if;
  if b.seats_taken >= b.capacity and intent <> 'waitlist' then
    raise exception 'batch full' using errcode = 'WFFUL';
  end if;
  status := case when b.seats_taken < b.capacity then 'booked' else 'waitlisted' end;
  if intent = 'change' then
    update public.batch_bookings set status = 'cancelled', cancelled_at = now() where id = current.id;
  end if;
  insert into public.batch_bookings (batch_id, user_id, status, changes)
    values (target, customer, status, case when intent = 'change' then current.changes + 1 else 0 end);
  return status;
end
$$;

revoke all on function public.book_batch(uuid, text) from public, anon;
grant execute on function public.book_batch(uuid, text) to authenticated, service_role;

-- 'Cancel booking' or 'Leave the waitlist': always allowed; a seat goes to the waitlist.
create function public.cancel_my_booking()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer uuid := (select auth.uid());
  booking uuid;
begin
  if customer is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('batch-booking:' || customer::text));
  select k.id into booking from public.my_current_booking() k;
  if booking is null then
    return false;
  end if;
  update public.batch_bookings set status = 'cancelled', cancelled_at = now() where id = booking;
  return true;
end
$$;

revoke all on function public.cancel_my_booking() from public, anon;
grant execute on function public.cancel_my_booking() to authenticated, service_role;

-- An admin cancels one session (a holiday) with a reason; everyone booked is told. Returns how many.
create function public.cancel_batch_session(batch uuid, session_day date, reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.batches;
  customer uuid;
  told integer := 0;
begin
  perform public.require_staff_admin();
  select * into b from public.batches where id = batch;
  update public.batch_sessions set cancelled_at = now(), cancel_reason = reason
    where batch_id = batch and day = session_day and cancelled_at is null;
  if not found then
    return 0;
  end if;
  for customer in select k.user_id from public.batch_bookings k where k.batch_id = batch and k.status = 'booked' loop
    perform public.post_team_message(
      customer,
      b.coach_id,
      'No session on ' || public.batch_day_label(session_day) || ' at ' || public.batch_label(batch) || ': ' || reason || '. See you at the next one.'
    );
    told := told + 1;
  end loop;
  return told;
end
$$;

revoke all on function public.cancel_batch_session(uuid, date, text) from public, anon;
grant execute on function public.cancel_batch_session(uuid, date, text) to authenticated, service_role;

-- The coach's roster counts a studio session missed in the last 7 days as a reason to look.
drop function public.coach_roster();

create function public.coach_roster()
returns table (
  customer_id uuid,
  coach_name text,
  customer_name text,
  customer_phone text,
  profile_weight numeric,
  start_day date,
  pauses jsonb,
  active_until date,
  logged_days date[],
  first_weight numeric,
  latest_weights numeric[],
  waiting_since timestamptz,
  unread_weekly integer,
  missed_sessions integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as id, public.staff_role_of((select auth.uid())) as role,
           (now() at time zone 'Asia/Kolkata')::date as today
  )
  select cc.customer_id, st.name, p.name, u.phone, p.weight, s.start_day, s.pauses, s.active_until,
         s.logged_days, s.first_weight, s.latest_weights, s.waiting_since, s.unread_weekly,
         coalesce(missed.n, 0)
  from me
  join public.client_coaches cc on me.role = 'admin' or (me.role = 'coach' and cc.coach_id = me.id)
  join public.client_summaries s on s.user_id = cc.customer_id
  join public.staff st on st.user_id = cc.coach_id
  join auth.users u on u.id = cc.customer_id
  left join public.customer_profiles p on p.user_id = cc.customer_id
  left join lateral (
    select count(*)::integer as n
    from public.batch_bookings k
    join public.batch_sessions bs on bs.batch_id = k.batch_id
    where k.user_id = cc.customer_id and k.status = 'booked'
      and bs.cancelled_at is null
      and bs.day < me.today and bs.day >= me.today - 7
      and bs.day >= (k.created_at at time zone 'Asia/Kolkata')::date
      and not exists (
        select 1 from public.batch_attendance a where a.batch_id = bs.batch_id and a.day = bs.day and a.user_id = k.user_id
      )
  ) missed on true
  where s.active_until >= me.today
$$;

revoke all on function public.coach_roster() from public, anon;
grant execute on function public.coach_roster() to authenticated, service_role;

-- The timetable a customer chooses from: batches not yet over, with their centre, their coach's
-- name (staff rows are not the customers' to read) and the next session not yet begun.
create function public.running_batches()
returns table (
  id uuid,
  centre_id uuid,
  centre_name text,
  centre_address text,
  centre_city text,
  centre_map_url text,
  coach_id uuid,
  coach_name text,
  days smallint[],
  start_time time,
  duration_minutes smallint,
  capacity smallint,
  seats_taken smallint,
  first_session date,
  last_day date,
  next_session date,
  sample boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, c.id, c.name, c.address, c.city, c.map_url, b.coach_id, st.name, b.days, b.start_time,
         b.duration_minutes, b.capacity, b.seats_taken, b.first_session, b.last_day,
         -- The first not begun: this morning's is over by tonight.
         (select min(s.day) from public.batch_sessions s
           where s.batch_id = b.id and s.cancelled_at is null and s.day >= (now() at time zone 'Asia/Kolkata')::date
             and (s.day + b.start_time) at time zone 'Asia/Kolkata' > now()),
         b.sample
  from public.batches b
  join public.centres c on c.id = b.centre_id
  left join public.staff st on st.user_id = b.coach_id
  where (select auth.uid()) is not null
    and b.last_day >= (now() at time zone 'Asia/Kolkata')::date
  order by c.city, c.name, b.start_time
$$;

revoke all on function public.running_batches() from public, anon;
grant execute on function public.running_batches() to authenticated, service_role;

-- Who is booked at one session of a batch the caller runs, with their name and phone (a batch's
-- coach may not be the customer's own coach), and whether they are marked present. Everyone who
-- ever held a place in the batch is listed for the check-in's messages; the screen shows the booked.
create function public.session_roster(batch uuid, session_day date)
returns table (
  user_id uuid,
  customer_name text,
  customer_phone text,
  status text,
  present boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.user_id, p.name, u.phone, k.status,
         exists (select 1 from public.batch_attendance a where a.batch_id = batch and a.day = session_day and a.user_id = k.user_id)
  from (
    -- Each customer's latest place in the batch.
    select distinct on (b.user_id) b.user_id, b.status
    from public.batch_bookings b
    where b.batch_id = batch
    order by b.user_id, b.status = 'cancelled', b.created_at desc
  ) k
  join auth.users u on u.id = k.user_id
  left join public.customer_profiles p on p.user_id = k.user_id
  where public.is_coach() and public.coaches_batch(batch)
  order by k.status, coalesce(p.name, u.phone)
$$;

revoke all on function public.session_roster(uuid, date) from public, anon;
grant execute on function public.session_roster(uuid, date) to authenticated, service_role;

-- The caller's place on their batch's waitlist (1 is next), or null when they are not waiting.
create function public.my_waitlist_position()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    select count(*)::integer from public.batch_bookings other
    where other.batch_id = mine.batch_id and other.status = 'waitlisted'
      and (other.created_at, other.id) <= (mine.created_at, mine.id)
  )
  from public.batch_bookings mine
  join public.batches b on b.id = mine.batch_id
  where mine.user_id = (select auth.uid()) and mine.status = 'waitlisted'
    and b.last_day >= (now() at time zone 'Asia/Kolkata')::date
$$;

revoke all on function public.my_waitlist_position() from public, anon;
grant execute on function public.my_waitlist_position() to authenticated, service_role;
