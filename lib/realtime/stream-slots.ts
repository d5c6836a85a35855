/**
 * Open live streams counted per person and per client address, on this app instance: each holds
 * a socket, a listener and reads, and free demo accounts make them cheap to open. A slot is
 * taken before a stream starts and given back when it ends.
 */
export class StreamSlots {
  private readonly byUser = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: () => { perUser: number; perAddress: number }) {}

  /** A release function for the slot, or null when the person or the address holds the most already. */
  take(userId: string, address: string): (() => void) | null {
    const { perUser, perAddress } = this.limits();
    if ((this.byUser.get(userId) ?? 0) >= perUser || (this.byAddress.get(address) ?? 0) >= perAddress) return null;
    bump(this.byUser, userId, 1);
    bump(this.byAddress, address, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      bump(this.byUser, userId, -1);
      bump(this.byAddress, address, -1);
    };
  }

  /** How many streams are open now, in all. */
  get open(): number {
    let total = 0;
    for (const count of this.byUser.values()) total += count;
    return total;
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
