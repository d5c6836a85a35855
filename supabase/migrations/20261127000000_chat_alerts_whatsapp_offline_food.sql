-- Reminders reach further: a coach's reply is pushed when the customer has not read it within a
-- minute (they have no chat open), and a customer may have their reminders on WhatsApp too.
-- And food logged offline is applied once by its id, like water and weight.

alter table public.due_reminders drop constraint due_reminders_kind_check;
alter table public.due_reminders
  add constraint due_reminders_kind_check check (kind in ('weigh-in', 'water', 'workout', 'meals', 'chat-reply'));

alter table public.reminder_settings
  add column chat_replies boolean not null default true,
  -- WhatsApp's consent, kept like the web push one: when, and the words shown.
  add column whatsapp_opted_in_at timestamptz,
  add column whatsapp_opt_in_text text check (char_length(whatsapp_opt_in_text) <= 500);

-- A coach's message schedules one 'chat-reply' alert for its customer, a minute on; the worker
-- sends it only if the reply is still unread then (a customer with the chat open has read it).
-- One alert waits per customer however many messages come in that minute.
create function public.alert_customer_of_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.due_reminders (user_id, kind, day, due_at)
  select c.user_id, 'chat-reply', (now() at time zone 'Asia/Kolkata')::date, now() + interval '1 minute'
  from public.support_chats c
  join public.reminder_settings s on s.user_id = c.user_id
  where c.id = new.chat_id
    and s.chat_replies
    and (s.opted_in_at is not null or s.whatsapp_opted_in_at is not null)
    and not exists (
      select 1 from public.due_reminders d
      where d.user_id = c.user_id and d.kind = 'chat-reply' and d.done_at is null)
  on conflict do nothing;
  return null;
end
$$;

create trigger support_messages_alert_customer
  after insert on public.support_messages
  for each row when (new.is_admin and new.sender_id is not null)
  execute function public.alert_customer_of_reply();

-- Food logged offline waits in the phone's outbox like water and weight, and is applied once by its id.
alter table public.client_writes drop constraint client_writes_kind_check;
alter table public.client_writes
  add constraint client_writes_kind_check check (kind in ('water', 'weight', 'workout', 'food'));
