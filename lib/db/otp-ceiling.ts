import 'server-only';
import { clockNow } from '@/lib/clock';
import { getDatabase } from './database';
import { giveBackHit, hitsInWindow, rateLimits, takeRateLimit } from './rate-limits';

/** How close the app is to its hourly ceiling of sign-in codes (OTP_HOURLY_CEILING). */
export type OtpCeilingState = 'ok' | 'nearing' | 'reached';

/** From 80% of the ceiling the operator is told, before anyone is refused. */
const NEARING = 0.8;
const ALERT_EVERY_MS = 60_000;
const ALL = 'all';

export function otpCeilingStateOf(sent: number, ceiling: number): OtpCeilingState {
  if (sent >= ceiling) return 'reached';
  return sent >= Math.ceil(ceiling * NEARING) ? 'nearing' : 'ok';
}

const holder = globalThis as typeof globalThis & { __wellfitOtpCeilingAlerts?: Map<OtpCeilingState, number> };

/** One server log line a minute at most for each state, so an attack does not also flood the log. */
function alertOperator(state: OtpCeilingState, sent: number, ceiling: number): void {
  if (state === 'ok') return;
  const alerts = (holder.__wellfitOtpCeilingAlerts ??= new Map());
  const now = performance.now();
  const last = alerts.get(state);
  if (last !== undefined && now - last < ALERT_EVERY_MS) return;
  alerts.set(state, now);
  const what = state === 'reached' ? 'reached: sign-in codes are refused until the hour rolls on' : 'nearing';
  console.warn(`[otp-ceiling] ${what} (${sent} of ${ceiling} codes sent in the last hour; OTP_HOURLY_CEILING)`);
}

export async function otpCeilingState(): Promise<OtpCeilingState> {
  const { otpSendsInAll: rule } = rateLimits();
  return otpCeilingStateOf(await hitsInWindow(rule, ALL), rule.limit);
}

/**
 * Sends a code under the app's hourly ceiling, which counts only codes that went out: a send the
 * per-phone rules refuse (or that fails) gives its place back. Returns 'ceiling', without
 * sending, when the ceiling is reached.
 */
export async function sendWithinOtpCeiling<T extends { ok: boolean }>(
  send: () => Promise<T | null>,
): Promise<T | null | 'ceiling'> {
  const { otpSendsInAll: rule } = rateLimits();
  const { db } = await getDatabase();
  const at = clockNow();
  if (!(await takeRateLimit(db, rule, ALL, at))) {
    alertOperator('reached', rule.limit, rule.limit);
    return 'ceiling';
  }
  const sent = await send();
  if (!sent?.ok) {
    await giveBackHit(rule, ALL, at);
    return sent;
  }
  const count = await hitsInWindow(rule, ALL);
  alertOperator(otpCeilingStateOf(count, rule.limit), count, rule.limit);
  return sent;
}
