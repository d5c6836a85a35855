import { isIPv6 } from 'node:net';
import { type Env, settings } from '@/lib/settings';

/**
 * The client's address from X-Forwarded-For. Next's server passes the header on as it arrived
 * and fills in the socket's address only when there was none. Each of the `hops` trusted proxies
 * in front (TRUST_PROXY_HOPS) appends the address it was reached from, so the client is the
 * `hops`-th entry from the right; the entries left of it are the client's own words and never
 * read. With no proxy (0: development), the rightmost entry: the socket's address unless the
 * client sent a header of its own. Fewer entries than hops: the leftmost there is. Without the
 * header: 'unknown'.
 */
export function clientAddressFrom(forwardedFor: string | null, hops: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - Math.max(1, hops))] ?? 'unknown';
}

/** TRUST_PROXY_HOPS: how many proxies in front append to X-Forwarded-For (1 in production, 0 otherwise, by default). */
export function trustedProxyHops(env?: Env): number {
  return settings(env).TRUST_PROXY_HOPS;
}

/**
 * The key rate limits and caps count a client by. An IPv6 client gets a whole /64 (one home or
 * phone has them all, and picks a new address at will), so the key is that prefix; an
 * IPv4-mapped address is its IPv4. Anything else is its own key.
 */
export function clientKeyOf(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  // An embedded IPv4 tail (a.b.c.d) takes two groups; it only ever falls in the host half.
  const width = after.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const full = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - width).fill('0'), ...after];
  const prefix = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
