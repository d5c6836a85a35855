import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether the browser reached the site over https: X-Forwarded-Proto from the proxy in front that
 * terminated TLS. A client that fakes the header on plain http only gets Secure cookies its own
 * browser refuses and an upgrade it cannot follow.
 */
export function isHttpsRequest(forwardedProto: string | null | undefined): boolean {
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export type ScriptTrust = { nonce: string } | { hashes: string[] };

/** Origins one page lets in beside its own: a payment gateway's script, frame and endpoints. */
export interface ThirdPartySources {
  scripts: string[];
  frames: string[];
  connect: string[];
}

/**
 * The Content-Security-Policy of a page. Scripts never get 'unsafe-inline' or (outside
 * `next dev`) 'unsafe-eval': a rendered page trusts its nonce and what those scripts load
 * ('strict-dynamic'); a prerendered page, which cannot carry a fresh nonce, trusts exactly its
 * own inline scripts by hash and the bundles from this origin. Styles keep 'unsafe-inline':
 * Radix positions popovers with style attributes and sonner injects its stylesheet.
 */
export function contentSecurityPolicy(
  scripts: ScriptTrust,
  { https, dev = false, thirdParty }: { https: boolean; dev?: boolean; thirdParty?: ThirdPartySources },
): string {
  const scriptSources =
    'nonce' in scripts ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    // With 'strict-dynamic' a browser ignores host sources: the gateway's script is trusted because
    // the page's own script adds it; the host is for browsers without 'strict-dynamic'.
    ["script-src 'self'", ...scriptSources, ...(thirdParty?.scripts ?? []), ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...(thirdParty?.connect ?? [])].join(' '),
    ...(thirdParty?.frames.length ? [["frame-src 'self'", ...thirdParty.frames].join(' ')] : []),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 source expressions of the inline scripts of one HTML document, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`sha256-${createHash('sha256').update(body!).digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The build's prerendered pages (`○` in `next build`) and their inline-script hashes, read from
 * the build folder the server runs from. Their HTML is fixed until the next build, so the hashes
 * stand in for a nonce and the pages stay static.
 */
export function prerenderedPageHashes(distDir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  let routes: Record<string, unknown> = {};
  try {
    routes = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes ?? {};
  } catch {
    return pages; // `next dev`: every page is rendered per request
  }
  for (const route of Object.keys(routes)) {
    const file = path.join(distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`);
    try {
      pages.set(route, inlineScriptHashes(readFileSync(file, 'utf8')));
    } catch {
      // A prerendered image or text route: no HTML, no scripts.
    }
  }
  return pages;
}

export interface PagePolicy {
  /** The response's Content-Security-Policy. */
  policy: string;
  /** Whether it carries a nonce, which Next reads from the request's own policy header when it renders. */
  nonced: boolean;
}

/** The policy for one page: the prerendered page's hashes, or a fresh nonce. */
export function pagePolicy(
  pathname: string,
  prerendered: Map<string, string[]>,
  options: { https: boolean; dev?: boolean; thirdParty?: ThirdPartySources },
): PagePolicy {
  const hashes = prerendered.get(pathname);
  if (hashes) return { policy: contentSecurityPolicy({ hashes }, options), nonced: false };
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  return { policy: contentSecurityPolicy({ nonce }, options), nonced: true };
}
