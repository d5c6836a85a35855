import 'server-only';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { type Env, settings } from '@/lib/settings';
import { getDatabase } from './database';
import type { Db, Tx } from './connection';
import { rateLimitHits } from './schema';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

const HOUR = 3_600_000;

/**
 * Per client address, generous enough for a carrier's shared (CGNAT) address, tight enough to
 * stop one machine from sending SMS or making accounts in bulk; PER_CLIENT_HOURLY_LIMIT sets it.
 * OTP_HOURLY_CEILING caps the SMS the whole app sends in an hour, since each one costs money.
 */
export function rateLimits(env?: Env) {
  const { PER_CLIENT_HOURLY_LIMIT: perClient, OTP_HOURLY_CEILING: ceiling } = settings(env);
  return {
    otpSendsPerClient: { bucket: 'otp-send-client', limit: perClient, windowMs: HOUR },
    otpSendsInAll: { bucket: 'otp-send-all', limit: ceiling, windowMs: HOUR },
    otpChecksPerClient: { bucket: 'otp-verify-client', limit: perClient * 2, windowMs: HOUR },
    demoSignInsPerClient: { bucket: 'anonymous-sign-in', limit: Math.ceil(perClient / 2), windowMs: HOUR },
    ordersPerClient: { bucket: 'order-client', limit: perClient, windowMs: HOUR },
    ordersPerCustomer: { bucket: 'order-customer', limit: 20, windowMs: HOUR },
    bookingsPerCustomer: { bucket: 'booking-customer', limit: 20, windowMs: HOUR },
    // A phone sends its outbox on reconnect, at start and on Background Sync: two a minute is plenty.
    outboxSendsPerCustomer: { bucket: 'outbox-customer', limit: 120, windowMs: HOUR },
    // Three poses a week is the use; a day of retakes is plenty beside it.
    photoUploadsPerCustomer: { bucket: 'photo-upload-customer', limit: 30, windowMs: HOUR },
    // A coach checks a full studio in, and may mistype: a batch of 200, twice over.
    checkInsPerStaff: { bucket: 'check-in-staff', limit: 400, windowMs: HOUR },
  } satisfies Record<string, RateLimitRule>;
}

/** The subject's hits in the rule's window ending at `now`. */
async function countHits(db: Db | Tx, rule: RateLimitRule, subject: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [used] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.subject, subject), gt(rateLimitHits.hitAt, since)));
  return used?.n ?? 0;
}

/**
 * A sliding-window limit kept in the database, so it holds across app instances and restarts.
 * Returns false, recording nothing, when the subject has used up its window. Each call also
 * drops the bucket's hits older than the window, so the table holds one window of hits.
 */
export async function takeRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}:${subject}`}))`);
    if ((await countHits(tx, rule, subject, now)) >= rule.limit) return false;
    await tx.insert(rateLimitHits).values({ bucket: rule.bucket, subject, hitAt: now });
    const since = new Date(now.getTime() - rule.windowMs);
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, rule.bucket), lt(rateLimitHits.hitAt, since)));
    return true;
  });
}

/** How many hits the subject has in the rule's window. */
export async function hitsInWindow(rule: RateLimitRule, subject: string, now = clockNow()): Promise<number> {
  const { db } = await getDatabase();
  return countHits(db, rule, subject, now);
}

/** Gives back one hit taken at `at`, when what it counted did not happen after all. */
export async function giveBackHit(rule: RateLimitRule, subject: string, at: Date): Promise<void> {
  const { db } = await getDatabase();
  await db.execute(sql`
    delete from auth_embedded.rate_limit_hits where ctid = (
      select ctid from auth_embedded.rate_limit_hits
      where bucket = ${rule.bucket} and subject = ${subject} and hit_at = ${at.toISOString()}
      limit 1)`);
}

/** Takes one hit of each limit in turn; false at the first one used up. */
export async function withinLimits(...hits: [rule: RateLimitRule, subject: string][]): Promise<boolean> {
  const { db } = await getDatabase();
  const now = clockNow();
  for (const [rule, subject] of hits) {
    if (!(await takeRateLimit(db, rule, subject, now))) return false;
  }
  return true;
}
