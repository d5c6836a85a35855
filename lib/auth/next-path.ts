const ORIGIN = 'http://same.origin';

/**
 * The `next` target of a sign-in, kept only when it is a path on this site: an absolute URL,
 * a protocol-relative `//host` or a `/\host` (which browsers read as `//host`) falls back.
 */
export function safeNextPath(next: unknown, fallback = '/onboarding'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  try {
    const url = new URL(next, ORIGIN);
    if (url.origin !== ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
