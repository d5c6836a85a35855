// The security headers that depend on the build or on the request, set by scripts/serve.mjs in
// front of Next (the static ones are in next.config.mjs). Plain JavaScript so that server, which
// runs without a TypeScript step, and the app share one copy; types in headers.d.mts.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether the browser reached the site over https: the socket's TLS, or X-Forwarded-Proto from a
 * proxy in front that terminated it. A client that fakes the header on plain http only gets
 * Secure cookies its own browser refuses and an upgrade it cannot follow.
 */
export function isHttpsRequest(forwardedProto, encrypted = false) {
  return encrypted || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * The Content-Security-Policy of a page. Scripts never get 'unsafe-inline' or (outside
 * `next dev`) 'unsafe-eval': a rendered page trusts its nonce and what those scripts load
 * ('strict-dynamic'); a prerendered page, which cannot carry a fresh nonce, trusts exactly its
 * own inline scripts by hash and the bundles from this origin. Styles keep 'unsafe-inline':
 * Radix positions popovers with style attributes and sonner injects its stylesheet.
 */
export function contentSecurityPolicy(scripts, { https, dev = false }) {
  const scriptSources =
    'nonce' in scripts ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 source expressions of the inline scripts of one HTML document, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The build's prerendered pages (`○` in `next build`) and their inline-script hashes. Their HTML
 * is fixed until the next build, so the hashes stand in for a nonce and the pages stay static.
 */
export function prerenderedPageHashes(distDir) {
  const pages = new Map();
  let routes = {};
  try {
    routes = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes ?? {};
  } catch {
    return pages; // no production build: every page is rendered per request
  }
  for (const route of Object.keys(routes)) {
    const file = path.join(distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`);
    try {
      pages.set(route, inlineScriptHashes(readFileSync(file, 'utf8')));
    } catch {
      // A prerendered image or text file: no HTML, no scripts.
    }
  }
  return pages;
}

/**
 * The policy for one request, and the header Next must see to put the nonce on its scripts
 * (it reads the nonce from the request's own Content-Security-Policy header).
 */
export function pagePolicy(pathname, prerendered, https) {
  const hashes = prerendered.get(pathname);
  if (hashes) return { policy: contentSecurityPolicy({ hashes }, { https }), forNext: null };
  const policy = contentSecurityPolicy({ nonce: randomBytes(16).toString('base64') }, { https });
  return { policy, forNext: policy };
}
