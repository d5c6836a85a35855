-- A purchase is made once, and a paid order is a GST tax invoice.

-- Order numbers from a sequence: 'WF' and at least six digits, unique without retries. It starts
-- above every number drawn at random before, so none collides.
create sequence public.order_number_seq as bigint;
select setval('public.order_number_seq',
  coalesce((select max(substring(order_number from 3)::bigint) from public.orders), 0) + 1, false);

create function public.next_order_number()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select 'WF' || lpad(n::text, greatest(6, length(n::text)), '0')
  from nextval('public.order_number_seq') as n
$$;

revoke all on function public.next_order_number() from public;
grant execute on function public.next_order_number() to authenticated, service_role;

alter table public.orders drop constraint orders_order_number_check;
alter table public.orders add constraint orders_order_number_check check (order_number ~ '^WF[0-9]{6,}$');
alter table public.orders alter column order_number set default public.next_order_number();

-- The checkout a customer opens on /payment: one per customer and plan. Its id is the key of the
-- order that pays it; the id changes only once that purchase is over (see open_checkout), so a
-- reload, a second tab or a double click pays the same checkout.
create table public.checkouts (
  user_id uuid not null references auth.users (id) on delete cascade,
  package_id text not null check (package_id in ('online-3m', 'online-6m', 'online-12m', 'offline-3m', 'offline-6m', 'offline-12m')),
  id uuid not null unique default gen_random_uuid(),
  opened_at timestamptz not null default now(),
  primary key (user_id, package_id)
);

alter table public.checkouts enable row level security;

create policy "customers keep their own checkouts" on public.checkouts
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

grant select, insert, update on public.checkouts to authenticated;
grant all on public.checkouts to service_role;

-- One live (pending or paid) order per checkout; a failed payment may be tried again.
alter table public.orders drop constraint orders_user_id_idempotency_key_key;
create unique index orders_one_live_order_per_checkout on public.orders (user_id, idempotency_key) where status <> 'failed';

-- Everything the invoice prints, kept on the order as it was on the day (CGST Rules 2017, rule 46).
alter table public.orders
  add column place_of_supply text check (place_of_supply ~ '^[0-9]{2}$'),
  add column tax_rate numeric(4, 2) not null default 18 check (tax_rate between 0 and 40),
  add column cgst integer not null default 0 check (cgst >= 0),
  add column sgst integer not null default 0 check (sgst >= 0),
  add column igst integer not null default 0 check (igst >= 0),
  add column sac text check (sac ~ '^99[0-9]{4}$'),
  add column supplier_name text check (char_length(supplier_name) <= 200),
  add column supplier_address text check (char_length(supplier_address) <= 300),
  add column supplier_state text check (supplier_state ~ '^[0-9]{2}$'),
  add column supplier_gstin text check (supplier_gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
  add column customer_name text check (char_length(customer_name) <= 100),
  add column invoice_number text unique check (char_length(invoice_number) <= 16),
  add column failure_reason text check (char_length(failure_reason) <= 200);

-- Orders from before: the tax was split within the state, as the sample supplier's.
update public.orders set cgst = gst - gst / 2, sgst = gst / 2 where cgst + sgst + igst <> gst;

alter table public.orders
  add constraint orders_tax_parts check (cgst + sgst + igst = gst and (igst = 0 or cgst + sgst = 0));

-- Invoice serials: consecutive within a financial year ('26-27'), taken in the transaction that
-- marks the order paid. Only the server's own role writes them.
create table public.invoice_series (
  financial_year text primary key check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
  last_serial integer not null check (last_serial > 0)
);

alter table public.invoice_series enable row level security;
grant all on public.invoice_series to service_role;

-- The receipt by its link, now with the invoice's figures.
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
  invoice_number text
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.order_number, o.package_id, o.product_name, o.status, o.subtotal, o.gst, o.amount,
         o.currency, o.created_at, o.paid_at, o.place_of_supply, o.tax_rate, o.cgst, o.sgst, o.igst,
         o.sac, o.supplier_name, o.supplier_address, o.supplier_state, o.supplier_gstin,
         o.customer_name, o.invoice_number
  from public.orders o
  where o.id = receipt_order_id
$$;

revoke all on function public.receipt_for(uuid) from public;
grant execute on function public.receipt_for(uuid) to anon, authenticated, service_role;

-- Deleting an account keeps its invoices as tax records without the person's name (a B2C invoice
-- under ₹50,000 need not name the buyer).
create or replace function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
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
  delete from auth.users where id = me;
end
$$;
