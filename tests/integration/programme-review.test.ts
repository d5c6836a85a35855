import { beforeAll, describe, expect, it } from 'vitest';
import { loadClientPage } from '@/lib/db/client-page';
import { assignClientProgramme, confirmClientProgramme, setClientLimitations, swapClientExercise } from '@/lib/db/programmes';
import { myWorkoutDay } from '@/lib/db/workouts';
import { clockNow } from '@/lib/clock';
import { conflictsOf, exerciseOf } from '@/lib/domain/exercises';
import { addDays, istDay } from '@/lib/domain/india-time';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { expectRefused } from '../support/db';

// The coach's review of a client's workout plan (issue 41): the default a payment gave confirmed
// as it is, the limitations ruled on (an unreviewed plan follows them), and a flagged exercise
// swapped for one that suits, in every workout, by the client's own coach only.

type User = { id: string };

let admin: User;
let coach: User;
let otherCoach: User;

const payingClient = () => payingClientOf(admin, coach);

const planOf = async (client: User) => (await loadClientPage(coach, client.id))!.workoutPlan;

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

describe("a coach reviews a client's plan", () => {
  it("an unreviewed default follows the limitations the coach confirms: sore knees, 'Low impact'", async () => {
    const client = await payingClient();
    expect((await planOf(client)).plan).toMatchObject({ name: 'Home beginner', reviewedAt: null, flagged: [] });
    await setClientLimitations(coach, { customerId: client.id, applies: ['knees'] });
    const { plan, limitations } = await planOf(client);
    expect(plan).toMatchObject({ name: 'Low impact', reviewedAt: null, flagged: [] });
    expect(limitations).toMatchObject({ current: ['knees'], unconfirmed: [], ruled: { byName: 'Coach Asha' } });
  });

  it("'Confirm this plan' keeps it as it is: limitations confirmed later flag its exercises instead of changing it", async () => {
    const client = await payingClient();
    expect(await confirmClientProgramme(coach, client.id)).toBe(true);
    // Confirmed once: there is nothing left to confirm.
    expect(await confirmClientProgramme(coach, client.id)).toBe(false);
    await setClientLimitations(coach, { customerId: client.id, applies: ['knees'] });
    const { plan } = await planOf(client);
    expect(plan?.name).toBe('Home beginner');
    expect(plan?.reviewedAt).not.toBeNull();
    expect(plan?.flagged.length).toBeGreaterThan(0);
    for (const flagged of plan!.flagged) {
      expect(conflictsOf(exerciseOf(flagged.exerciseId), ['knees'])).toEqual(['knees']);
      for (const substitute of flagged.substitutes) expect(conflictsOf(exerciseOf(substitute.id), ['knees'])).toEqual([]);
    }
  });

  it("'Swap for …' changes the exercise in every workout of the client's plan, and only a substitute that suits", async () => {
    const client = await payingClient();
    await confirmClientProgramme(coach, client.id);
    await setClientLimitations(coach, { customerId: client.id, applies: ['knees'] });
    const [flagged] = (await planOf(client)).plan!.flagged;
    const substitute = flagged!.substitutes[0]!;
    // A substitute the library does not list for it is refused; so is an exercise the plan lacks.
    expect(
      await swapClientExercise(coach, { customerId: client.id, exerciseId: flagged!.exerciseId, substituteId: 'burpee' }),
    ).toBe(false);
    expect(
      await swapClientExercise(otherCoach, {
        customerId: client.id,
        exerciseId: flagged!.exerciseId,
        substituteId: substitute.id,
      }),
    ).toBe(false);
    expect(
      await swapClientExercise(coach, { customerId: client.id, exerciseId: flagged!.exerciseId, substituteId: substitute.id }),
    ).toBe(true);
    const after = (await planOf(client)).plan!;
    expect(after.flagged.map((f) => f.exerciseId)).not.toContain(flagged!.exerciseId);
    // The client's day shows the substitute wherever the flagged exercise was.
    const day = await myWorkoutDay(client, istDay(clockNow()));
    const ids = day?.workout?.items.map((item) => item.exercise.id) ?? [];
    expect(ids).not.toContain(flagged!.exerciseId);
  });

  it("'Assign' gives the client their own reviewed copy of a template from a chosen day; another coach's client is refused", async () => {
    const client = await payingClient();
    const { templates } = await planOf(client);
    // The six built-ins come first.
    expect(templates.slice(0, 6).map((t) => t.name)).toEqual(expect.arrayContaining(['Home beginner', 'Gym intermediate']));
    const gym = templates.find((t) => t.name === 'Gym intermediate')!;
    const later = addDays(istDay(clockNow()), 2);
    expect(await assignClientProgramme(coach, { customerId: client.id, programmeId: gym.id, startsOn: later })).toBe(true);
    expect((await planOf(client)).plan).toMatchObject({
      name: 'Gym intermediate',
      startsOn: later,
      reviewedAt: expect.any(String),
    });
    expect(await assignClientProgramme(otherCoach, { customerId: client.id, programmeId: gym.id, startsOn: null })).toBe(false);
    expect((await planOf(client)).plan?.startsOn).toBe(later);
  });

  it("another coach can neither confirm, rule on limitations nor read the client's plan", async () => {
    const client = await payingClient();
    expect(await confirmClientProgramme(otherCoach, client.id)).toBe(false);
    await expectRefused(setClientLimitations(otherCoach, { customerId: client.id, applies: ['wrists'] }));
    expect(await loadClientPage(otherCoach, client.id)).toBeNull();
    expect((await planOf(client)).limitations.ruled).toBeNull();
  });
});
