import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { createAuthProvider } from './provider';
import type { AuthProvider, AuthUser, CookieJar } from './types';

type CookieStore = Awaited<ReturnType<typeof cookies>>;

function nextCookieJar(store: CookieStore): CookieJar {
  return {
    getAll: () => store.getAll(),
    setAll: (list) => {
      try {
        for (const { name, value, options } of list) store.set(name, value, options);
      } catch {
        // Pages cannot set cookies; the proxy has already renewed the session for them.
      }
    },
  };
}

/** The auth provider bound to this request's cookies (actions and pages). */
export async function requestAuth(): Promise<AuthProvider> {
  return createAuthProvider(nextCookieJar(await cookies()));
}

/** The signed-in user of this request, or null; read once per render. */
export const getSessionUser = cache(async (): Promise<AuthUser | null> => (await requestAuth()).getUser());

/** The caller's address as the nearest proxy reports it, for per-network limits. */
export async function clientAddress(): Promise<string> {
  const list = await headers();
  return list.get('x-forwarded-for')?.split(',')[0]?.trim() || list.get('x-real-ip') || 'local';
}
