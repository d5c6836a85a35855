-- Orders are written by the server only. Through the Supabase API a customer could insert an
-- order with any amount, product name or date; the order's figures now come only from the
-- server's catalogue and settings, through claim_checkout(), which only the server may run,
-- for the customer its session names. Customers keep reading their own orders (RLS).
drop policy "customers place pending orders for themselves" on public.orders;
revoke insert on public.orders from authenticated;

drop function public.claim_checkout(uuid, text, text, integer, integer, integer, numeric, integer, integer, integer,
  text, text, text, text, text, text, text);

create function public.claim_checkout(
  p_user uuid,
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
    where c.id = p_checkout and c.user_id = p_user and c.package_id = p_package
    for update of c
    on conflict (user_id, idempotency_key) where status <> 'failed' do nothing
    returning *;
end
$$;

revoke all on function public.claim_checkout from public, anon, authenticated;
grant execute on function public.claim_checkout to service_role;

-- The moment of consent is the database's, not the client's: set when consent is given, kept
-- while it stands, cleared to a new moment when it is withdrawn and given again.
create function public.customer_profile_consented_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.data_consent is distinct from old.data_consent then
    new.consented_at := now();
  else
    new.consented_at := old.consented_at;
  end if;
  return new;
end
$$;

create trigger customer_profiles_consented_at
  before insert or update on public.customer_profiles
  for each row execute function public.customer_profile_consented_at();
