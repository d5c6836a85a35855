import { describe, expect, it } from 'vitest';
import { clientAddressFrom, trustedProxyHops } from '@/lib/auth/client-address';

// Next passes X-Forwarded-For on as it arrived (the socket's address when none did); each trusted
// proxy appends the address it was reached from, and a client may send anything before that.
describe('the client address for per-client limits', () => {
  it.each([
    ['203.0.113.7', 0, '203.0.113.7'], // no proxy: the address Next filled in
    ['203.0.113.7', 1, '203.0.113.7'], // one proxy appended the client's address
    ['6.6.6.6, 198.51.100.2', 1, '198.51.100.2'],
    ['198.51.100.2, 10.0.0.9', 2, '198.51.100.2'], // the second proxy appended the first's address
    ['6.6.6.6, 198.51.100.2, 10.0.0.9', 2, '198.51.100.2'],
    ['10.0.0.5', 3, '10.0.0.5'], // fewer entries than hops: the leftmost there is
    [' 203.0.113.7 ,', 0, '203.0.113.7'],
    [null, 0, 'unknown'],
    ['', 1, 'unknown'],
  ] as const)('%j with %d trusted proxies is %s', (header, hops, expected) => {
    expect(clientAddressFrom(header, hops)).toBe(expected);
  });

  // What a client sends is kept to the left of what the proxies append, so it never becomes the address.
  const forged = ['6.6.6.6', '198.51.100.2', '6.6.6.6, 7.7.7.7', '1.1.1.1,2.2.2.2,3.3.3.3', 'unknown', ' , ,', '::1'];
  it.each(forged)('a forged %j before one proxy is never the client', (spoof) => {
    expect(clientAddressFrom(`${spoof}, 203.0.113.7`, 1)).toBe('203.0.113.7');
  });
  it.each(forged)('a forged %j before two proxies is never the client', (spoof) => {
    expect(clientAddressFrom(`${spoof}, 203.0.113.7, 10.0.0.9`, 2)).toBe('203.0.113.7');
  });

  it('reads TRUST_PROXY_HOPS: 1 by default in production, 0 otherwise, and refuses nonsense', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ NODE_ENV: 'production' })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '2' })).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '99'])
      expect(() => trustedProxyHops({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
