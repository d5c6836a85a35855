-- The coaching workspace: admins and coaches, customers assigned to one coach each, and a coach
-- who reads only their own clients' rows. Admins read everything.
--
-- Roles live in public.staff, by user id, and count only while the account's phone is confirmed,
-- it is not anonymous, and the member is active. Invitations (by phone) come from ADMIN_PHONES
-- and COACH_PHONES, or from an admin's 'Add coach'; the person who signs in with an invited phone
-- is approved with the invitation's role.

set local lock_timeout = '5s';

alter table public.coaches rename to staff_invitations;
alter table public.staff_invitations
  add column role text not null default 'coach' check (role in ('coach', 'admin')),
  -- 'COACH_PHONES' or 'ADMIN_PHONES' for the environment's lists, else the inviting admin's id.
  add column invited_by text not null default 'COACH_PHONES';

alter table public.staff drop constraint staff_role_check;
alter table public.staff add constraint staff_role_check check (role in ('coach', 'admin'));
alter table public.staff add column active boolean not null default true;

-- The role a person holds now: null for customers, the deactivated, and unconfirmed accounts.
create function public.staff_role_of(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.role
  from public.staff s
  join auth.users u on u.id = s.user_id
  where s.user_id = person
    and s.active
    and u.phone_confirmed_at is not null
    and not coalesce(u.is_anonymous, false)
$$;

-- The name on a staff member's answers; any active role answers chats.
create or replace function public.coach_name_of(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.name from public.staff s where s.user_id = person and public.staff_role_of(person) is not null
$$;

create function public.is_staff_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.staff_role_of((select auth.uid())) = 'admin', false)
$$;

create or replace function public.approve_invited_coaches(person uuid default null)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with approved as (
    insert into public.staff (user_id, role, name, approved_by)
    select u.id, i.role, i.name, i.invited_by
    from public.staff_invitations i
    join auth.users u on regexp_replace(u.phone, '[^0-9]', '', 'g') = i.phone
    where (person is null or u.id = person)
      and u.phone_confirmed_at is not null
      and not coalesce(u.is_anonymous, false)
    on conflict (user_id) do nothing
    returning 1
  )
  select count(*)::integer from approved
$$;

-- Approvals from the environment's lists follow them: a phone taken off a list (or moved to the
-- other one) takes that approval with it. An admin's approvals are the admin's to change.
create or replace function public.sync_invited_coaches()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.staff s
  where s.approved_by in ('COACH_PHONES', 'ADMIN_PHONES')
    and not exists (
      select 1 from auth.users u
      join public.staff_invitations i on i.phone = regexp_replace(u.phone, '[^0-9]', '', 'g')
      where u.id = s.user_id and i.invited_by = s.approved_by
    );
  update public.staff s set name = i.name
  from auth.users u, public.staff_invitations i
  where s.approved_by in ('COACH_PHONES', 'ADMIN_PHONES') and u.id = s.user_id
    and i.phone = regexp_replace(u.phone, '[^0-9]', '', 'g') and s.name <> i.name;
  return public.approve_invited_coaches();
end
$$;

-- Assignment: each customer has at most one coach.
create table public.client_coaches (
  customer_id uuid primary key references auth.users (id) on delete cascade,
  coach_id uuid not null references public.staff (user_id) on delete cascade,
  -- 'first purchase', or the id of the admin who reassigned the customer.
  assigned_by text not null,
  assigned_at timestamptz not null default now()
);
create index client_coaches_coach_idx on public.client_coaches (coach_id);

alter table public.client_coaches enable row level security;
create policy "customers see who their coach is" on public.client_coaches
  for select to authenticated using (customer_id = (select auth.uid()));
create policy "staff see the assignments they may" on public.client_coaches
  for select to authenticated
  using ((select public.is_coach()) and (coach_id = (select auth.uid()) or (select public.is_staff_admin())));
grant select on public.client_coaches to authenticated;
grant all on public.client_coaches to service_role;

-- Day 1 of a customer's programme: the day in India their latest paid order was paid (as the
-- dashboard counts it), and whether that programme still runs (day 45 at most).
create function public.programme_start(customer uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (coalesce(o.paid_at, o.created_at) at time zone 'Asia/Kolkata')::date
  from public.orders o
  where o.user_id = customer and o.status = 'paid'
  order by o.created_at desc
  limit 1
$$;

create function public.in_programme(customer uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.programme_start(customer) > (now() at time zone 'Asia/Kolkata')::date - 45, false)
$$;

-- Gives a customer without a coach the active coach with the fewest clients in their programme
-- (the longest-serving first on a tie). One assignment at a time, so two first purchases at
-- once each see the other's count. Returns the coach, or null while there is none.
create function public.assign_coach(customer uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  chosen uuid;
begin
  perform pg_advisory_xact_lock(hashtext('public.assign_coach'));
  select coach_id into chosen from public.client_coaches where customer_id = customer;
  if found then
    return chosen;
  end if;
  select s.user_id into chosen
  from public.staff s
  where s.role = 'coach' and public.staff_role_of(s.user_id) = 'coach'
  order by (
    select count(*) from public.client_coaches cc
    where cc.coach_id = s.user_id and public.in_programme(cc.customer_id)
  ), s.approved_at, s.user_id
  limit 1;
  if chosen is not null then
    insert into public.client_coaches (customer_id, coach_id, assigned_by) values (customer, chosen, 'first purchase');
  end if;
  return chosen;
end
$$;

-- Customers in their programme who have no coach yet (they paid while there was none).
create function public.assign_waiting_clients()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  customer uuid;
  assigned integer := 0;
begin
  for customer in
    select distinct o.user_id from public.orders o
    where o.status = 'paid' and o.user_id is not null
      and not exists (select 1 from public.client_coaches cc where cc.customer_id = o.user_id)
      and public.in_programme(o.user_id)
  loop
    exit when public.assign_coach(customer) is null;
    assigned := assigned + 1;
  end loop;
  return assigned;
end
$$;

create function public.order_paid_assigns_coach()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is not null then
    perform public.assign_coach(new.user_id);
  end if;
  return new;
end
$$;

create trigger orders_paid_assigns_coach
  after insert or update of status on public.orders
  for each row when (new.status = 'paid')
  execute function public.order_paid_assigns_coach();

create function public.staff_joined_assigns_waiting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assign_waiting_clients();
  return null;
end
$$;

create trigger staff_joined_assigns_waiting
  after insert or update of active on public.staff
  for each statement execute function public.staff_joined_assigns_waiting();

-- Whether the signed-in staff member may read this customer's rows: an admin always, a coach
-- for their own clients. Policies call it only after (select public.is_coach()), which is
-- computed once per statement, so customers' own reads never pay for it.
create function public.coaches_client(customer uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case public.staff_role_of((select auth.uid()))
    when 'admin' then true
    when 'coach' then exists (
      select 1 from public.client_coaches cc where cc.customer_id = customer and cc.coach_id = (select auth.uid())
    )
    else false
  end
$$;

-- Chats: a customer with a coach talks to that coach (and the admins); a customer without one
-- (a question before buying) to every coach.
create function public.may_answer(customer uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.coaches_client(customer)
    or (public.staff_role_of((select auth.uid())) = 'coach'
        and not exists (select 1 from public.client_coaches cc where cc.customer_id = customer))
$$;

drop policy "coaches read every chat" on public.support_chats;
drop policy "coaches mark chats read and close them" on public.support_chats;
drop policy "coaches read every message" on public.support_messages;
drop policy "coaches answer open chats as the team" on public.support_messages;

create policy "staff read the chats they answer" on public.support_chats
  for select to authenticated using ((select public.is_coach()) and public.may_answer(user_id));
create policy "staff mark read and close the chats they answer" on public.support_chats
  for update to authenticated
  using ((select public.is_coach()) and public.may_answer(user_id))
  with check ((select public.is_coach()) and public.may_answer(user_id));
create policy "staff read the messages of the chats they answer" on public.support_messages
  for select to authenticated
  using (
    (select public.is_coach())
    and exists (select 1 from public.support_chats c where c.id = chat_id and public.may_answer(c.user_id))
  );
create policy "staff answer open chats as the team" on public.support_messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and is_admin
    and (select public.is_coach())
    and exists (select 1 from public.support_chats c where c.id = chat_id and c.status = 'open' and public.may_answer(c.user_id))
  );

-- What the customer gave, readable by their coach and the admins.
create policy "staff read their clients' profiles" on public.customer_profiles
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
create policy "staff read their clients' check-ins" on public.daily_checkins
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
create policy "staff read their clients' meals" on public.meal_logs
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
create policy "staff read their clients' BMI checks" on public.bmi_assessments
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
create policy "staff read their clients' orders" on public.orders
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));

-- The coach's inbox: the chats this staff member answers.
create or replace function public.coach_inbox(only_chat uuid default null)
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
    and public.may_answer(c.user_id)
  order by c.last_message_at desc
$$;

-- The admin's screens. Each refuses anyone but an admin (SQLSTATE 42501).
create function public.require_staff_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
end
$$;

-- Coaches (and invitations not yet taken up), with how many clients each has in their programme.
create function public.admin_coaches()
returns table (
  user_id uuid,
  phone text,
  name text,
  active boolean,
  active_clients integer,
  approved_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_staff_admin();
  return query
    select s.user_id, regexp_replace(u.phone, '[^0-9]', '', 'g'), s.name, s.active,
           (select count(*)::integer from public.client_coaches cc
             where cc.coach_id = s.user_id and public.in_programme(cc.customer_id)),
           s.approved_at
    from public.staff s
    join auth.users u on u.id = s.user_id
    where s.role = 'coach'
    union all
    select null, i.phone, i.name, false, 0, null
    from public.staff_invitations i
    where i.role = 'coach'
      and not exists (
        select 1 from public.staff s join auth.users u on u.id = s.user_id
        where regexp_replace(u.phone, '[^0-9]', '', 'g') = i.phone
      )
    order by 4 desc, 3;
end
$$;

-- Every customer with a paid order, latest programme first: name, phone, their coach.
create function public.admin_clients(search text default null, max_rows integer default 100)
returns table (
  customer_id uuid,
  customer_name text,
  customer_phone text,
  coach_id uuid,
  coach_name text,
  start_day date,
  in_programme boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_staff_admin();
  return query
    with customers as (
      select o.user_id, max(coalesce(o.paid_at, o.created_at)) as last_paid
      from public.orders o
      where o.status = 'paid' and o.user_id is not null
      group by o.user_id
    )
    select c.user_id, p.name, regexp_replace(u.phone, '[^0-9]', '', 'g'), cc.coach_id, s.name,
           public.programme_start(c.user_id), public.in_programme(c.user_id)
    from customers c
    join auth.users u on u.id = c.user_id
    left join public.customer_profiles p on p.user_id = c.user_id
    left join public.client_coaches cc on cc.customer_id = c.user_id
    left join public.staff s on s.user_id = cc.coach_id
    where search is null
       or p.name ilike '%' || search || '%'
       or regexp_replace(u.phone, '[^0-9]', '', 'g') like '%' || regexp_replace(search, '[^0-9]', '', 'g') || '%'
          and regexp_replace(search, '[^0-9]', '', 'g') <> ''
    order by c.last_paid desc
    limit greatest(1, least(max_rows, 500));
end
$$;

-- 'Add coach': invites a phone; the person becomes a coach when they sign in with it, confirmed
-- (at once, if they already have). Re-adding a deactivated coach makes them active again.
-- Refuses a number that belongs to an admin (WF409).
create function public.invite_coach(coach_phone text, coach_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  perform public.require_staff_admin();
  if exists (
    select 1 from public.staff_invitations i where i.phone = coach_phone and i.role = 'admin'
  ) or exists (
    select 1 from public.staff s join auth.users u on u.id = s.user_id
    where regexp_replace(u.phone, '[^0-9]', '', 'g') = coach_phone and s.role = 'admin'
  ) then
    raise exception 'that number belongs to an admin' using errcode = 'WF409';
  end if;
  insert into public.staff_invitations (phone, name, role, invited_by)
    values (coach_phone, coach_name, 'coach', me::text)
    on conflict (phone) do update set name = excluded.name;
  update public.staff s set active = true, name = coach_name
    from auth.users u
    where u.id = s.user_id and regexp_replace(u.phone, '[^0-9]', '', 'g') = coach_phone and s.role = 'coach';
  perform public.approve_invited_coaches(u.id)
    from auth.users u where regexp_replace(u.phone, '[^0-9]', '', 'g') = coach_phone;
end
$$;

-- 'Deactivate' (and back): a deactivated coach loses access at once, and their clients in their
-- programme go to the other coaches, fewest clients first.
create function public.set_coach_active(coach uuid, make_active boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  customer uuid;
begin
  perform public.require_staff_admin();
  update public.staff set active = make_active where user_id = coach and role = 'coach';
  if not found then
    raise exception 'no such coach' using errcode = 'P0002';
  end if;
  if not make_active then
    for customer in delete from public.client_coaches where coach_id = coach returning customer_id loop
      if public.in_programme(customer) then
        perform public.assign_coach(customer);
      end if;
    end loop;
  end if;
end
$$;

-- 'Reassign': gives a customer with a paid order to another active coach.
create function public.reassign_client(customer uuid, coach uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.require_staff_admin();
  if public.staff_role_of(coach) is distinct from 'coach' then
    raise exception 'not an active coach' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.orders o where o.user_id = customer and o.status = 'paid') then
    raise exception 'not a customer with a paid order' using errcode = 'P0002';
  end if;
  insert into public.client_coaches (customer_id, coach_id, assigned_by)
    values (customer, coach, (select auth.uid())::text)
    on conflict (customer_id) do update
      set coach_id = excluded.coach_id, assigned_by = excluded.assigned_by, assigned_at = now();
end
$$;

-- The customer's coach, by name, for 'Your coach: …' on the dashboard.
create function public.my_coach_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.name from public.client_coaches cc
  join public.staff s on s.user_id = cc.coach_id
  where cc.customer_id = (select auth.uid()) and s.active
$$;

-- The signed-in staff member's name and role; no row for anyone else.
create function public.staff_me()
returns table (name text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.name, s.role from public.staff s
  where s.user_id = (select auth.uid()) and public.staff_role_of(s.user_id) is not null
$$;

-- Who does what: the roles, their functions, nobody else.
revoke all on function public.staff_role_of(uuid) from public, anon, authenticated;
revoke all on function public.programme_start(uuid) from public, anon, authenticated;
revoke all on function public.in_programme(uuid) from public, anon, authenticated;
revoke all on function public.assign_coach(uuid) from public, anon, authenticated;
revoke all on function public.assign_waiting_clients() from public, anon, authenticated;
revoke all on function public.order_paid_assigns_coach() from public, anon, authenticated;
revoke all on function public.staff_joined_assigns_waiting() from public, anon, authenticated;
revoke all on function public.require_staff_admin() from public, anon, authenticated;
grant execute on function public.is_staff_admin() to authenticated, service_role;
grant execute on function public.coaches_client(uuid) to authenticated, service_role;
grant execute on function public.may_answer(uuid) to authenticated, service_role;
grant execute on function public.admin_coaches() to authenticated, service_role;
grant execute on function public.admin_clients(text, integer) to authenticated, service_role;
grant execute on function public.invite_coach(text, text) to authenticated, service_role;
grant execute on function public.set_coach_active(uuid, boolean) to authenticated, service_role;
grant execute on function public.reassign_client(uuid, uuid) to authenticated, service_role;
grant execute on function public.my_coach_name() to authenticated, service_role;
grant execute on function public.staff_me() to authenticated, service_role;
grant execute on function public.assign_coach(uuid) to service_role;
grant execute on function public.assign_waiting_clients() to service_role;

-- Customers who paid before coaches had clients get one now.
select public.assign_waiting_clients();
