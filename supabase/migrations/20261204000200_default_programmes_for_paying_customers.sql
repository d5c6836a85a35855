-- Customers who paid before workout programmes existed get the default a payment now gives
-- (lib/domain/programme-choice), from their experience and where they train: a beginner the home
-- plan, anyone else dumbbells at home or the gym plan at the studio. The limitations the profile's
-- words propose are read in TypeScript, not here: each of these defaults waits for the coach's
-- review (the roster asks for it), and the customer's next saved profile chooses afresh.

set local lock_timeout = '5s';

select public.default_programme_for(customer.user_id,
  case
    when coalesce(profile.workout_experience, 'beginner') = 'beginner' then 'home-beginner'
    when customer.package_id like 'offline-%' then 'gym-intermediate'
    else 'home-intermediate'
  end)
from (
  select distinct on (p.user_id) p.user_id, o.package_id
  from public.plan_periods p join public.orders o on o.id = p.order_id
  order by p.user_id, p.starts_on desc
) customer
left join public.customer_profiles profile on profile.user_id = customer.user_id
where not exists (select 1 from public.programmes g where g.client_id = customer.user_id);
