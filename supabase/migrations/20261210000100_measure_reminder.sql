-- 'Measure this week' among the reminders (issue 43): on Sunday at 8 am in India, unless the
-- customer added measurements that day or in the six before it (lib/domain/reminders.ts).

set local lock_timeout = '5s';

alter table public.reminder_settings add column measure boolean not null default false;

alter table public.due_reminders drop constraint due_reminders_kind_check;
alter table public.due_reminders
  add constraint due_reminders_kind_check check (kind in ('weigh-in', 'water', 'workout', 'meals', 'measure', 'chat-reply'));
