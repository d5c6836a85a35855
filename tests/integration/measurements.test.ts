import { beforeAll, describe, expect, it } from 'vitest';
import { clockNow } from '@/lib/clock';
import { measurementsIn, saveTodaysMeasurements } from '@/lib/db/measurements';
import { exportMyData } from '@/lib/db/my-data';
import { bodyMeasurements } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { addDays, istDay } from '@/lib/domain/india-time';
import { measurementsSchema } from '@/lib/domain/measurements';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { createAuthUser } from '../support/db';

// Measurements (issue 43): one entry a day, changed that day only; the customer and their coach
// read them, nobody else; 'Download my data' carries them.

type User = { id: string };
let admin: User;
let coach: User;
let otherCoach: User;

const entry = (values: Record<string, string>) => measurementsSchema.parse(values);
const readAs = (reader: User, customer: User) => withUser(reader, (tx) => measurementsIn(tx, customer.id));

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

describe('measurements', () => {
  it('keeps one entry a day: saving again that day changes it, a field left empty clears it', async () => {
    const customer = await payingClientOf(admin, coach);
    const today = istDay(clockNow());
    await saveTodaysMeasurements(customer, entry({ waistCm: '91.46', hipsCm: '104' }), today);
    await saveTodaysMeasurements(customer, entry({ waistCm: '90.5', bodyFatPct: '33' }), today);
    expect(await readAs(customer, customer)).toEqual([
      { day: today, waistCm: 90.5, hipsCm: null, chestCm: null, armCm: null, thighCm: null, neckCm: null, bodyFatPct: 33 },
    ]);
  });

  it("refuses another day's entry: a past day stays as it was written", async () => {
    const customer = await payingClientOf(admin, coach);
    const yesterday = addDays(istDay(clockNow()), -1);
    await expect(saveTodaysMeasurements(customer, entry({ waistCm: '90' }), yesterday)).rejects.toThrow();
    await expect(
      withUser(customer, (tx) => tx.insert(bodyMeasurements).values({ userId: customer.id, day: yesterday, waistCm: 90 })),
    ).rejects.toThrow();
    expect(await readAs(customer, customer)).toEqual([]);
  });

  it('are read by the customer, their coach and an admin; not by another coach or another customer', async () => {
    const customer = await payingClientOf(admin, coach);
    await saveTodaysMeasurements(customer, entry({ waistCm: '84' }), istDay(clockNow()));
    expect(await readAs(coach, customer)).toHaveLength(1);
    expect(await readAs(admin, customer)).toHaveLength(1);
    expect(await readAs(otherCoach, customer)).toEqual([]);
    expect(await readAs(await createAuthUser(), customer)).toEqual([]);
    // Nor written for them by their coach.
    await expect(
      withUser(coach, (tx) =>
        tx.insert(bodyMeasurements).values({ userId: customer.id, day: addDays(istDay(clockNow()), 1), waistCm: 80 }),
      ),
    ).rejects.toThrow();
    expect(await readAs(customer, customer)).toMatchObject([{ waistCm: 84 }]);
  });

  it("are in 'Download my data'", async () => {
    const customer = await payingClientOf(admin, coach);
    await saveTodaysMeasurements(customer, entry({ neckCm: '33.5' }), istDay(clockNow()));
    const data = await exportMyData(customer);
    expect(data.measurements).toMatchObject([{ day: istDay(clockNow()), neckCm: 33.5 }]);
  });
});
