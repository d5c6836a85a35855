import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connection';
import { rateLimitHits } from '@/lib/db/schema';

/**
 * A sliding-window limit kept in the database, so it holds across app instances and restarts.
 * Returns false, recording nothing, when the subject has used up its window.
 */
export async function takeRateLimit(
  db: Db,
  rule: { bucket: string; limit: number; windowMs: number },
  subject: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}:${subject}`}))`);
    const since = new Date(now.getTime() - rule.windowMs);
    const [used] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.subject, subject), gt(rateLimitHits.hitAt, since)));
    if ((used?.n ?? 0) >= rule.limit) return false;
    await tx.insert(rateLimitHits).values({ bucket: rule.bucket, subject, hitAt: now });
    await tx
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.subject, subject), lt(rateLimitHits.hitAt, since)));
    return true;
  });
}
