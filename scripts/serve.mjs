// Serves the production build like `next start`, and owns two headers:
// - X-Forwarded-For ends with the address of the socket the request came in on. A client can
//   still send the header, but only the entries the trusted proxies added (TRUST_PROXY_HOPS, see
//   lib/auth/client-address.ts) are ever read, so nobody chooses their own address for the limits.
// - Content-Security-Policy (lib/security/headers.mjs): the prerendered pages' inline-script
//   hashes, read from this build once; a receipt's, read from the page as it is sent; or a fresh
//   nonce that Next puts on the scripts it renders. Here rather than in proxy.ts, so the landing
//   keeps no proxy in its path.
// It also keeps the receipt pages (lib/receipts/page-cache.mjs), so a shared link skips Next.
// Usage: node scripts/serve.mjs [-p port] [-H hostname]
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { holdResponse, isDocumentRequest, PageCache, sendPage } from '../lib/receipts/page-cache.mjs';
import { cachedReceiptId } from '../lib/receipts/route.mjs';
import { isHttpsRequest, pagePolicy, prerenderedPageHashes } from '../lib/security/headers.mjs';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port || process.env.PORT || 3000);
const hostname = values.hostname || process.env.HOSTNAME || '0.0.0.0';
const dir = path.resolve(import.meta.dirname, '..');
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const prerendered = prerenderedPageHashes(path.join(dir, process.env.NEXT_DIST_DIR || '.next'));
const receipts = new PageCache().listen();

/**
 * A receipt link: from the page cache when it holds the page, else from Next, whose answer is
 * held for its policy and, when it is a receipt (not a 404 for an unknown id), kept.
 */
function serveReceipt(req, res, orderId, https) {
  const answer = { https, gzip: /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? '')), head: req.method === 'HEAD' };
  const document = isDocumentRequest(req);
  const kept = document ? receipts.get(orderId) : undefined;
  if (kept) return sendPage(res, kept, answer, 'HIT');
  holdResponse(req, res, (page) => {
    // Names and GSTINs: for the browser that asked, never a shared cache.
    page.headers['cache-control'] = 'private, no-cache';
    delete page.headers['x-nextjs-cache'];
    if (document && page.status === 200 && !page.headers['set-cookie']) receipts.set(orderId, page);
    sendPage(res, page, answer, 'MISS');
  });
  handle(req, res);
}

createServer((req, res) => {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress ?? 'unknown'].filter(Boolean).join(', ');
  const pathname = (req.url ?? '/').split('?')[0];
  if (!pathname.startsWith('/_next/')) {
    const https = isHttpsRequest(req.headers['x-forwarded-proto'], req.socket.encrypted);
    const receiptId = cachedReceiptId(req.url ?? '/');
    if (receiptId) return serveReceipt(req, res, receiptId, https);
    const { policy, forNext } = pagePolicy(pathname, prerendered, https);
    // Whatever a client sent under this name is replaced: Next must read only our nonce.
    if (forNext) req.headers['content-security-policy'] = forNext;
    else delete req.headers['content-security-policy'];
    res.setHeader('Content-Security-Policy', policy);
  }
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname}:${port}`);
});
