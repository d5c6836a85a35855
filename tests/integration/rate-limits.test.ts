import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { rateLimits, takeRateLimit, withinLimits } from '@/lib/db/rate-limits';
import { rateLimitHits } from '@/lib/db/schema';

const rule = (limit: number) => ({ bucket: `test-${randomUUID()}`, limit, windowMs: 60_000 });

describe('rate limits', () => {
  it('allow up to the limit per subject, then refuse without recording', async () => {
    const perClient = rule(2);
    expect(await withinLimits([perClient, '203.0.113.7'])).toBe(true);
    expect(await withinLimits([perClient, '203.0.113.7'])).toBe(true);
    expect(await withinLimits([perClient, '203.0.113.7'])).toBe(false);
    expect(await withinLimits([perClient, '198.51.100.2'])).toBe(true);
    const { db } = await getDatabase();
    expect(await db.$count(rateLimitHits, eq(rateLimitHits.bucket, perClient.bucket))).toBe(3);
  });

  it('a global ceiling holds across clients', async () => {
    const ceiling = rule(3);
    const answers = [];
    for (const client of ['a', 'b', 'c', 'd', 'e']) answers.push(await withinLimits([rule(10), client], [ceiling, 'all']));
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it('holds under concurrent takes', async () => {
    const perClient = rule(5);
    const answers = await Promise.all(Array.from({ length: 12 }, () => withinLimits([perClient, 'same'])));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('prunes hits older than the window, of every subject of the bucket', async () => {
    const { db } = await getDatabase();
    const perClient = rule(10);
    await takeRateLimit(db, perClient, 'gone', new Date(Date.now() - 120_000));
    await takeRateLimit(db, perClient, 'other', new Date());
    expect(
      await db.$count(rateLimitHits, and(eq(rateLimitHits.bucket, perClient.bucket), eq(rateLimitHits.subject, 'gone'))),
    ).toBe(0);
  });

  it('reads the per-client limit and the hourly OTP ceiling from the settings', () => {
    expect(rateLimits({}).otpSendsPerClient.limit).toBe(60);
    expect(rateLimits({}).otpSendsInAll.limit).toBe(1000);
    const strict = rateLimits({ PER_CLIENT_HOURLY_LIMIT: '10', OTP_HOURLY_CEILING: '200' });
    expect(strict.otpSendsPerClient.limit).toBe(10);
    expect(strict.demoSignInsPerClient.limit).toBe(5);
    expect(strict.otpSendsInAll.limit).toBe(200);
    expect(() => rateLimits({ PER_CLIENT_HOURLY_LIMIT: 'lots' })).toThrow(/PER_CLIENT_HOURLY_LIMIT: must be a whole number/);
  });
});
