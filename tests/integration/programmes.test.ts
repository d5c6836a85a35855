import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockNow } from '@/lib/clock';
import { rowsOf, type Tx } from '@/lib/db/connection';
import { loadDashboard } from '@/lib/db/dashboard';
import { getDatabase } from '@/lib/db/database';
import {
  clientLimitations,
  programmeExercises,
  programmes,
  programmeWorkouts,
  workoutSessions,
  workoutSets,
} from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { sessionsIn } from '@/lib/db/workouts';
import { addDays, istDay } from '@/lib/domain/india-time';
import { TEMPLATE_KEYS, type TemplateKey } from '@/lib/domain/programme-choice';
import { PROGRAMME_TEMPLATES } from '@/lib/domain/programme-templates';
import type { ProgrammeShape } from '@/lib/domain/programmes';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { createAuthUser, expectRefused } from '../support/db';

// Programmes in the database (issue 41): the built-ins as lib/domain writes them, copies that
// are each their own, and who may read, change and log what.

type User = { id: string };

let admin: User;
let coachA: User;
let coachB: User;
/** Coach A's client, with a plan. */
let client: User;
/** Coach B's client, with a plan. */
let other: User;

/** A customer who paid (and so has the default programme a payment gives), coached by `coach`. */
const payingClient = (coach: User) => payingClientOf(admin, coach);

const one = async <Row>(tx: Tx, query: ReturnType<typeof sql>) => rowsOf<Row>(await tx.execute(query))[0];

/** The tree as the caller reads it, without the rows' ids: comparable with lib/domain's shapes. */
async function treeOf(caller: User, programmeId: string): Promise<ProgrammeShape> {
  const row = await withUser(caller, (tx) =>
    one<{ tree: ProgrammeShape }>(tx, sql`select public.programme_tree(${programmeId}::uuid) as tree`),
  );
  return JSON.parse(JSON.stringify(row!.tree, (key, value) => (key === 'id' ? undefined : value)));
}

const builtIn = async (key: TemplateKey) => {
  const { db } = await getDatabase();
  const [row] = await db.select().from(programmes).where(eq(programmes.templateKey, key));
  return row!;
};

const currentOf = async (customer: User) => {
  const { db } = await getDatabase();
  return db
    .select()
    .from(programmes)
    .where(and(eq(programmes.clientId, customer.id), isNull(programmes.replacedAt)));
};

const callAs = <Row>(caller: User, query: ReturnType<typeof sql>) => withUser(caller, (tx) => one<Row>(tx, query));

beforeAll(async () => {
  ({ admin, coach: coachA, otherCoach: coachB } = await coachingTeam());
  client = await payingClient(coachA);
  other = await payingClient(coachB);
});

describe('the six built-ins', () => {
  it.each(TEMPLATE_KEYS)('%s is in the database as lib/domain writes it', async (key) => {
    const template = PROGRAMME_TEMPLATES[key];
    const row = await builtIn(key);
    expect(row).toMatchObject({ name: template.name, summary: template.summary, needsClearance: template.needsClearance });
    expect(await treeOf(coachA, row.id)).toEqual({ phases: template.phases });
  });

  it('staff read them; a customer does not', async () => {
    const { id } = await builtIn('home-beginner');
    expect((await treeOf(client, id)).phases).toEqual([]);
    await expect(withUser(client, (tx) => tx.select().from(programmes).where(eq(programmes.id, id)))).resolves.toEqual([]);
  });

  it('nobody edits a built-in, staff included: they copy it', async () => {
    const { id } = await builtIn('home-beginner');
    const changed = await withUser(admin, (tx) =>
      tx.update(programmeExercises).set({ sets: 9 }).where(eq(programmeExercises.programmeId, id)).returning(),
    );
    expect(changed).toEqual([]);
    const renamed = await withUser(admin, (tx) =>
      tx.update(programmes).set({ name: 'Mine' }).where(eq(programmes.id, id)).returning(),
    );
    expect(renamed).toEqual([]);
  });
});

describe('a coach copies a template and assigns it', () => {
  let copy: string;

  beforeAll(async () => {
    const { id } = await builtIn('home-beginner');
    const row = await callAs<{ copy: string }>(
      coachA,
      sql`select public.copy_programme_template(${id}::uuid, 'Asha home beginner') as copy`,
    );
    copy = row!.copy;
  });

  it('the copy is a template of its own, with the same days and exercises, that the coach edits', async () => {
    expect(await treeOf(coachA, copy)).toEqual({ phases: PROGRAMME_TEMPLATES['home-beginner'].phases });
    const [first] = await withUser(coachA, (tx) =>
      tx
        .update(programmeExercises)
        .set({ sets: 4 })
        .where(and(eq(programmeExercises.programmeId, copy), eq(programmeExercises.exerciseId, 'glute-bridge')))
        .returning(),
    );
    expect(first?.sets).toBe(4);
    // The built-in is as it was.
    expect(await treeOf(coachA, (await builtIn('home-beginner')).id)).toEqual({
      phases: PROGRAMME_TEMPLATES['home-beginner'].phases,
    });
  });

  it('assigning gives each client their own reviewed copy; editing one changes neither the template nor the other', async () => {
    const second = await payingClient(coachA);
    const assigned = await callAs<{ count: number }>(
      coachA,
      sql`select public.assign_programme(${copy}::uuid, array[${client.id}, ${second.id}]::uuid[], null) as count`,
    );
    expect(assigned?.count).toBe(2);
    const [mine] = await currentOf(client);
    const [theirs] = await currentOf(second);
    expect(mine).toMatchObject({ name: 'Asha home beginner', copiedFrom: copy, createdBy: coachA.id, reviewedBy: coachA.id });
    expect(mine!.reviewedAt).not.toBeNull();
    expect(await treeOf(client, mine!.id)).toEqual(await treeOf(coachA, copy));

    await withUser(coachA, (tx) =>
      tx.update(programmeExercises).set({ sets: 5, note: 'Slowly' }).where(eq(programmeExercises.programmeId, mine!.id)),
    );
    const notesOf = async (caller: User, programmeId: string) =>
      new Set(
        (await treeOf(caller, programmeId)).phases.flatMap((phase) =>
          phase.workouts.flatMap((workout) => workout.exercises.map((item) => item.note)),
        ),
      );
    expect(await notesOf(client, mine!.id)).toEqual(new Set(['Slowly']));
    expect(await notesOf(second, theirs!.id)).not.toContain('Slowly');
    expect(await notesOf(coachA, copy)).not.toContain('Slowly');
    expect(await treeOf(second, theirs!.id)).toEqual(await treeOf(coachA, copy));
  });

  it("assigning again replaces the current programme and keeps the old one; one set to start later is 'upcoming' on Today", async () => {
    const [before] = await currentOf(client);
    const later = addDays(istDay(clockNow()), 3);
    await callAs(
      coachA,
      sql`select public.assign_programme(${(await builtIn('low-impact')).id}::uuid, array[${client.id}]::uuid[], ${later}::date)`,
    );
    const [after] = await currentOf(client);
    expect(after).toMatchObject({ name: 'Low impact', startsOn: later });
    expect((await loadDashboard(client)).workout).toEqual({ kind: 'upcoming', startsOn: later });
    const { db } = await getDatabase();
    const [old] = await db.select().from(programmes).where(eq(programmes.id, before!.id));
    expect(old!.replacedAt).not.toBeNull();
  });

  it("a coach cannot assign to another coach's client, nor read, edit or copy into their programme", async () => {
    const refused = await callAs<{ count: number }>(
      coachA,
      sql`select public.assign_programme(${copy}::uuid, array[${client.id}, ${other.id}]::uuid[], null) as count`,
    );
    expect(refused?.count).toBe(0);
    await callAs(other, sql`select public.give_default_programme(${other.id}::uuid, 'home-beginner')`);
    const [theirs] = await currentOf(other);
    expect((await treeOf(coachA, theirs!.id)).phases).toEqual([]);
    const changed = await withUser(coachA, (tx) =>
      tx.update(programmeExercises).set({ sets: 9 }).where(eq(programmeExercises.programmeId, theirs!.id)).returning(),
    );
    expect(changed).toEqual([]);
    const [workout] = await withUser(coachB, (tx) =>
      tx.select().from(programmeWorkouts).where(eq(programmeWorkouts.programmeId, theirs!.id)).limit(1),
    );
    await expectRefused(
      withUser(coachA, (tx) =>
        tx.insert(programmeExercises).values({
          programmeId: theirs!.id,
          workoutId: workout!.id,
          position: 40,
          exerciseId: 'glute-bridge',
          sets: 3,
          repsMin: 10,
          repsMax: 12,
        }),
      ),
    );
  });

  it('a customer cannot assign, copy or edit, even their own programme', async () => {
    const [mine] = await currentOf(client);
    expect(
      (
        await callAs<{ count: number }>(
          client,
          sql`select public.assign_programme(${mine!.id}::uuid, array[${client.id}]::uuid[], null) as count`,
        )
      )?.count,
    ).toBe(0);
    expect(
      (await callAs<{ copy: string | null }>(client, sql`select public.copy_programme_template(${copy}::uuid, 'x') as copy`))
        ?.copy,
    ).toBeNull();
    const changed = await withUser(client, (tx) =>
      tx.update(programmeExercises).set({ sets: 1 }).where(eq(programmeExercises.programmeId, mine!.id)).returning(),
    );
    expect(changed).toEqual([]);
    await expectRefused(withUser(client, (tx) => tx.insert(programmes).values({ name: 'My own', createdBy: client.id })));
  });
});

describe('the default programme a paying customer gets', () => {
  it('follows the profile until a coach reviews it, and only with a plan', async () => {
    const customer = await payingClient(coachA);
    const give = (key: string) =>
      callAs<{ id: string | null }>(customer, sql`select public.give_default_programme(${customer.id}::uuid, ${key}) as id`);
    // The payment gave a beginner online the home plan; the same choice again changes nothing.
    const first = (await currentOf(customer))[0]!.id;
    expect((await currentOf(customer))[0]).toMatchObject({ name: 'Home beginner', reviewedAt: null });
    expect((await give('home-beginner'))!.id).toBe(first);
    const changed = (await give('low-impact'))!.id;
    expect(changed).not.toBe(first);
    expect((await currentOf(customer))[0]).toMatchObject({ name: 'Low impact', reviewedAt: null, createdBy: null });

    expect(await callAs<{ ok: boolean }>(coachB, sql`select public.review_programme(${customer.id}::uuid) as ok`)).toEqual({
      ok: false,
    });
    expect(await callAs<{ ok: boolean }>(coachA, sql`select public.review_programme(${customer.id}::uuid) as ok`)).toEqual({
      ok: true,
    });
    expect((await give('home-beginner'))!.id).toBe(changed);

    const noPlan = await createAuthUser();
    expect(await callAs(noPlan, sql`select public.give_default_programme(${noPlan.id}::uuid, 'home-beginner') as id`)).toEqual({
      id: null,
    });
    // Nobody gives one to someone else's customer.
    expect(await callAs(client, sql`select public.give_default_programme(${other.id}::uuid, 'low-impact') as id`)).toEqual({
      id: null,
    });
  });

  it("after pregnancy, the customer confirms a doctor's clearance, which a new assignment keeps", async () => {
    const customer = await payingClient(coachA);
    await callAs(customer, sql`select public.give_default_programme(${customer.id}::uuid, 'after-pregnancy')`);
    expect((await currentOf(customer))[0]).toMatchObject({ needsClearance: true, clearanceConfirmedAt: null });
    expect(await callAs(customer, sql`select public.confirm_my_clearance() as ok`)).toEqual({ ok: true });
    expect(await callAs(customer, sql`select public.confirm_my_clearance() as ok`)).toEqual({ ok: false });
    await callAs(
      coachA,
      sql`select public.assign_programme(${(await builtIn('after-pregnancy')).id}::uuid, array[${customer.id}]::uuid[], null)`,
    );
    expect((await currentOf(customer))[0]!.clearanceConfirmedAt).not.toBeNull();
  });
});

describe('sessions and sets', () => {
  let sessionId: string;

  beforeAll(async () => {
    const [session] = await withUser(client, (tx) =>
      tx.insert(workoutSessions).values({ userId: client.id, day: '2026-11-27', title: 'Full-body basics' }).returning(),
    );
    sessionId = session!.id;
    await withUser(client, (tx) =>
      tx.insert(workoutSets).values(
        [1, 2, 3].map((setNumber) => ({
          sessionId,
          userId: client.id,
          exerciseId: 'glute-bridge',
          setNumber,
          reps: 12,
          targetRepsMin: 10,
          targetRepsMax: 12,
        })),
      ),
    );
  });

  it("the client's coach reads them; another coach does not", async () => {
    const setsAs = (caller: User) =>
      withUser(caller, (tx) => tx.select().from(workoutSets).where(eq(workoutSets.sessionId, sessionId)));
    expect(await setsAs(coachA)).toHaveLength(3);
    expect(await setsAs(admin)).toHaveLength(3);
    expect(await setsAs(coachB)).toEqual([]);
    expect(await withUser(coachB, (tx) => tx.select().from(workoutSessions).where(eq(workoutSessions.id, sessionId)))).toEqual(
      [],
    );
  });

  it("the coach's page lists the session's sets against their target; another coach's lists nothing", async () => {
    const asCoach = await withUser(coachA, (tx) => sessionsIn(tx, client.id, '2026-11-01'));
    expect(asCoach).toMatchObject([
      {
        day: '2026-11-27',
        title: 'Full-body basics',
        state: { finished: false },
        exercises: [{ name: 'Glute bridge', sets: ['12 reps', '12 reps', '12 reps'], target: '10-12 reps' }],
      },
    ]);
    expect(await withUser(coachB, (tx) => sessionsIn(tx, client.id, '2026-11-01'))).toEqual([]);
  });

  it("nobody logs a set into someone else's session, and a coach logs none", async () => {
    await expect(
      withUser(other, (tx) =>
        tx.insert(workoutSets).values({ sessionId, userId: other.id, exerciseId: 'glute-bridge', setNumber: 4, reps: 1 }),
      ),
    ).rejects.toThrow();
    await expectRefused(
      withUser(coachA, (tx) =>
        tx.insert(workoutSets).values({ sessionId, userId: client.id, exerciseId: 'glute-bridge', setNumber: 4, reps: 1 }),
      ),
    );
  });

  it('a customer cannot write a coach comment; the coach comments by name, and only on their client', async () => {
    await expectRefused(
      withUser(client, (tx) =>
        tx.update(workoutSessions).set({ coachComment: 'Brilliant' }).where(eq(workoutSessions.id, sessionId)),
      ),
    );
    expect(await callAs(coachB, sql`select public.comment_workout_session(${sessionId}::uuid, 'Mine now') as ok`)).toEqual({
      ok: false,
    });
    expect(
      await callAs(coachA, sql`select public.comment_workout_session(${sessionId}::uuid, 'Good depth on the bridges') as ok`),
    ).toEqual({ ok: true });
    const [session] = await withUser(client, (tx) => tx.select().from(workoutSessions).where(eq(workoutSessions.id, sessionId)));
    expect(session).toMatchObject({ coachComment: 'Good depth on the bridges', commentedByName: 'Coach Asha' });
  });
});

describe('limitations', () => {
  it("the coach confirms one as themselves; the customer reads it; another coach can't set one", async () => {
    const [row] = await withUser(coachA, (tx) =>
      tx.insert(clientLimitations).values({ customerId: client.id, flag: 'knees', applies: true, setBy: coachA.id }).returning(),
    );
    expect(row).toMatchObject({ setByName: 'Coach Asha' });
    expect(
      await withUser(client, (tx) => tx.select().from(clientLimitations).where(eq(clientLimitations.customerId, client.id))),
    ).toMatchObject([{ flag: 'knees', applies: true }]);
    await expectRefused(
      withUser(coachB, (tx) =>
        tx.insert(clientLimitations).values({ customerId: client.id, flag: 'wrists', applies: true, setBy: coachB.id }),
      ),
    );
    await expectRefused(
      withUser(client, (tx) =>
        tx.insert(clientLimitations).values({ customerId: client.id, flag: 'wrists', applies: false, setBy: client.id }),
      ),
    );
  });
});
