-- The receipt and the invoice say which days the plan covers ('From … to …'): a plan bought on
-- top of a running one starts months after it was paid. A new column changes the function's
-- result, so it is made again.

set local lock_timeout = '5s';

drop function public.receipt_for(uuid);

create function public.receipt_for(receipt_order_id uuid)
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
  paid_at timestamptz,
  place_of_supply text,
  tax_rate numeric,
  cgst integer,
  sgst integer,
  igst integer,
  sac text,
  supplier_name text,
  supplier_address text,
  supplier_state text,
  supplier_gstin text,
  customer_name text,
  invoice_number text,
  -- The plan's period (plan_periods), once paid.
  starts_on date,
  ends_on date
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.order_number, o.package_id, o.product_name, o.status, o.subtotal, o.gst, o.amount,
         o.currency, o.created_at, o.paid_at, o.place_of_supply, o.tax_rate, o.cgst, o.sgst, o.igst,
         o.sac, o.supplier_name, o.supplier_address, o.supplier_state, o.supplier_gstin,
         o.customer_name, o.invoice_number, p.starts_on, p.ends_on
  from public.orders o
  left join public.plan_periods p on p.order_id = o.id
  where o.id = receipt_order_id
$$;

revoke all on function public.receipt_for(uuid) from public;
grant execute on function public.receipt_for(uuid) to anon, authenticated, service_role;
