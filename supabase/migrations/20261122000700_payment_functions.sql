-- The two writes of a payment as PL/pgSQL functions: their plans are kept per connection,
-- where the same statements sent as SQL were planned again on every purchase (about half of
-- their time on the embedded database).

-- Claims a checkout with a pending order, as the signed-in customer (RLS applies): only their
-- own checkout, only for its plan, locked while the order goes in, one live order per checkout.
-- Returns the new order, or nothing when there is no such checkout or it already has one.
create function public.claim_checkout(
  p_checkout uuid,
  p_package text,
  p_product text,
  p_taxable integer,
  p_tax integer,
  p_total integer,
  p_rate numeric,
  p_cgst integer,
  p_sgst integer,
  p_igst integer,
  p_method text,
  p_place_of_supply text,
  p_sac text,
  p_supplier_name text,
  p_supplier_address text,
  p_supplier_state text,
  p_supplier_gstin text
)
returns setof public.orders
language plpgsql
security invoker
set search_path = ''
as $$
begin
  return query
    insert into public.orders (user_id, package_id, product_name, subtotal, gst, amount, tax_rate, cgst, sgst, igst,
      currency, payment_method, idempotency_key, place_of_supply, sac, supplier_name, supplier_address,
      supplier_state, supplier_gstin, customer_name)
    select c.user_id, c.package_id, p_product, p_taxable, p_tax, p_total, p_rate, p_cgst, p_sgst, p_igst,
      'INR', p_method, c.id, p_place_of_supply, p_sac, p_supplier_name, p_supplier_address,
      p_supplier_state, p_supplier_gstin, p.name
    from public.checkouts c left join public.customer_profiles p on p.user_id = c.user_id
    where c.id = p_checkout and c.user_id = (select auth.uid()) and c.package_id = p_package
    for update of c
    on conflict (user_id, idempotency_key) where status <> 'failed' do nothing
    returning *;
end
$$;

revoke all on function public.claim_checkout from public, anon;
grant execute on function public.claim_checkout to authenticated, service_role;

-- Marks a pending order paid with the gateway's reference and the next invoice number of the
-- financial year, in one transaction: a number is taken only by an order that is paid, so the
-- series has no gaps. An order no longer pending is returned as it is. The server's own rights.
create function public.record_payment(p_order uuid, p_reference text, p_financial_year text)
returns setof public.orders
language plpgsql
security invoker
set search_path = ''
as $$
declare
  serial integer;
begin
  perform 1 from public.orders where id = p_order and status = 'pending' for update;
  if not found then
    return query select * from public.orders where id = p_order;
    return;
  end if;
  insert into public.invoice_series as s (financial_year, last_serial) values (p_financial_year, 1)
    on conflict (financial_year) do update set last_serial = s.last_serial + 1
    returning last_serial into serial;
  return query
    update public.orders set status = 'paid', paid_at = now(), payment_reference = p_reference,
      invoice_number = 'WF/' || p_financial_year || '/' || lpad(serial::text, greatest(6, length(serial::text)), '0')
    where id = p_order
    returning *;
end
$$;

revoke all on function public.record_payment from public, anon, authenticated;
grant execute on function public.record_payment to service_role;

-- Whether a checkout's purchase is over, so opening the plan again starts a new checkout: nothing
-- pending on it and nothing paid in the last `recent` minutes, and either paid before that or
-- left unpaid since before that.
create function public.checkout_is_over(checkout_user uuid, checkout_id uuid, opened_at timestamptz, recent timestamptz)
returns boolean
language sql
stable
as $$
  select not exists (
      select 1 from public.orders o
      where o.user_id = checkout_user and o.idempotency_key = checkout_id
        and (o.status = 'pending' or (o.status <> 'failed' and o.paid_at > recent)))
    and (opened_at < recent or exists (
      select 1 from public.orders o
      where o.user_id = checkout_user and o.idempotency_key = checkout_id and o.status <> 'failed'))
$$;

-- The signed-in customer's checkout for a plan, opened or reused (RLS applies), with its latest
-- order and the customer's last place of supply. A reload only reads; a first open inserts, and
-- two at once share the row (the upsert returns it whoever inserted it).
create function public.open_checkout(p_package text, p_recent_minutes integer)
returns table (
  id uuid,
  order_id uuid,
  status text,
  order_number text,
  paid_at timestamptz,
  failure_reason text,
  last_place_of_supply text
)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  recent timestamptz := now() - make_interval(mins => p_recent_minutes);
  checkout_id uuid;
  over boolean;
begin
  select c.id, public.checkout_is_over(c.user_id, c.id, c.opened_at, recent) into checkout_id, over
  from public.checkouts c
  where c.user_id = me and c.package_id = p_package;
  if checkout_id is null or over then
    insert into public.checkouts as c (user_id, package_id) values (me, p_package)
    on conflict (user_id, package_id) do update set
      id = case when public.checkout_is_over(c.user_id, c.id, c.opened_at, recent) then gen_random_uuid() else c.id end,
      opened_at = case when public.checkout_is_over(c.user_id, c.id, c.opened_at, recent) then now() else c.opened_at end
    returning c.id into checkout_id;
  end if;
  return query
    select checkout_id, o.id, o.status, o.order_number, o.paid_at, o.failure_reason,
      (select l.place_of_supply from public.orders l where l.user_id = me and l.place_of_supply is not null
       order by l.created_at desc limit 1)
    from (select 1) as one
    left join lateral (
      select * from public.orders o where o.user_id = me and o.idempotency_key = checkout_id
      order by o.created_at desc limit 1
    ) o on true;
end
$$;

revoke all on function public.checkout_is_over from public, anon;
grant execute on function public.checkout_is_over to authenticated, service_role;
revoke all on function public.open_checkout from public, anon;
grant execute on function public.open_checkout to authenticated, service_role;
