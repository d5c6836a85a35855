import 'server-only';
import { settings } from '@/lib/settings';

/**
 * How far the server's clock runs ahead of the real time (behind, if negative): nothing, unless
 * CLOCK_START (outside production) sets the instant the clock read when this process started.
 * The database reads the same time through public.clock_now(), whose offset lib/db/start.ts
 * writes at start, so the app and SQL agree about the day in India.
 */
export function clockAheadMs(): number {
  const start = settings().CLOCK_START;
  // performance.timeOrigin: when this process started, the same for every module that asks.
  return start ? start.getTime() - performance.timeOrigin : 0;
}

/** The server's time: what every date the server decides on starts from. Durations use performance.now(). */
export function clockNow(): Date {
  return new Date(Date.now() + clockAheadMs());
}
