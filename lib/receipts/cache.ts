import 'server-only';
import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { forgetReceiptPage } from './page-cache.mjs';

/**
 * The page that renders one order's receipt once and serves it from Next's cache until the
 * order changes. Customers keep sharing `/receipt?order_id=`: next.config.mjs rewrites it here.
 */
export const receiptPath = (orderId: string) => `/receipt/${orderId}`;

/**
 * Drops an order's cached receipt once its status changed: Next's render and the copy
 * scripts/serve.mjs answers with. Once the response is sent: a page recording the change while
 * rendering (a reconciled payment) may not revalidate, and an action that does makes the browser
 * refresh the page it is leaving.
 */
export function forgetReceipt(orderId: string): void {
  after(() => {
    revalidatePath(receiptPath(orderId));
    forgetReceiptPage(orderId);
  });
}
