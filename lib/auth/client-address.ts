/**
 * The client's address from X-Forwarded-For as scripts/serve.mjs leaves it: the socket's address
 * last, and before it one entry per proxy in front. With `hops` trusted proxies (TRUST_PROXY_HOPS)
 * the client is the entry that many places left of the socket's; entries further left are the
 * client's own words and never read. Without the header (another server): 'unknown'.
 */
export function clientAddressFrom(forwardedFor: string | null, hops: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
}

/** TRUST_PROXY_HOPS: how many proxies in front add to X-Forwarded-For (0 when the app faces the internet). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUST_PROXY_HOPS ?? 0);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUST_PROXY_HOPS must be 0 to 10, got '${env.TRUST_PROXY_HOPS}'`);
  return hops;
}
