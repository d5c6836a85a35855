import { beforeAll, describe, expect, it } from 'vitest';
import { clockNow } from '@/lib/clock';
import { loadPlanPage } from '@/lib/db/dashboard';
import { addDays, istDay } from '@/lib/domain/india-time';
import {
  addExercise,
  assignToClients,
  copyProgramme,
  createProgramme,
  deleteProgramme,
  listProgrammes,
  loadProgrammeEditor,
  moveExercise,
  removePart,
  savePhase,
  savePrescription,
  saveProgrammeDetails,
  saveWorkout,
} from '@/lib/db/programme-builder';
import { currentProgrammeIn, setClientLimitations } from '@/lib/db/programmes';
import { withUser } from '@/lib/db/with-user';
import { MAX_WORKOUTS } from '@/lib/domain/programme-builder';
import { coachingTeam, payingClientOf } from '../support/coaching-team';

// The coach's programme builder (issue 41): templates made, copied, changed and deleted by coaches
// only (a built-in never), and assigned to many clients, each their own copy.

type User = { id: string };

let admin: User;
let coach: User;
let otherCoach: User;

const payingClient = (of: User = coach) => payingClientOf(admin, of);

const editorOf = async (user: User, id: string) => (await loadProgrammeEditor(user, id, null))!;
const builtIn = async (name: string) => (await listProgrammes(coach)).find((p) => p.builtIn && p.name === name)!;
const treeOf = async (customer: User) => (await withUser(coach, (tx) => currentProgrammeIn(tx, customer.id)))!;

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

describe('the programme builder', () => {
  it('lists the six built-ins first, and a copy of one is the coach’s own to change', async () => {
    const listed = await listProgrammes(coach);
    expect(listed.filter((p) => p.builtIn).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Home beginner', 'Home intermediate', 'Gym intermediate', 'Low impact', 'After pregnancy']),
    );
    expect(listed.slice(0, 6).every((p) => p.builtIn)).toBe(true);
    const homeBeginner = await builtIn('Home beginner');
    expect(homeBeginner).toMatchObject({ days: 45, mine: false });
    expect(homeBeginner.workoutsAWeek.min).toBeGreaterThanOrEqual(3);

    // A built-in is never changed.
    expect(await saveProgrammeDetails(coach, { programmeId: homeBeginner.id, name: 'Mine now', summary: '' })).toMatchObject({
      status: 'refused',
      reason: 'builtIn',
    });

    const copy = (await copyProgramme(coach, homeBeginner.id))!;
    const editor = await editorOf(coach, copy);
    expect(editor).toMatchObject({
      name: 'Home beginner (copy)',
      builtIn: false,
      mine: true,
      copiedFrom: 'Home beginner',
      days: 45,
    });
    const original = await editorOf(coach, homeBeginner.id);
    expect(editor.tree.phases.map((p) => p.workouts.map((w) => w.exercises.map((e) => e.exerciseId)))).toEqual(
      original.tree.phases.map((p) => p.workouts.map((w) => w.exercises.map((e) => e.exerciseId))),
    );
  });

  it('adds, prescribes, moves and removes exercises; a day of the week holds one workout', async () => {
    const id = await createProgramme(coach, 'Desk workers');
    let editor = await editorOf(coach, id);
    expect(editor.tree.phases.map((p) => [p.name, p.days])).toEqual([
      ['Foundation', 15],
      ['Build', 15],
      ['Transform', 15],
    ]);
    const foundation = editor.tree.phases[0]!;
    expect(
      await saveWorkout(coach, { programmeId: id, phaseId: foundation.id, workoutId: undefined, title: 'Legs', days: [1, 4] }),
    ).toMatchObject({
      status: 'ok',
    });
    expect(
      await saveWorkout(coach, { programmeId: id, phaseId: foundation.id, workoutId: undefined, title: 'Core', days: [2, 4] }),
    ).toEqual({
      status: 'refused',
      reason: 'dayTaken',
      day: 4,
      title: 'Legs',
    });
    editor = await editorOf(coach, id);
    const legs = editor.tree.phases[0]!.workouts[0]!;
    for (const exerciseId of ['glute-bridge', 'knee-plank', 'chair-squat']) {
      expect(await addExercise(coach, { programmeId: id, workoutId: legs.id, exerciseId })).toMatchObject({ status: 'ok' });
    }
    editor = await editorOf(coach, id);
    let slots = editor.tree.phases[0]!.workouts[0]!.exercises;
    expect(slots.map((s) => s.exerciseId)).toEqual(['glute-bridge', 'knee-plank', 'chair-squat']);
    // Counted exercises start at 3 × 8-12, held ones at 3 × 30 s.
    expect(slots[0]!.prescription).toMatchObject({ sets: 3, repsMin: 8, repsMax: 12, seconds: null });
    expect(slots[1]!.prescription).toMatchObject({ sets: 3, repsMin: null, seconds: 30 });

    const prescription = { sets: 3, repsMin: 12, repsMax: 12, seconds: null, kg: null, restSeconds: 45, progression: false };
    expect(
      await savePrescription(coach, {
        programmeId: id,
        slotId: slots[0]!.id,
        superset: false,
        rpe: 7,
        note: 'Squeeze at the top',
        prescription,
      }),
    ).toMatchObject({ status: 'ok' });
    expect(await moveExercise(coach, { programmeId: id, slotId: slots[2]!.id, direction: 'up' })).toMatchObject({ status: 'ok' });
    // The first one does not move further up.
    expect(await moveExercise(coach, { programmeId: id, slotId: slots[0]!.id, direction: 'up' })).toMatchObject({ status: 'ok' });
    expect(await removePart(coach, { programmeId: id, part: 'exercise', id: slots[1]!.id })).toMatchObject({ status: 'ok' });
    editor = await editorOf(coach, id);
    slots = editor.tree.phases[0]!.workouts[0]!.exercises;
    expect(slots.map((s) => s.exerciseId)).toEqual(['glute-bridge', 'chair-squat']);
    expect(slots[0]).toMatchObject({ rpe: 7, note: 'Squeeze at the top', prescription });

    // Another coach's template is theirs to change too (the team shares templates), but never to delete.
    expect(await savePhase(otherCoach, { programmeId: id, phaseId: foundation.id, name: 'Start', days: 14 })).toMatchObject({
      status: 'ok',
    });
    expect(await deleteProgramme(otherCoach, id)).toBe(false);
    // A phase goes with its workouts; the last phase stays.
    const phases = (await editorOf(coach, id)).tree.phases;
    for (const phase of phases.slice(1)) {
      expect(await removePart(coach, { programmeId: id, part: 'phase', id: phase.id })).toMatchObject({ status: 'ok' });
    }
    expect(await removePart(coach, { programmeId: id, part: 'phase', id: phases[0]!.id })).toMatchObject({
      status: 'refused',
      reason: 'lastPhase',
    });
    expect(await deleteProgramme(coach, id)).toBe(true);
    expect(await loadProgrammeEditor(coach, id, null)).toBeNull();
  });

  it('a phase holds one workout a day of the week at most', async () => {
    const id = await createProgramme(coach, 'Every day');
    const phase = (await editorOf(coach, id)).tree.phases[0]!;
    for (let day = 1; day <= MAX_WORKOUTS; day++) {
      expect(
        await saveWorkout(coach, { programmeId: id, phaseId: phase.id, workoutId: undefined, title: `Day ${day}`, days: [day] }),
      ).toMatchObject({
        status: 'ok',
      });
    }
    expect(
      await saveWorkout(coach, { programmeId: id, phaseId: phase.id, workoutId: undefined, title: 'One more', days: [1] }),
    ).toMatchObject({
      status: 'refused',
    });
  });

  it('a customer reads no template, and changes none', async () => {
    const customer = await payingClient();
    const homeBeginner = await builtIn('Home beginner');
    expect(await loadProgrammeEditor(customer, homeBeginner.id, null)).toBeNull();
    expect(await copyProgramme(customer, homeBeginner.id)).toBeUndefined();
    const id = await createProgramme(coach, 'Not for customers');
    expect(await saveProgrammeDetails(customer, { programmeId: id, name: 'Mine', summary: '' })).toMatchObject({
      status: 'refused',
      reason: 'gone',
    });
    expect(await deleteProgramme(customer, id)).toBe(false);
  });

  it('assigns to many: each client gets their own copy, changed apart from the template and each other', async () => {
    const [anita, bina] = [await payingClient(), await payingClient()];
    await setClientLimitations(coach, { customerId: anita.id, applies: ['knees'] });
    const homeBeginner = await builtIn('Home beginner');
    const template = (await copyProgramme(coach, homeBeginner.id))!;
    // The 'Assign' list warns on each client's flagged exercises before assigning.
    const listed = (await editorOf(coach, template)).clients;
    expect(listed.find((c) => c.id === anita.id)).toMatchObject({ limitations: ['knees'] });
    expect(listed.find((c) => c.id === anita.id)!.flagged).toBeGreaterThan(0);
    expect(listed.find((c) => c.id === bina.id)).toMatchObject({ limitations: [], flagged: 0 });

    // Not every one of them is the coach's: nothing is assigned.
    const stranger = await payingClient(otherCoach);
    expect(await assignToClients(coach, { programmeId: template, customerIds: [anita.id, stranger.id], startsOn: null })).toBe(0);
    expect(await assignToClients(coach, { programmeId: template, customerIds: [anita.id, bina.id], startsOn: null })).toBe(2);

    const anitaPlan = await treeOf(anita);
    const binaPlan = await treeOf(bina);
    expect(anitaPlan.programme).toMatchObject({ name: 'Home beginner (copy)', copiedFrom: template });
    expect(anitaPlan.programme.reviewedAt).not.toBeNull();
    expect(anitaPlan.programme.id).not.toBe(binaPlan.programme.id);

    // Editing Anita's plan changes neither the template nor Bina's.
    const anitaWorkout = anitaPlan.tree.phases[0]!.workouts[0]!;
    expect(
      await addExercise(coach, { programmeId: anitaPlan.programme.id, workoutId: anitaWorkout.id, exerciseId: 'glute-bridge' }),
    ).toMatchObject({
      status: 'ok',
    });
    const count = (tree: Awaited<ReturnType<typeof treeOf>>['tree']) => tree.phases[0]!.workouts[0]!.exercises.length;
    expect(count((await treeOf(anita)).tree)).toBe(count(binaPlan.tree) + 1);
    expect(count((await treeOf(bina)).tree)).toBe(count(binaPlan.tree));
    expect((await editorOf(coach, template)).tree.phases[0]!.workouts[0]!.exercises.length).toBe(count(binaPlan.tree));
    // The customer's day follows their own copy.
    // The client's copy opens in the builder with their limitations to check against.
    const anitaEditor = await editorOf(coach, anitaPlan.programme.id);
    // Named by her phone until her profile gives a name, for her coach and an admin alike.
    expect(anitaEditor.client).toMatchObject({
      id: anita.id,
      name: expect.stringMatching(/^\+91 \d{5} \d{5}$/),
      limitations: ['knees'],
    });
    expect(anitaEditor.clients).toEqual([]);
    expect((await editorOf(admin, anitaPlan.programme.id)).client!.name).toBe(anitaEditor.client!.name);
    // Another coach neither reads nor changes it.
    expect(await loadProgrammeEditor(otherCoach, anitaPlan.programme.id, null)).toBeNull();
  });

  it("a plan assigned from a later day: 'Plan' shows when it starts and its first workout", async () => {
    const client = await payingClient();
    const lowImpact = await builtIn('Low impact');
    const later = addDays(istDay(clockNow()), 3);
    expect(await assignToClients(coach, { programmeId: lowImpact.id, customerIds: [client.id], startsOn: later })).toBe(1);
    const page = await loadPlanPage(client);
    expect(page.workout).toBeNull();
    expect(page.upcomingWorkout).toMatchObject({ name: 'Low impact', startsOn: later, first: { day: 1 } });
    expect(page.upcomingWorkout!.first!.lines.length).toBeGreaterThan(1);
  });
});
