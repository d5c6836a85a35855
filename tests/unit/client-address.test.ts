import { describe, expect, it } from 'vitest';
import { clientAddressFrom, clientKeyOf, trustedProxyHops } from '@/lib/auth/client-address';

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

describe('the key a client is counted by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['unknown', 'unknown'],
    ['2001:db8:85a3:1:aaaa:bbbb:cccc:dddd', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::1', '2001:db8:85a3:1::/64'],
    ['2001:0DB8:85A3:0001:ffff::9', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:85a3:1:0:0:0:2', '2001:db8:85a3:1::/64'],
    ['[2001:db8:85a3:1::5]:443', '2001:db8:85a3:1::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['64:ff9b::198.51.100.4', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });

  it('every address of one /64 is one client; the next /64 is another', () => {
    const keys = new Set(['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:2:dead:beef:0:1'].map(clientKeyOf));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
  });
});
