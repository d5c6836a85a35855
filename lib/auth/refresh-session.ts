import { type NextRequest, NextResponse } from 'next/server';
import { clientAddressFrom, trustedProxyHops } from './client-address';
import { createAuthProvider } from './provider';
import { isHttpsRequest } from '@/lib/security/content-security-policy';
import type { AuthUser } from './types';

/**
 * Renews the session cookie when it is due and reports who is signed in. New cookies go on
 * the request too, so the page rendered after this sees the renewed session (the
 * @supabase/ssr updateSession pattern).
 */
export async function refreshSession(
  request: NextRequest,
  /** The page's response: the request passed on, or rewritten to the page in its language. */
  respond: () => NextResponse = () => NextResponse.next({ request }),
): Promise<{ response: NextResponse; user: AuthUser | null }> {
  let response = respond();
  const provider = await createAuthProvider(
    {
      secure: isHttpsRequest(request.headers.get('x-forwarded-proto')),
      getAll: () => request.cookies.getAll(),
      setAll: (list) => {
        for (const { name, value } of list) request.cookies.set(name, value);
        response = respond();
        for (const { name, value, options } of list) response.cookies.set(name, value, options);
      },
    },
    clientAddressFrom(request.headers.get('x-forwarded-for'), trustedProxyHops()),
  );
  // Nothing may run between creating the client and this call (Supabase's rule).
  const user = await provider.refreshSession();
  return { response, user };
}
