-- The support chat answered by coaches, delivered live.
--
-- Coaches are ordinary phone sign-ins whose number is listed here (the app syncs the list
-- from COACH_PHONES on start). A phone is kept as digits with the country code first, the
-- way Supabase Auth stores auth.users.phone; the embedded shim's '+91…' compares equal once
-- its '+' is dropped.

set local lock_timeout = '5s';

create table public.coaches (
  phone text primary key check (phone ~ '^91[0-9]{10}$'),
  name text not null check (char_length(name) between 1 and 100),
  created_at timestamptz not null default now()
);

-- Nobody reads the list through the API; the functions below do, with their owner's rights.
alter table public.coaches enable row level security;

-- The coach's name, when the given user signs in with a coach's phone; null otherwise.
create function public.coach_name_of(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select c.name
  from auth.users u
  join public.coaches c on c.phone = regexp_replace(u.phone, '[^0-9]', '', 'g')
  where u.id = person
$$;

create function public.is_coach()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.coach_name_of((select auth.uid())) is not null
$$;

revoke all on function public.coach_name_of(uuid) from public;
revoke all on function public.is_coach() from public;
grant execute on function public.is_coach() to authenticated, service_role;

-- When a coach last read a chat (its unread count) and when it last moved (inbox order).
alter table public.support_chats
  add column coach_read_at timestamptz,
  add column last_message_at timestamptz not null default now();

-- One open chat per customer, so two tabs opening support at once agree on one.
create unique index support_chats_one_open_per_customer on public.support_chats (user_id) where status = 'open';
create index support_chats_open_activity_idx on public.support_chats (last_message_at desc) where status = 'open';

create policy "coaches read every chat" on public.support_chats
  for select to authenticated using ((select public.is_coach()));
create policy "coaches mark chats read and close them" on public.support_chats
  for update to authenticated using ((select public.is_coach())) with check ((select public.is_coach()));
grant update (status, coach_read_at) on public.support_chats to authenticated;

create policy "coaches read every message" on public.support_messages
  for select to authenticated using ((select public.is_coach()));

-- A closed chat takes no more messages, from either side.
drop policy "customers write to their own chats as themselves" on public.support_messages;
create policy "customers write to their own open chats as themselves" on public.support_messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and not is_admin
    and exists (
      select 1 from public.support_chats c
      where c.id = chat_id and c.user_id = (select auth.uid()) and c.status = 'open'
    )
  );
create policy "coaches answer open chats as the team" on public.support_messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and is_admin
    and (select public.is_coach())
    and exists (select 1 from public.support_chats c where c.id = chat_id and c.status = 'open')
  );

-- The name shown beside a team message is the coach's, whatever the client sent; customers'
-- messages carry none. Only the definer functions below may name the team themselves.
create function public.support_message_sender_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_admin then
    new.sender_name := null;
  elsif new.sender_id is not null then
    new.sender_name := public.coach_name_of(new.sender_id);
  end if;
  return new;
end
$$;

create trigger support_messages_sender_name
  before insert on public.support_messages
  for each row execute function public.support_message_sender_name();

-- Live delivery: the notification names the chat and nothing else; listeners re-read the
-- rows under RLS, so no text ever reaches someone who may not see it.
create function public.support_message_posted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.support_chats set last_message_at = new.created_at where id = new.chat_id;
  perform pg_notify('support', new.chat_id::text);
  return new;
end
$$;

create trigger support_messages_posted
  after insert on public.support_messages
  for each row execute function public.support_message_posted();

create function public.support_chat_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('support', new.id::text);
  return new;
end
$$;

create trigger support_chats_status_changed
  after update of status on public.support_chats
  for each row when (old.status is distinct from new.status)
  execute function public.support_chat_changed();

-- The customer's open chat, or a new one greeted by the team (subject 'General
-- Support', status open, first message from the team).
create function public.open_support_chat()
returns setof public.support_chats
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer uuid := (select auth.uid());
  chat public.support_chats;
begin
  if customer is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  select * into chat from public.support_chats where user_id = customer and status = 'open';
  if not found then
    insert into public.support_chats (user_id) values (customer)
      on conflict (user_id) where status = 'open' do nothing
      returning * into chat;
    if found then
      insert into public.support_messages (chat_id, message, is_admin, sender_name)
        values (chat.id, 'Hello! How can we help you today?', true, 'WellFit Team');
    else
      select * into chat from public.support_chats where user_id = customer and status = 'open';
    end if;
  end if;
  return next chat;
end
$$;

revoke all on function public.open_support_chat() from public;
grant execute on function public.open_support_chat() to authenticated, service_role;

-- A coach's view of chats: who the customer is (profile name, sign-in phone), the last
-- message and how many of the customer's messages came after the coach last read it.
-- Open chats by latest activity, or the one chat asked for (open or closed).
create function public.coach_inbox(only_chat uuid default null)
returns table (
  chat_id uuid,
  subject text,
  status text,
  created_at timestamptz,
  last_message_at timestamptz,
  customer_name text,
  customer_phone text,
  last_message text,
  last_message_is_admin boolean,
  unread integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.subject, c.status, c.created_at, c.last_message_at, p.name, u.phone,
         last.message, last.is_admin,
         (select count(*)::integer from public.support_messages m
           where m.chat_id = c.id and not m.is_admin and m.created_at > coalesce(c.coach_read_at, '-infinity'))
  from public.support_chats c
  join auth.users u on u.id = c.user_id
  left join public.customer_profiles p on p.user_id = c.user_id
  left join lateral (
    select m.message, m.is_admin from public.support_messages m
    where m.chat_id = c.id order by m.created_at desc, m.id desc limit 1
  ) last on true
  where public.is_coach()
    and (case when only_chat is null then c.status = 'open' else c.id = only_chat end)
  order by c.last_message_at desc
$$;

revoke all on function public.coach_inbox(uuid) from public;
grant execute on function public.coach_inbox(uuid) to authenticated, service_role;

grant all on public.coaches to service_role;
