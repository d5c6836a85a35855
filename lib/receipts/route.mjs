// Where a shared receipt link is served from, read by next.config.mjs (the rewrite) and by
// scripts/serve.mjs (which must hash the cached page's scripts instead of giving it a nonce).
// Plain JavaScript for both; types in route.d.mts.

/** An order id as the app writes it: lowercase, so one receipt has one cache entry. */
const ORDER_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** `/receipt?order_id=<id>`, the link customers share, served by the cached `/receipt/<id>`. */
export const receiptRewrite = {
  source: '/receipt',
  has: [{ type: 'query', key: 'order_id', value: `(?<orderId>${ORDER_ID})` }],
  destination: '/receipt/:orderId',
};

const CACHED_RECEIPT = new RegExp(`^/receipt/(${ORDER_ID})$`);
const WHOLE_ID = new RegExp(`^${ORDER_ID}$`);

/** The order whose cached receipt page answers this request (directly or through the rewrite), if any. */
export function cachedReceiptId(url) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname !== '/receipt') return CACHED_RECEIPT.exec(pathname)?.[1] ?? null;
  const id = searchParams.get('order_id') ?? '';
  return WHOLE_ID.test(id) ? id : null;
}
