// Next's own file-system cache (memory first, then disk), less one thing: the page of a receipt
// link that names no order. That page is still a 404 with the one query that found nothing, but
// it is not stored, so requests for random ids cannot fill the disk (60 kB an entry) or crowd the
// real receipts out of memory. Set as `cacheHandler` in next.config.mjs.
import { createRequire } from 'node:module';

const { default: FileSystemCache } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
);

export default class ReceiptAwareCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && data.status === 404 && key.includes('/$/receipt/')) return;
    return super.set(key, data, ctx);
  }
}
