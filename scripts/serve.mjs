// Serves the production build like `next start`, and owns one header: X-Forwarded-For ends with
// the address of the socket the request came in on. A client can still send the header, but
// only the entries the trusted proxies added (TRUST_PROXY_HOPS, see lib/auth/client-address.ts)
// are ever read, so nobody chooses their own address for the per-client limits.
// Usage: node scripts/serve.mjs [-p port] [-H hostname]
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port || process.env.PORT || 3000);
const hostname = values.hostname || process.env.HOSTNAME || '0.0.0.0';
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress ?? 'unknown'].filter(Boolean).join(', ');
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname}:${port}`);
});
