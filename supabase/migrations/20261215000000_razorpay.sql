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
