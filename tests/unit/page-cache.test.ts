import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forgetReceiptPage,
  type HeldPage,
  holdResponse,
  isDocumentRequest,
  PageCache,
  sendPage,
} from '@/lib/receipts/page-cache.mjs';
import { cachedReceiptId } from '@/lib/receipts/route.mjs';
import { inlineScriptHashes } from '@/lib/security/headers.mjs';

const ID = '6d3f6a3e-3b9c-4a43-9c51-3c3c9e9f2a11';
const page = (body: string): HeldPage => ({ status: 200, headers: {}, body: Buffer.from(body), hashes: null });

describe('cachedReceiptId', () => {
  it.each([
    [`/receipt?order_id=${ID}`, ID],
    [`/receipt/${ID}`, ID],
    [`/receipt?order_id=${ID}&utm_source=whatsapp`, ID],
    // Capitals and anything else stay with the /receipt page, which Next renders every time.
    [`/receipt?order_id=${ID.toUpperCase()}`, null],
    [`/receipt?order_id=${ID}x`, null],
    ['/receipt?order_id=x', null],
    ['/receipt', null],
    [`/receipt/${ID}/x`, null],
    [`/receipts?order_id=${ID}`, null],
  ])('%s → %s', (url, id) => {
    expect(cachedReceiptId(url)).toBe(id);
  });
});

describe('PageCache', () => {
  it('keeps a page for its time to live, then forgets it', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => now });
    cache.set('a', page('a'));
    now = 999;
    expect(cache.get('a')?.body.toString()).toBe('a');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used page beyond its size', () => {
    const cache = new PageCache({ maxPages: 2 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((p) => p?.body.toString())).toEqual(['a', undefined, 'c']);
  });

  it('forgets an order when the app says its receipt changed', () => {
    const cache = new PageCache().listen();
    cache.set(ID, page('pending'));
    forgetReceiptPage(ID);
    expect(cache.get(ID)).toBeUndefined();
  });
});

describe('holdResponse and sendPage', () => {
  const html = `<!DOCTYPE html><html><body><script src="/_next/a.js"></script><script>self.__next_f=[1]</script>${'<p>receipt</p>'.repeat(200)}<script>self.__next_f.push([2])</script></body></html>`;
  const held: HeldPage[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = {
        https: req.headers['x-forwarded-proto'] === 'https',
        gzip: /gzip/.test(req.headers['accept-encoding'] ?? ''),
        head: req.method === 'HEAD',
      };
      holdResponse(req, res, (p) => {
        held.push(p);
        sendPage(res, p, answer, 'MISS');
      });
      const acceptEncodingSeen = req.headers['accept-encoding'];
      // As Next answers: headers, then the body in pieces, one of them a string.
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('X-Seen-Accept-Encoding', String(acceptEncodingSeen ?? 'none'));
      res.writeHead(200, { ETag: '"e1"' });
      res.write(html.slice(0, 100));
      res.write(Buffer.from(html.slice(100, 2000)));
      res.end(html.slice(2000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the whole page once, with a policy that trusts exactly its inline scripts', async () => {
    const response = await fetch(base, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
    expect(response.headers.get('etag')).toBe('"e1"');
    expect(response.headers.get('x-page-cache')).toBe('MISS');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    const policy = response.headers.get('content-security-policy') ?? '';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(policy).toContain(`script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')};`);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(held.at(-1)?.hashes).toEqual(hashes);
  });

  it('asks the page uncompressed and gzips it for a browser that takes gzip, upgrading under https', async () => {
    // fetch() would unzip it: the raw bytes are read here.
    const response = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const headers = { 'accept-encoding': 'gzip, br', 'x-forwarded-proto': 'https' };
      get(base, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(response.headers['x-seen-accept-encoding']).toBe('none');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(html);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(base, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("'sha256-");
    expect(await response.text()).toBe('');
  });
});

describe('isDocumentRequest', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers }) as unknown as Parameters<typeof isDocumentRequest>[0];
  it.each([
    [request('GET', `/receipt?order_id=${ID}`), true],
    [request('HEAD', `/receipt?order_id=${ID}`), true],
    [request('POST', `/receipt?order_id=${ID}`), false],
    [request('GET', `/receipt?order_id=${ID}`, { rsc: '1' }), false],
    [request('GET', `/receipt?order_id=${ID}`, { 'next-router-prefetch': '1' }), false],
    [request('GET', `/receipt?order_id=${ID}&_rsc=abc`), false],
  ])('%#', (req, expected) => {
    expect(isDocumentRequest(req)).toBe(expected);
  });
});
