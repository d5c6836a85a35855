-- The gateway's reference for a captured payment, and the one public read of an order:
-- a receipt by its unguessable id, for anyone holding the link. The function runs with its
-- owner's rights (security definer) and returns only what the receipt page shows.

alter table public.orders add column payment_reference text check (char_length(payment_reference) <= 100);

create or replace function public.receipt_for(receipt_order_id uuid)
returns table (
  id uuid,
  order_number text,
  package_id text,
  product_name text,
  status text,
  subtotal integer,
  gst integer,
  amount integer,
  currency text,
  created_at timestamptz,
  paid_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.order_number, o.package_id, o.product_name, o.status, o.subtotal, o.gst, o.amount,
         o.currency, o.created_at, o.paid_at
  from public.orders o
  where o.id = receipt_order_id
$$;

revoke all on function public.receipt_for(uuid) from public;
grant execute on function public.receipt_for(uuid) to anon, authenticated, service_role;
