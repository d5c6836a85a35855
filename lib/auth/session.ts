import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { clientAddressFrom, clientKeyOf, trustedProxyHops } from './client-address';
import { createAuthProvider } from './provider';
import { isHttpsRequest } from '@/lib/security/content-security-policy';
import { SIGNED_IN_HINT, SIGNED_IN_HINT_MAX_AGE_S } from './signed-in-hint';
import type { AuthProvider, AuthUser, CookieJar } from './types';

type CookieStore = Awaited<ReturnType<typeof cookies>>;

function nextCookieJar(store: CookieStore, secure: boolean): CookieJar {
  return {
    secure,
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

/** Whether this request came over https (cookies are Secure then). */
export async function requestIsHttps(): Promise<boolean> {
  return isHttpsRequest((await headers()).get('x-forwarded-proto'));
}

/** The auth provider bound to this request's cookies (actions and pages). */
export async function requestAuth(): Promise<AuthProvider> {
  return createAuthProvider(nextCookieJar(await cookies(), await requestIsHttps()), await clientAddress());
}

/** The signed-in user of this request, or null; read once per render. */
export const getSessionUser = cache(async (): Promise<AuthUser | null> => (await requestAuth()).getUser());

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The signed-in user of a private page, or a trip to sign in that comes back to the same
 * path and query. Reading the session makes the page dynamic, so it is never prerendered.
 */
export async function requireUser(pathname: string, searchParams: SearchParams = {}): Promise<AuthUser> {
  const user = await getSessionUser();
  if (user) return user;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of [value ?? []].flat()) query.append(name, one);
  }
  const next = query.size ? `${pathname}?${query}` : pathname;
  redirect(`/auth?${new URLSearchParams({ next })}`);
}

/** Sets or clears the signed-in hint (see signed-in-hint.ts) beside the session cookies. */
export async function setSignedInHint(signedIn: boolean): Promise<void> {
  const store = await cookies();
  if (signedIn) {
    store.set(SIGNED_IN_HINT, '1', {
      path: '/',
      sameSite: 'lax',
      secure: await requestIsHttps(),
      maxAge: SIGNED_IN_HINT_MAX_AGE_S,
    });
  } else store.delete(SIGNED_IN_HINT);
}

/** The caller's address for per-client limits: the socket's, or what the trusted proxies say (client-address.ts). */
export async function clientAddress(): Promise<string> {
  return clientAddressFrom((await headers()).get('x-forwarded-for'), trustedProxyHops());
}

/** What per-client limits count this request's client by: its address, or its IPv6 /64. */
export async function clientKey(): Promise<string> {
  return clientKeyOf(await clientAddress());
}
