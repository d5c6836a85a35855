// The receipt pages as scripts/serve.mjs keeps them, in front of Next. Next renders a receipt once
// and keeps it (ISR), but answering from its cache still costs a pass through its router and
// renderer; a shared link answered from here costs one Map lookup. Each page is also where its
// Content-Security-Policy comes from: cached HTML cannot carry a fresh nonce, so the policy trusts
// the inline scripts the page actually holds, by hash. Plain JavaScript for serve.mjs; types in
// page-cache.d.mts.
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes } from '../security/headers.mjs';

const FORGET = Symbol.for('wellfit.receipt-pages.forget');

/**
 * Tells the server's page cache that an order's receipt changed. The app (lib/receipts/cache.ts)
 * and serve.mjs run in one process but are loaded apart (the app is bundled), so they meet on
 * a global.
 */
export function forgetReceiptPage(orderId) {
  globalThis[FORGET]?.(orderId);
}

/** Most recently used first out of mind last; an entry lives `ttlMs` at most. */
export class PageCache {
  #pages = new Map();

  constructor({ maxPages = 1000, ttlMs = 60_000, now = Date.now } = {}) {
    this.maxPages = maxPages;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** Makes this cache the one forgetReceiptPage() empties. */
  listen() {
    globalThis[FORGET] = (orderId) => this.#pages.delete(orderId);
    return this;
  }

  get(key) {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    this.#pages.delete(key);
    if (this.now() >= entry.expires) return undefined;
    this.#pages.set(key, entry);
    return entry.page;
  }

  set(key, page) {
    this.#pages.delete(key);
    this.#pages.set(key, { page, expires: this.now() + this.ttlMs });
    if (this.#pages.size > this.maxPages) this.#pages.delete(this.#pages.keys().next().value);
  }

  get size() {
    return this.#pages.size;
  }
}

/** A browser's request for the page itself, not the router's request for its RSC payload. */
export function isDocumentRequest(req) {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.headers.rsc &&
    !req.headers['next-router-prefetch'] &&
    !/[?&]_rsc=/.test(req.url ?? '')
  );
}

const asBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');

/** Headers that describe one transfer of the body, not the page. */
const TRANSFER_HEADERS = ['content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive', 'date'];

/**
 * Holds everything Next writes for this request and hands it over as one page: status, headers,
 * body (asked of Next uncompressed: the hashes are of the text) and, for HTML, its inline
 * scripts' hashes. `onPage` must answer with sendPage().
 */
export function holdResponse(req, res, onPage) {
  delete req.headers['accept-encoding'];
  delete req.headers['content-security-policy'];
  const chunks = [];
  res.writeHead = (status, ...rest) => {
    res.statusCode = status;
    const headers = rest.find((item) => item && typeof item === 'object');
    for (const [name, value] of Array.isArray(headers) ? [] : Object.entries(headers ?? {})) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, encoding, callback) => {
    chunks.push(asBuffer(chunk, encoding));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk) chunks.push(asBuffer(chunk, encoding));
    // Back to the ServerResponse's own methods for the answer.
    for (const name of ['writeHead', 'flushHeaders', 'write', 'end']) delete res[name];
    const headers = res.getHeaders();
    for (const name of TRANSFER_HEADERS) delete headers[name];
    for (const name of Object.keys(headers)) res.removeHeader(name);
    const body = Buffer.concat(chunks);
    const html = String(headers['content-type'] ?? '').startsWith('text/html');
    onPage({ status: res.statusCode, headers, body, hashes: html ? inlineScriptHashes(body.toString('utf8')) : null });
    callback?.();
    return res;
  };
}

/**
 * Answers with a held or cached page: its policy for this request's scheme, gzipped when the
 * browser takes it (read before holdResponse(), which hides it from Next); X-Page-Cache says
 * whether it came from the cache.
 */
export function sendPage(res, page, { https, gzip, head }, cache) {
  res.statusCode = page.status;
  res.setHeader('X-Page-Cache', cache);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  if (page.hashes) res.setHeader('Content-Security-Policy', contentSecurityPolicy({ hashes: page.hashes }, { https }));
  let body = page.body;
  if (gzip && body.length > 1024) {
    body = page.gzipped ??= gzipSync(body);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
  }
  res.setHeader('Content-Length', body.length);
  res.end(head ? undefined : body);
}
