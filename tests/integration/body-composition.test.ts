import { beforeAll, describe, expect, it } from 'vitest';
import { clockNow } from '@/lib/clock';
import { compositionChecksIn, recordCompositionCheck } from '@/lib/db/body-composition';
import { exportMyData } from '@/lib/db/my-data';
import { loadRoster } from '@/lib/db/roster';
import { bodyCompositionChecks } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { compositionCheckSchema } from '@/lib/domain/body-composition';
import { addDays, istDay } from '@/lib/domain/india-time';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { createAuthUser } from '../support/db';

// The body composition check (issue 43): the coach of an in-person client records it; the client
// and their coach read it, nobody else; the roster asks for one every 30 days; the export has it.

type User = { id: string };
let admin: User;
let coach: User;
let otherCoach: User;

const today = () => istDay(clockNow());
const check = (customer: User, values: Record<string, string> = {}) =>
  compositionCheckSchema.parse({ customerId: customer.id, day: today(), weightKg: '82.4', bodyFatPct: '34.1', ...values });
const readAs = (reader: User, customer: User) => withUser(reader, (tx) => compositionChecksIn(tx, customer.id));
const reasonsOf = async (reader: User, customer: User) =>
  (await loadRoster(reader)).find((row) => row.customerId === customer.id)?.reasons ?? null;

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

describe('body composition checks', () => {
  it('are recorded by the coach of an in-person client, one a day (saving the day again corrects it)', async () => {
    const customer = await payingClientOf(admin, coach, 'offline-3m');
    expect(await recordCompositionCheck(coach, check(customer), today())).toEqual({ status: 'ok' });
    expect(
      await recordCompositionCheck(coach, check(customer, { weightKg: '82.2', visceralFat: '11', bmrKcal: '1642' }), today()),
    ).toEqual({ status: 'ok' });
    expect(await readAs(customer, customer)).toEqual([
      { day: today(), weightKg: 82.2, bodyFatPct: 34.1, muscleMassKg: null, visceralFat: 11, bmrKcal: 1642 },
    ]);
  });

  it('are refused for an online client, a day outside the 14 before today, and a client of another coach', async () => {
    const online = await payingClientOf(admin, coach);
    expect(await recordCompositionCheck(coach, check(online), today())).toEqual({ status: 'refused', reason: 'notStudio' });
    const studio = await payingClientOf(admin, coach, 'offline-6m');
    const tooEarly = addDays(today(), -15);
    expect(await recordCompositionCheck(coach, check(studio, { day: tooEarly }), today())).toEqual({
      status: 'refused',
      reason: 'day',
    });
    // The day's window is the database's too, and so is whose client it is.
    await expect(
      withUser(coach, (tx) =>
        tx.insert(bodyCompositionChecks).values({ userId: studio.id, day: tooEarly, weightKg: 80, recordedBy: coach.id }),
      ),
    ).rejects.toThrow();
    // Another coach reads none of the client's plans, so is refused before writing; the database refuses the row too.
    expect(await recordCompositionCheck(otherCoach, check(studio), today())).toMatchObject({ status: 'refused' });
    await expect(
      withUser(otherCoach, (tx) =>
        tx.insert(bodyCompositionChecks).values({ userId: studio.id, day: today(), weightKg: 80, recordedBy: otherCoach.id }),
      ),
    ).rejects.toThrow();
    // Nor may the customer write their own.
    await expect(
      withUser(studio, (tx) =>
        tx.insert(bodyCompositionChecks).values({ userId: studio.id, day: today(), weightKg: 80, recordedBy: studio.id }),
      ),
    ).rejects.toThrow();
    expect(await readAs(admin, studio)).toEqual([]);
  });

  it('are read by the customer, their coach and an admin; not by another coach or another customer', async () => {
    const customer = await payingClientOf(admin, coach, 'offline-3m');
    await recordCompositionCheck(coach, check(customer), today());
    for (const reader of [customer, coach, admin]) expect(await readAs(reader, customer)).toHaveLength(1);
    expect(await readAs(otherCoach, customer)).toEqual([]);
    expect(await readAs(await createAuthUser(), customer)).toEqual([]);
  });

  it("put 'Body composition check due' on the roster for an in-person client without one in 30 days", async () => {
    const studio = await payingClientOf(admin, coach, 'offline-3m');
    const online = await payingClientOf(admin, coach);
    expect(await reasonsOf(coach, studio)).toContain('Body composition check due');
    expect(await reasonsOf(coach, online)).not.toContain('Body composition check due');
    // A check 14 days ago is within the month; the client's summary follows each write.
    await recordCompositionCheck(coach, check(studio, { day: addDays(today(), -14) }), today());
    expect(await reasonsOf(coach, studio)).not.toContain('Body composition check due');
    expect(await reasonsOf(admin, studio)).not.toContain('Body composition check due');
  });

  it("are in 'Download my data'", async () => {
    const customer = await payingClientOf(admin, coach, 'offline-12m');
    await recordCompositionCheck(coach, check(customer, { muscleMassKg: '48.5' }), today());
    const data = await exportMyData(customer);
    expect(data.bodyCompositionChecks).toMatchObject([{ day: today(), weightKg: 82.4, muscleMassKg: 48.5 }]);
  });
});
