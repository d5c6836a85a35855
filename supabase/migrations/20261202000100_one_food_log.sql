-- One food log (issue 40). The spec's Nutrition tab kept free-text meals ('2 rotis, palak paneer',
-- 450 kcal) in meal_logs while the food log kept dishes from the food table in food_logs: after
-- logging idli and dal by search, the food card said 312 kcal and 'Dinner: Nothing logged yet'
-- while the Overview said 'Meals logged 1 of 4 · About 450 calories'. Now a meal written in words
-- is a 'Quick add' entry of the one log: a description and its kcal, no food from the table, no
-- weighed serving. The free-text meals move in; meal_logs goes. The coach's roster counts a day
-- with food logged (it counted only meal_logs, so a day logged by search was a day missed), and
-- a food log entry tells the coach's open pages, as a check-in does.

set local lock_timeout = '5s';

alter table public.food_logs add column kind text not null default 'food' check (kind in ('food', 'quick'));
alter table public.food_logs alter column serving_grams drop not null;
-- A quick add has no food, serving weight or macros: what was eaten in words, and its kcal.
alter table public.food_logs add constraint food_logs_quick_add_check check (
  case kind
    when 'food' then serving_grams is not null
    else food_id is null and serving_grams is null and quantity = 1 and kcal <= 5000
  end
);
-- A description in words may be longer than a food's name.
alter table public.food_logs drop constraint food_logs_food_name_check;
alter table public.food_logs add constraint food_logs_food_name_check check (char_length(food_name) between 1 and 300);

insert into public.food_logs
  (user_id, day, meal, food_id, food_name, serving_label, serving_grams, quantity, kcal, protein, carbs, fat, fibre, created_at, kind)
select user_id, day, meal, null, btrim(description), 'Quick add', null, 1, coalesce(calories, 0), 0, 0, 0, 0, updated_at, 'quick'
from public.meal_logs;

drop table public.meal_logs;

create trigger food_logs_activity after insert or update on public.food_logs
  for each row execute function public.client_activity();
create trigger food_logs_summary after insert or delete or update of user_id, day on public.food_logs
  for each row execute function public.customer_row_changed();

create or replace function public.refresh_client_summary(customer uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  day_one date;
begin
  -- An account being deleted takes its summary with it (on delete cascade).
  if customer is null or not exists (select 1 from auth.users u where u.id = customer) then
    return;
  end if;
  insert into public.client_summaries (user_id) values (customer) on conflict (user_id) do nothing;
  perform 1 from public.client_summaries s where s.user_id = customer for update;
  day_one := public.programme_start(customer);
  update public.client_summaries s set
    start_day = day_one,
    pauses = coalesce((
      select jsonb_agg(jsonb_build_object('from', p.paused_from, 'days', p.pause_days) order by p.paused_from)
      from public.plan_periods p where p.user_id = customer and p.paused_from is not null), '[]'),
    -- A refunded plan covers nothing: the customer leaves the programme on the refund day.
    active_until = (
      select max(p.ends_on) from public.plan_periods p
      where p.user_id = customer and p.ends_on >= p.starts_on and p.ended_on is null),
    -- The refund day of the plan that ended last, when a refund ended it.
    refunded_on = (
      select p.ended_on from public.plan_periods p
      where p.user_id = customer and p.ends_on >= p.starts_on
      order by p.ends_on desc, p.ended_on is null
      limit 1),
    logged_days = coalesce((
      select array_agg(x.day order by x.day desc) from (
        select dc.day from public.daily_checkins dc where dc.user_id = customer and dc.day >= day_one
        union
        select fl.day from public.food_logs fl where fl.user_id = customer and fl.day >= day_one
        order by 1 desc
        limit 14
      ) x), '{}'),
    first_weight = (
      select dc.weight from public.daily_checkins dc
      where dc.user_id = customer and dc.weight is not null and dc.day >= day_one
      order by dc.day limit 1),
    latest_weights = coalesce((
      select array_agg(x.weight order by x.day) from (
        select dc.day, dc.weight from public.daily_checkins dc
        where dc.user_id = customer and dc.weight is not null
        order by dc.day desc limit 3
      ) x), '{}'),
    waiting_since = (
      select min(m.created_at)
      from public.support_chats ch
      cross join lateral (
        select max(a.created_at) as at from public.support_messages a where a.chat_id = ch.id and a.is_admin
      ) answered
      join public.support_messages m
        on m.chat_id = ch.id and not m.is_admin and m.created_at > coalesce(answered.at, '-infinity')
      where ch.user_id = customer and ch.status = 'open'),
    unread_weekly = (
      select count(*)::integer from public.weekly_checkins w
      where w.user_id = customer and w.coach_read_at is null)
  where s.user_id = customer;
end
$$;

create or replace function public.delete_my_account() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  if my_phone <> '' then
    delete from auth_embedded.otp_challenges where regexp_replace(phone, '[^0-9]', '', 'g') = my_phone;
  end if;
  delete from auth_embedded.rate_limit_hits where subject = me::text;
  delete from auth.users where id = me;
end
$$;

-- Days logged by search count now for the customers who have any.
select public.refresh_client_summary(x.user_id) from (select distinct user_id from public.food_logs) x;
