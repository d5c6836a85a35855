import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/reminders/run/route';
import { getDatabase } from '@/lib/db/database';
import { dueReminders } from '@/lib/db/schema';
import { istDay } from '@/lib/domain/india-time';
import { createAuthUser } from '../support/db';

// The scheduler's way in (Vercel Cron, Supabase pg_cron): one run of the reminders due, behind
// CRON_SECRET, for hosts where no worker process lives between requests.

const SECRET = 'a-cron-secret-of-at-least-32-characters';
const call = (method: typeof GET, authorization?: string) =>
  method(new Request('http://localhost/api/reminders/run', { headers: authorization ? { authorization } : {} }));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/api/reminders/run', () => {
  it('is not there without CRON_SECRET', async () => {
    vi.stubEnv('CRON_SECRET', '');
    expect((await call(GET, `Bearer ${SECRET}`)).status).toBe(404);
  });

  it('refuses a call without the secret, or with another', async () => {
    vi.stubEnv('CRON_SECRET', SECRET);
    for (const authorization of [undefined, SECRET, `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(1)}`, 'Basic abc']) {
      expect((await call(GET, authorization)).status, String(authorization)).toBe(401);
    }
  });

  it('with the secret, runs what is due now, by GET or POST', async () => {
    vi.stubEnv('CRON_SECRET', SECRET);
    const user = await createAuthUser();
    const { db } = await getDatabase();
    // A weigh-in reminder that fell due a minute ago (the customer has no device).
    await db
      .insert(dueReminders)
      .values({ userId: user.id, kind: 'weigh-in', day: istDay(new Date()), dueAt: new Date(Date.now() - 60_000) });
    const response = await call(GET, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const report = (await response.json()) as Record<string, number>;
    expect(Object.keys(report).sort()).toEqual(['failed', 'late', 'no-device', 'sent', 'skipped']);
    const rows = await db.select().from(dueReminders).where(eq(dueReminders.userId, user.id));
    expect(rows.map((row) => [row.kind, row.day, row.outcome])).toEqual([['weigh-in', istDay(new Date()), 'no-device']]);
    expect(report['no-device']).toBeGreaterThanOrEqual(1);
    // Nothing more is due: a second call, by POST, finds it done.
    expect((await call(POST, `Bearer ${SECRET}`)).status).toBe(200);
    expect((await db.select().from(dueReminders).where(eq(dueReminders.userId, user.id))).length).toBe(1);
  });
});
