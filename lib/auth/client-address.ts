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
