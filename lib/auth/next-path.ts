const ORIGIN = 'http://same.origin';

/** A path a browser reads as this site's: '/x', never '//host' or '/\host' (which browsers read as '//host'). */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * The `next` target of a sign-in, kept only when it is a path on this site: an absolute URL,
 * a protocol-relative `//host` or a `/\host` falls back. The normalised path is checked again,
 * since normalising can make one ('/.//evil.com' is '//evil.com'): the answer applied twice is
 * the same answer.
 */
export function safeNextPath(next: unknown, fallback = '/onboarding'): string {
  if (typeof next !== 'string' || !isSitePath(next)) return fallback;
  try {
    const url = new URL(next, ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === ORIGIN && isSitePath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
