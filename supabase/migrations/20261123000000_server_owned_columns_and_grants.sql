-- What the server owns, the client cannot write; and functions run only for the roles meant to.

set local lock_timeout = '5s';

-- Postgres grants EXECUTE on every new function to PUBLIC (a global default, which a per-schema
-- one cannot take back), and Supabase to anon and authenticated in public: from here on, a
-- function is callable only by the roles granted it by name.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
revoke execute on all functions in schema public from public, anon, authenticated;

-- The allow-list (a test compares what anon and authenticated can execute with it). Policies
-- call is_coach() as the customer; the rest are what the app calls under the customer's role.
grant execute on function public.receipt_for(uuid) to anon, authenticated;
grant execute on function public.is_coach() to authenticated;
grant execute on function public.open_support_chat() to authenticated;
grant execute on function public.coach_inbox(uuid) to authenticated;
grant execute on function public.delete_my_account() to authenticated;
grant execute on function public.checkout_is_over(uuid, uuid, timestamptz, timestamptz) to authenticated;
grant execute on function public.open_checkout(text, integer) to authenticated;

-- Timestamps and read markers of the support chat are the database's when a client (anon or
-- authenticated, as through the Data API) writes: a chat dated 9999 would top every coach's
-- inbox. The server's own role keeps the values it writes (imports, fixtures).
create function public.support_chat_server_columns()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.last_message_at := now();
    new.coach_read_at := null;
  elsif new.coach_read_at is distinct from old.coach_read_at then
    new.coach_read_at := now();
  end if;
  return new;
end
$$;

create trigger support_chats_server_columns
  before insert or update on public.support_chats
  for each row execute function public.support_chat_server_columns();

-- A customer may send at most 30 messages a minute; the 31st is refused with SQLSTATE WF429,
-- which the app turns into its own message.
create index support_messages_sender_created_idx on public.support_messages (sender_id, created_at desc);

create function public.support_message_server_columns()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  new.created_at := now();
  if not new.is_admin and (
    select count(*) from public.support_messages m
    where m.sender_id = new.sender_id and m.created_at > now() - interval '1 minute'
  ) >= 30 then
    raise exception 'too many messages in a minute' using errcode = 'WF429';
  end if;
  return new;
end
$$;

create trigger support_messages_server_columns
  before insert on public.support_messages
  for each row execute function public.support_message_server_columns();
