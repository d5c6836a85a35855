import { describe, expect, it, vi } from 'vitest';

const signedIn = vi.hoisted(() => ({ user: null as { id: string; phone: string | null; isAnonymous: boolean } | null }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ getAll: () => [], set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock('@/lib/auth/provider', () => ({ createAuthProvider: async () => ({ getUser: async () => signedIn.user }) }));
const { requireUser } = await import('@/lib/auth/session');

/** Where requireUser sent the visitor: Next's redirect() throws an error whose digest holds the URL. */
async function redirectOf(call: Promise<unknown>): Promise<string> {
  const error = (await call.then(
    () => null,
    (thrown: unknown) => thrown,
  )) as { digest?: string } | null;
  const [, , url] = error?.digest?.split(';') ?? [];
  if (!url) throw new Error(`expected a redirect, got ${String(error)}`);
  return url;
}

describe('requireUser', () => {
  it.each<[string, Record<string, string | string[] | undefined>, string]>([
    ['/dashboard', {}, '/auth?next=%2Fdashboard'],
    ['/payment-success', { order_id: 'a1' }, '/auth?next=%2Fpayment-success%3Forder_id%3Da1'],
    [
      '/payment',
      { package: 'online-6m', type: ['online', 'x'] },
      '/auth?next=%2Fpayment%3Fpackage%3Donline-6m%26type%3Donline%26type%3Dx',
    ],
    ['/support', { empty: undefined }, '/auth?next=%2Fsupport'],
  ])('sends a visitor on %s %j to sign in and back: %s', async (pathname, query, expected) => {
    signedIn.user = null;
    expect(await redirectOf(requireUser(pathname, query))).toBe(expected);
  });

  it('returns the signed-in customer', async () => {
    signedIn.user = { id: 'u1', phone: '+919876543210', isAnonymous: false };
    expect(await requireUser('/dashboard')).toEqual(signedIn.user);
  });
});
