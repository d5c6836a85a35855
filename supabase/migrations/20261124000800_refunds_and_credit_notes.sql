-- The 45-day money-back guarantee (issue 24). A customer asks for a refund of a plan within 45
-- days of its start, with a reason; an admin approves or declines; an approval refunds through the
-- gateway, marks the order refunded, ends its plan (plan_periods.ended_on) and issues a GST credit
-- note against the invoice (CGST Act s.34, CGST Rules r.53): its own series per financial year,
-- 'CN/26-27/000001', numbered in the transaction that records the refund, so the series has no gaps.
-- lib/db/refunds.ts does the writes with the server's rights; customers and staff only read.

set local lock_timeout = '5s';

alter table public.orders
  add column refunded_at timestamptz,
  add column refund_reference text check (char_length(refund_reference) <= 100),
  add column credit_note_number text unique check (credit_note_number ~ '^CN/[0-9]{2}-[0-9]{2}/[0-9]{6,7}$');

alter table public.orders
  add constraint orders_refund_recorded check ((status = 'refunded') = (credit_note_number is not null and refunded_at is not null));

create table public.credit_note_series (
  financial_year text primary key check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
  last_serial integer not null check (last_serial > 0)
);

alter table public.credit_note_series enable row level security;
revoke all on public.credit_note_series from anon, authenticated;
grant all on public.credit_note_series to service_role;

-- One request per plan: 'requested', then 'approved' (the gateway is refunding) and 'refunded', or
-- 'declined' with the admin's note. The reason is the customer's words, so it goes with the account.
create table public.refund_requests (
  order_id uuid primary key references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (char_length(reason) between 10 and 500),
  status text not null default 'requested' check (status in ('requested', 'approved', 'declined', 'refunded')),
  requested_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  note text check (char_length(note) <= 300),
  check ((status = 'requested') = (decided_at is null))
);

-- The admin's queue: what waits for a decision or for the gateway, oldest first.
create index refund_requests_open_idx on public.refund_requests (requested_at) where status in ('requested', 'approved');
create index refund_requests_user_idx on public.refund_requests (user_id);

alter table public.refund_requests enable row level security;
revoke all on public.refund_requests from anon, authenticated;
grant select on public.refund_requests to authenticated;
grant all on public.refund_requests to service_role;

create policy "customers read their own refund requests" on public.refund_requests
  for select to authenticated using (user_id = (select auth.uid()));
create policy "staff read their clients' refund requests" on public.refund_requests
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));

-- The receipt by its link, now with the refund and its credit note.
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
  starts_on date,
  ends_on date,
  refunded_at timestamptz,
  credit_note_number text
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.order_number, o.package_id, o.product_name, o.status, o.subtotal, o.gst, o.amount,
         o.currency, o.created_at, o.paid_at, o.place_of_supply, o.tax_rate, o.cgst, o.sgst, o.igst,
         o.sac, o.supplier_name, o.supplier_address, o.supplier_state, o.supplier_gstin,
         o.customer_name, o.invoice_number, p.starts_on, p.ends_on, o.refunded_at, o.credit_note_number
  from public.orders o
  left join public.plan_periods p on p.order_id = o.id
  where o.id = receipt_order_id
$$;

revoke all on function public.receipt_for(uuid) from public;
grant execute on function public.receipt_for(uuid) to anon, authenticated, service_role;

-- The admin's queue, with who asked and for what (the admin's functions refuse anyone else).
create function public.admin_refund_requests(max_rows integer default 50)
returns table (
  order_id uuid,
  customer_id uuid,
  customer_name text,
  customer_phone text,
  product_name text,
  order_number text,
  invoice_number text,
  amount integer,
  currency text,
  starts_on date,
  reason text,
  status text,
  requested_at timestamptz,
  decided_at timestamptz,
  note text,
  credit_note_number text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_staff_admin();
  return query
    select r.order_id, r.user_id, p.name, regexp_replace(u.phone, '[^0-9]', '', 'g'), o.product_name, o.order_number,
           o.invoice_number, o.amount, o.currency, pp.starts_on, r.reason, r.status, r.requested_at, r.decided_at, r.note,
           o.credit_note_number
    from public.refund_requests r
    join public.orders o on o.id = r.order_id
    join auth.users u on u.id = r.user_id
    left join public.customer_profiles p on p.user_id = r.user_id
    left join public.plan_periods pp on pp.order_id = r.order_id
    order by r.status not in ('requested', 'approved'), r.requested_at desc
    limit greatest(1, least(max_rows, 200));
end
$$;

revoke all on function public.admin_refund_requests(integer) from public, anon;
grant execute on function public.admin_refund_requests(integer) to authenticated, service_role;
