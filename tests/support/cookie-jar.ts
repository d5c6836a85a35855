import type { CookieJar, CookieToSet } from '@/lib/auth/types';

/** A browser's cookie store in miniature: a cookie set with maxAge 0 is gone. */
export function memoryJar(
  initial: Record<string, string> = {},
  secure = false,
): CookieJar & { values: Map<string, string>; writes: CookieToSet[] } {
  const values = new Map(Object.entries(initial));
  const writes: CookieToSet[] = [];
  return {
    values,
    writes,
    secure,
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    setAll: (list) => {
      for (const cookie of list) {
        writes.push(cookie);
        if (cookie.options.maxAge === 0 || cookie.value === '') values.delete(cookie.name);
        else values.set(cookie.name, cookie.value);
      }
    },
  };
}
