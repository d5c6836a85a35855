-- Razorpay takes the money when it is configured (issue 45): an order's Razorpay order, which
-- Checkout pays and the webhooks name, and the webhook events handled, each once by its id.

set local lock_timeout = '5s';

-- Razorpay's order for ours ('order_…'), made when the customer first presses Pay; null for the
-- simulated gateway's orders. Unique: a webhook finds our order by it.
alter table public.orders add column gateway_order_id text unique
  check (gateway_order_id ~ '^[A-Za-z0-9_]{1,64}$');

-- The webhook events handled (X-Razorpay-Event-Id): Razorpay delivers an event again until it is
-- answered, and may deliver it twice; one handled already is answered and not handled again.
-- Only the server's own role reads and writes them.
create table public.payment_events (
  event_id text primary key check (length(event_id) between 1 and 64),
  event text not null check (length(event) between 1 and 64),
  received_at timestamptz not null default public.clock_now()
);

alter table public.payment_events enable row level security;
revoke all on public.payment_events from anon, authenticated;
grant all on public.payment_events to service_role;

-- A payment is recorded for a pending order, as before, and now also for one given up while its
-- Razorpay Checkout stayed open (an order left 30 minutes with nothing paid fails, and the next
-- Pay starts over): Razorpay took the money, so the order is paid, unless the customer has paid
-- for that checkout since (another live order), when it stays failed for an admin to refund.
create or replace function public.record_payment(p_order uuid, p_reference text, p_financial_year text)
returns setof public.orders
language plpgsql
security invoker
set search_path = ''
as $$
declare
  serial integer;
begin
  perform 1 from public.orders o
    where o.id = p_order
      and (o.status = 'pending'
        or (o.status = 'failed' and o.gateway_order_id is not null and not exists (
          select 1 from public.orders l
          where l.user_id = o.user_id and l.idempotency_key = o.idempotency_key and l.status <> 'failed')))
    for update;
  if not found then
    return query select * from public.orders where id = p_order;
    return;
  end if;
  insert into public.invoice_series as s (financial_year, last_serial) values (p_financial_year, 1)
    on conflict (financial_year) do update set last_serial = s.last_serial + 1
    returning last_serial into serial;
  return query
    update public.orders set status = 'paid', paid_at = public.clock_now(), payment_reference = p_reference,
      failure_reason = null,
      invoice_number = 'WF/' || p_financial_year || '/' || lpad(serial::text, greatest(6, length(serial::text)), '0')
    where id = p_order
    returning *;
end
$$;

revoke all on function public.record_payment from public, anon, authenticated;
grant execute on function public.record_payment to service_role;
