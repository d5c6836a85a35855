-- Deleting an account forgets the sign-in traces too: the phone's OTP challenges and the
-- person's rate-limit hits. Refresh tokens go with auth.users (on delete cascade), so every
-- session ends with the account.

set local lock_timeout = '5s';

create or replace function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  my_phone text := (select regexp_replace(u.phone, '[^0-9]', '', 'g') from auth.users u where u.id = me);
begin
  if me is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  update public.orders set user_id = null, customer_name = null where user_id = me;
  delete from public.support_chats where user_id = me;
  delete from public.customer_profiles where user_id = me;
  delete from public.bmi_assessments where user_id = me;
  delete from public.daily_checkins where user_id = me;
  delete from public.meal_logs where user_id = me;
  if my_phone <> '' then
    delete from auth_embedded.otp_challenges where regexp_replace(phone, '[^0-9]', '', 'g') = my_phone;
  end if;
  delete from auth_embedded.rate_limit_hits where subject = me::text;
  delete from auth.users where id = me;
end
$$;
