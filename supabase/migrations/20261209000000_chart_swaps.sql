-- 'Swap' on a diet chart's slot (issue 42): the customer eats a meal of the chart's diet within
-- 15% of the option's kcal instead (lib/domain/diet-charts/swaps.ts), logged with the slot it
-- followed like 'Ate this' (so it counts as following the chart) and marked as a swap, so the food
-- log and the coach can tell 'As planned' from 'Swapped'.

set local lock_timeout = '5s';

alter table public.food_logs add column chart_swap boolean not null default false;
