-- The inbox says whose page a chat belongs to: a coach goes from a client's question to their
-- logs and notes in one tap. A new column changes the function's result, so it is made again.

set local lock_timeout = '5s';

drop function public.coach_inbox(uuid);

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
  unread integer,
  -- The customer, when this staff member coaches them (their page opens from the chat).
  client_id uuid
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.subject, c.status, c.created_at, c.last_message_at, p.name, u.phone,
         last.message, last.is_admin,
         (select count(*)::integer from public.support_messages m
           where m.chat_id = c.id and not m.is_admin and m.created_at > coalesce(c.coach_read_at, '-infinity')),
         case when public.coaches_client(c.user_id) then c.user_id end
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

revoke all on function public.coach_inbox(uuid) from public, anon;
grant execute on function public.coach_inbox(uuid) to authenticated, service_role;
