import { describe, expect, it } from 'vitest';
import { clientAddressFrom, trustedProxyHops } from '@/lib/auth/client-address';

// scripts/serve.mjs appends the socket's address; a client may send anything before it.
describe('the client address for per-client limits', () => {
  it.each([
    ['203.0.113.7', 0, '203.0.113.7'],
    ['6.6.6.6, 203.0.113.7', 0, '203.0.113.7'], // a forged header changes nothing without a proxy
    ['6.6.6.6, 198.51.100.2, 10.0.0.5', 1, '198.51.100.2'], // one proxy (10.0.0.5) added the client's address
    ['198.51.100.2, 10.0.0.9, 10.0.0.5', 2, '198.51.100.2'],
    ['6.6.6.6, 198.51.100.2, 10.0.0.9, 10.0.0.5', 2, '198.51.100.2'],
    ['10.0.0.5', 3, '10.0.0.5'], // fewer entries than hops: the leftmost there is
    [' 203.0.113.7 ,', 0, '203.0.113.7'],
    [null, 0, 'unknown'],
    ['', 1, 'unknown'],
  ] as const)('%j with %d trusted proxies is %s', (header, hops, expected) => {
    expect(clientAddressFrom(header, hops)).toBe(expected);
  });

  it('reads TRUST_PROXY_HOPS, 0 by default, and refuses nonsense', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '2' })).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '99']) expect(() => trustedProxyHops({ TRUST_PROXY_HOPS: bad })).toThrow();
  });
});
