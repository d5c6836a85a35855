-- The name on a tax invoice is the customer's to give at checkout (issue 45): prefilled with their
-- profile's, but a spouse who pays or a business may want its own. claim_checkout() takes it;
-- an empty one falls back to the profile's name, as before.
drop function public.claim_checkout(uuid, uuid, text, text, integer, integer, integer, numeric, integer, integer, integer,
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
  p_supplier_gstin text,
  p_customer_name text
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
      p_supplier_state, p_supplier_gstin, coalesce(nullif(btrim(p_customer_name), ''), p.name)
    from public.checkouts c left join public.customer_profiles p on p.user_id = c.user_id
    where c.id = p_checkout and c.user_id = p_user and c.package_id = p_package
    for update of c
    on conflict (user_id, idempotency_key) where status <> 'failed' do nothing
    returning *;
end
$$;

revoke all on function public.claim_checkout from public, anon, authenticated;
grant execute on function public.claim_checkout to service_role;
