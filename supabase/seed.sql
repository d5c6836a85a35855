-- Local development seed for `supabase db reset`. Catalogue data (packages, prices) lives in
-- lib/domain and is not seeded; customers create their own rows through the app. This seed
-- adds one demo customer with an open support chat so the chat screens have something to show.
insert into auth.users (id, phone, phone_confirmed_at, created_at)
values ('00000000-0000-4000-8000-000000000001', '919800000001', now(), now())
on conflict (id) do nothing;

insert into public.support_chats (id, user_id, subject, status)
values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'General Support', 'open')
on conflict (id) do nothing;

insert into public.support_messages (id, chat_id, sender_id, message, is_admin, sender_name)
values ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000c1', null,
        'Hello! How can we help you today?', true, 'WellFit Coach')
on conflict (id) do nothing;
