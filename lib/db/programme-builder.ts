import 'server-only';
import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXERCISE_LIBRARY, exerciseOf, type Limitation } from '@/lib/domain/exercises';
import { accepted, type Outcome, refused, type Refusal } from '@/lib/domain/outcome';
import {
  type AddExerciseInput,
  type AssignManyInput,
  type ExerciseFilters,
  firstPrescription,
  matchesExercise,
  MAX_EXERCISES,
  MAX_PHASES,
  MAX_WORKOUTS,
  type MoveExerciseInput,
  type PhaseInput,
  type PrescriptionInput,
  type ProgrammeDetailsInput,
  type RemovePartInput,
  type WorkoutInput,
} from '@/lib/domain/programme-builder';
import { customerLabel } from '@/lib/domain/phone';
import { programmeLength, type StoredProgramme } from '@/lib/domain/programmes';
import { rowsOf, type Tx } from './connection';
import { flaggedIn, limitationsIn, limitationsOfMany, programmeTreeIn } from './programmes';
import { loadRoster } from './roster';
import { programmeExercises, programmePhases, programmes, programmeWorkouts } from './schema';
import { type SessionUser, withUser } from './with-user';

/** The phases of the 45 days a new programme starts with, their workouts to add. */
const FIRST_PHASES = [
  { name: 'Foundation', days: 15 },
  { name: 'Build', days: 15 },
  { name: 'Transform', days: 15 },
] as const;

/** A template in the list of /coach/programmes. */
export interface ProgrammeListing {
  id: string;
  name: string;
  summary: string;
  builtIn: boolean;
  /** Made by the caller: theirs to delete. */
  mine: boolean;
  days: number;
  /** The fewest and most workouts a week across its phases. */
  workoutsAWeek: { min: number; max: number };
  /** The caller's clients following a copy of it now (an admin's: everyone's). */
  following: number;
}

/** The built-ins first, then the coaches' templates by name; what each holds in one query. */
export async function listProgrammes(user: SessionUser): Promise<ProgrammeListing[]> {
  const rows = rowsOf<{
    id: string;
    name: string;
    summary: string;
    built_in: boolean;
    mine: boolean;
    days: number;
    weekly: number[];
    following: number;
  }>(
    await withUser(user, (tx) =>
      tx.execute(sql`
        select p.id, p.name, p.summary, p.template_key is not null as built_in,
          p.created_by is not distinct from (select auth.uid()) as mine,
          (select coalesce(sum(ph.days), 0)::int from public.programme_phases ph where ph.programme_id = p.id) as days,
          (select coalesce(jsonb_agg((select coalesce(sum(cardinality(w.days)), 0)::int
              from public.programme_workouts w where w.phase_id = ph.id) order by ph.position), '[]')
            from public.programme_phases ph where ph.programme_id = p.id) as weekly,
          (select count(*)::int from public.programmes c
            where c.copied_from = p.id and c.replaced_at is null and c.client_id is not null) as following
        from public.programmes p
        where p.client_id is null
        order by p.template_key is null, p.name`),
    ),
  );
  return rows.map((row) => {
    const weekly = row.weekly;
    return {
      id: row.id,
      name: row.name,
      summary: row.summary,
      builtIn: row.built_in,
      mine: row.mine,
      days: row.days,
      workoutsAWeek: weekly.length ? { min: Math.min(...weekly), max: Math.max(...weekly) } : { min: 0, max: 0 },
      following: row.following,
    };
  });
}

/** A client the programme can be assigned to, with what it would ask of them. */
export interface AssignableClient {
  id: string;
  name: string;
  phone: string;
  limitations: Limitation[];
  /** Exercises of the programme flagged against their limitations. */
  flagged: number;
}

/** What /coach/programmes/[id] shows: the programme, its tree, and for a client's their limitations. */
export interface ProgrammeEditor {
  id: string;
  name: string;
  summary: string;
  builtIn: boolean;
  mine: boolean;
  needsClearance: boolean;
  /** The template it was copied from. */
  copiedFrom: string | null;
  /** A client's own copy: who, and the limitations every exercise is checked against. */
  client: { id: string; name: string; limitations: Limitation[] } | null;
  tree: StoredProgramme;
  days: number;
  /** A template's: the clients it may be assigned to. */
  clients: AssignableClient[];
  /** 'Search exercises' when open: the workout it adds to and what it found. */
  search: {
    workoutId: string;
    filters: ExerciseFilters;
    found: { id: string; name: string; hindi: string }[];
    more: number;
  } | null;
}

/** The template a programme was copied from. */
const source = alias(programmes, 'source');

/** A client as the staff pages name them: their profile's name, else their phone. */
export async function customerLabelIn(tx: Tx, customerId: string): Promise<string> {
  const [identity] = rowsOf<{ customer_name: string | null; customer_phone: string | null }>(
    await tx.execute(sql`select customer_name, customer_phone from public.client_identity(${customerId}::uuid)`),
  );
  return customerLabel(identity?.customer_name ?? null, identity?.customer_phone ?? null);
}

/** How many exercises 'Search exercises' lists; the coach narrows the search for the rest. */
export const SEARCH_SHOWN = 30;

export async function loadProgrammeEditor(
  user: SessionUser,
  programmeId: string,
  search: { workoutId: string; filters: ExerciseFilters } | null,
): Promise<ProgrammeEditor | null> {
  const stored = await withUser(user, async (tx) => {
    const [row] = await tx
      .select({ programme: programmes, copiedFrom: source.name })
      .from(programmes)
      .leftJoin(source, eq(source.id, programmes.copiedFrom))
      .where(eq(programmes.id, programmeId));
    return row;
  });
  if (!stored) return null;
  const { programme, copiedFrom } = stored;
  // 'Assign' lists the caller's roster under a template; a client's copy names its one client.
  const roster = programme.clientId === null ? await loadRoster(user) : [];
  return withUser(user, async (tx) => {
    const tree = await programmeTreeIn(tx, programme.id);
    const client = programme.clientId
      ? {
          id: programme.clientId,
          name: await customerLabelIn(tx, programme.clientId),
          limitations: (await limitationsIn(tx, programme.clientId)).current,
        }
      : null;
    const limitations = await limitationsOfMany(
      tx,
      roster.map((entry) => entry.customerId),
    );
    const workoutIds = tree.phases.flatMap((phase) => phase.workouts.map((workout) => workout.id));
    const found =
      search && workoutIds.includes(search.workoutId) ? EXERCISE_LIBRARY.filter((e) => matchesExercise(e, search.filters)) : null;
    return {
      id: programme.id,
      name: programme.name,
      summary: programme.summary,
      builtIn: programme.templateKey !== null,
      mine: programme.createdBy === user.id,
      needsClearance: programme.needsClearance,
      copiedFrom,
      client,
      tree,
      days: programmeLength(tree),
      clients: client
        ? []
        : roster.map((entry) => {
            const current = limitations.get(entry.customerId)?.current ?? [];
            return {
              id: entry.customerId,
              name: entry.customer,
              phone: entry.phone,
              limitations: current,
              flagged: flaggedIn(tree, current).length,
            };
          }),
      search:
        search && found
          ? {
              workoutId: search.workoutId,
              filters: search.filters,
              found: found.slice(0, SEARCH_SHOWN).map(({ id, name, hindi }) => ({ id, name, hindi })),
              more: Math.max(0, found.length - SEARCH_SHOWN),
            }
          : null,
    };
  });
}

// ---------------------------------------------------------------- making and deleting templates

/** 'New programme': an empty template of the 45 days' three phases, the caller's; its id. */
export async function createProgramme(user: SessionUser, name: string): Promise<string> {
  return withUser(user, async (tx) => {
    const [made] = await tx.insert(programmes).values({ name, createdBy: user.id }).returning({ id: programmes.id });
    await tx
      .insert(programmePhases)
      .values(FIRST_PHASES.map((phase, i) => ({ programmeId: made!.id, position: i + 1, ...phase })));
    return made!.id;
  });
}

/** 'Copy': the caller's editable copy of a template, named '… (copy)'; undefined when there is none to copy. */
export async function copyProgramme(user: SessionUser, programmeId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ copy: string | null }>(
    await withUser(user, (tx) =>
      tx.execute(sql`select public.copy_programme_template(p.id, left(p.name, 73) || ' (copy)') as copy
        from public.programmes p where p.id = ${programmeId}::uuid`),
    ),
  );
  return row?.copy ?? undefined;
}

/** 'Delete': a template the caller made; its clients keep their copies. False when it is not theirs. */
export async function deleteProgramme(user: SessionUser, programmeId: string): Promise<boolean> {
  const deleted = await withUser(user, (tx) =>
    tx.delete(programmes).where(eq(programmes.id, programmeId)).returning({ id: programmes.id }),
  );
  return deleted.length === 1;
}

// ---------------------------------------------------------------- editing

type EditRefusal = Refusal<'gone' | 'builtIn'>;

/**
 * The programme the caller is about to change, or why not: gone (or not theirs to read) or a
 * built-in. Row-level security refuses the change itself to anyone else.
 */
async function editable(tx: Tx, programmeId: string): Promise<Outcome<{ clientId: string | null }, EditRefusal>> {
  const [programme] = await tx
    .select({ templateKey: programmes.templateKey, clientId: programmes.clientId })
    .from(programmes)
    .where(eq(programmes.id, programmeId));
  if (!programme) return refused('gone');
  if (programme.templateKey !== null) return refused('builtIn');
  return accepted({ clientId: programme.clientId });
}

/**
 * Runs a change to a programme: refused before it when the programme may not be changed, and
 * after it the programme is dated; a client's counts as reviewed by the coach who changed it.
 */
async function editing<R extends Refusal = never>(
  user: SessionUser,
  programmeId: string,
  change: (tx: Tx) => Promise<R | null>,
): Promise<Outcome<object, EditRefusal | R>> {
  return withUser(user, async (tx) => {
    const programme = await editable(tx, programmeId);
    if (programme.status === 'refused') return programme;
    const refusal = await change(tx);
    if (refusal) return refusal;
    const touched = await tx
      .update(programmes)
      .set({ updatedAt: sql`public.clock_now()` })
      .where(eq(programmes.id, programmeId))
      .returning({ id: programmes.id });
    if (touched.length === 0) return refused('gone');
    if (programme.clientId) await tx.execute(sql`select public.review_programme(${programme.clientId}::uuid)`);
    return accepted({});
  });
}

const gone = refused('gone');

export async function saveProgrammeDetails(user: SessionUser, input: ProgrammeDetailsInput) {
  return editing<never>(user, input.programmeId, async (tx) => {
    await tx.update(programmes).set({ name: input.name, summary: input.summary }).where(eq(programmes.id, input.programmeId));
    return null;
  });
}

/** 'Add phase' or a phase's name and days changed. */
export async function savePhase(user: SessionUser, input: PhaseInput) {
  return editing(user, input.programmeId, async (tx): Promise<Refusal<'gone' | 'tooManyPhases'> | null> => {
    const where = eq(programmePhases.programmeId, input.programmeId);
    if (input.phaseId) {
      const saved = await tx
        .update(programmePhases)
        .set({ name: input.name, days: input.days })
        .where(and(where, eq(programmePhases.id, input.phaseId)))
        .returning({ id: programmePhases.id });
      return saved.length === 1 ? null : gone;
    }
    const [{ phases } = { phases: 0 }] = await tx.select({ phases: count() }).from(programmePhases).where(where);
    if (phases >= MAX_PHASES) return refused('tooManyPhases');
    await tx
      .insert(programmePhases)
      .values({ programmeId: input.programmeId, position: phases + 1, name: input.name, days: input.days });
    return null;
  });
}

/** 'Add workout' to a phase, or a workout's title and days changed; a day of the week holds one workout. */
export async function saveWorkout(user: SessionUser, input: WorkoutInput) {
  type Refused = Refusal<'gone' | 'tooManyWorkouts'> | (Refusal<'dayTaken'> & { day: number; title: string });
  return editing(user, input.programmeId, async (tx): Promise<Refused | null> => {
    const inPhase = and(eq(programmeWorkouts.programmeId, input.programmeId), eq(programmeWorkouts.phaseId, input.phaseId));
    const others = await tx
      .select({ id: programmeWorkouts.id, title: programmeWorkouts.title, days: programmeWorkouts.days })
      .from(programmeWorkouts)
      .where(input.workoutId ? and(inPhase, ne(programmeWorkouts.id, input.workoutId)) : inPhase);
    for (const other of others) {
      const day = input.days.find((d) => other.days.includes(d));
      if (day !== undefined) return { ...refused('dayTaken'), day, title: other.title };
    }
    if (input.workoutId) {
      const saved = await tx
        .update(programmeWorkouts)
        .set({ title: input.title, days: input.days })
        .where(and(inPhase, eq(programmeWorkouts.id, input.workoutId)))
        .returning({ id: programmeWorkouts.id });
      return saved.length === 1 ? null : gone;
    }
    if (others.length >= MAX_WORKOUTS) return refused('tooManyWorkouts');
    const [phase] = await tx
      .select({ id: programmePhases.id })
      .from(programmePhases)
      .where(and(eq(programmePhases.id, input.phaseId), eq(programmePhases.programmeId, input.programmeId)));
    if (!phase) return gone;
    await tx.insert(programmeWorkouts).values({
      programmeId: input.programmeId,
      phaseId: input.phaseId,
      position: others.length + 1,
      title: input.title,
      days: input.days,
    });
    return null;
  });
}

/** 'Add' from 'Search exercises': the exercise at the end of the workout, with its first prescription. */
export async function addExercise(user: SessionUser, input: AddExerciseInput) {
  return editing(user, input.programmeId, async (tx): Promise<Refusal<'gone' | 'tooManyExercises'> | null> => {
    const [workout] = await tx
      .select({ id: programmeWorkouts.id })
      .from(programmeWorkouts)
      .where(and(eq(programmeWorkouts.id, input.workoutId), eq(programmeWorkouts.programmeId, input.programmeId)));
    if (!workout) return gone;
    const [{ exercises } = { exercises: 0 }] = await tx
      .select({ exercises: count() })
      .from(programmeExercises)
      .where(eq(programmeExercises.workoutId, input.workoutId));
    if (exercises >= MAX_EXERCISES) return refused('tooManyExercises');
    const prescription = firstPrescription(exerciseOf(input.exerciseId));
    await tx.insert(programmeExercises).values({
      programmeId: input.programmeId,
      workoutId: input.workoutId,
      position: exercises + 1,
      exerciseId: input.exerciseId,
      ...prescription,
    });
    return null;
  });
}

/** An exercise's prescription, effort, note, superset and progression as the coach wrote them. */
export async function savePrescription(user: SessionUser, input: PrescriptionInput) {
  return editing(user, input.programmeId, async (tx) => {
    const saved = await tx
      .update(programmeExercises)
      .set({ ...input.prescription, superset: input.superset, rpe: input.rpe, note: input.note })
      .where(and(eq(programmeExercises.id, input.slotId), eq(programmeExercises.programmeId, input.programmeId)))
      .returning({ id: programmeExercises.id });
    return saved.length === 1 ? null : gone;
  });
}

/** 'Move up' or 'Move down': the exercise changes places with its neighbour (nothing past either end). */
export async function moveExercise(user: SessionUser, input: MoveExerciseInput) {
  return editing(user, input.programmeId, async (tx) => {
    const [slot] = await tx
      .select({ workoutId: programmeExercises.workoutId, position: programmeExercises.position })
      .from(programmeExercises)
      .where(and(eq(programmeExercises.id, input.slotId), eq(programmeExercises.programmeId, input.programmeId)));
    if (!slot) return gone;
    const position = slot.position + (input.direction === 'up' ? -1 : 1);
    const neighbour = and(eq(programmeExercises.workoutId, slot.workoutId), eq(programmeExercises.position, position));
    // The unique (workout, position) is checked at commit, after both moves.
    const moved = await tx
      .update(programmeExercises)
      .set({ position: slot.position })
      .where(neighbour)
      .returning({ id: programmeExercises.id });
    if (moved.length === 1) await tx.update(programmeExercises).set({ position }).where(eq(programmeExercises.id, input.slotId));
    return null;
  });
}

/** 'Remove' a phase (not the last), a workout or an exercise; those after it move up. */
export async function removePart(user: SessionUser, input: RemovePartInput) {
  return editing(user, input.programmeId, async (tx): Promise<Refusal<'gone' | 'lastPhase'> | null> => {
    switch (input.part) {
      case 'phase': {
        const phases = await tx
          .select({ id: programmePhases.id, position: programmePhases.position })
          .from(programmePhases)
          .where(eq(programmePhases.programmeId, input.programmeId))
          .orderBy(asc(programmePhases.position));
        const phase = phases.find((p) => p.id === input.id);
        if (!phase) return gone;
        if (phases.length === 1) return refused('lastPhase');
        await tx.delete(programmePhases).where(eq(programmePhases.id, phase.id));
        await tx
          .update(programmePhases)
          .set({ position: sql`${programmePhases.position} - 1` })
          .where(and(eq(programmePhases.programmeId, input.programmeId), gt(programmePhases.position, phase.position)));
        return null;
      }
      case 'workout': {
        const [workout] = await tx
          .delete(programmeWorkouts)
          .where(and(eq(programmeWorkouts.id, input.id), eq(programmeWorkouts.programmeId, input.programmeId)))
          .returning();
        if (!workout) return gone;
        await tx
          .update(programmeWorkouts)
          .set({ position: sql`${programmeWorkouts.position} - 1` })
          .where(and(eq(programmeWorkouts.phaseId, workout.phaseId), gt(programmeWorkouts.position, workout.position)));
        return null;
      }
      case 'exercise': {
        const [slot] = await tx
          .delete(programmeExercises)
          .where(and(eq(programmeExercises.id, input.id), eq(programmeExercises.programmeId, input.programmeId)))
          .returning();
        if (!slot) return gone;
        await tx
          .update(programmeExercises)
          .set({ position: sql`${programmeExercises.position} - 1` })
          .where(and(eq(programmeExercises.workoutId, slot.workoutId), gt(programmeExercises.position, slot.position)));
        return null;
      }
    }
  });
}

// ---------------------------------------------------------------- assigning

/** 'Assign': each client ticked gets their own copy, from the day chosen or their day 1; how many, 0 when refused. */
export async function assignToClients(user: SessionUser, input: AssignManyInput): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await withUser(user, (tx) =>
      tx.execute(
        sql`select public.assign_programme(${input.programmeId}::uuid, array[${sql.join(
          input.customerIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[], ${input.startsOn}::date) as count`,
      ),
    ),
  );
  return row?.count ?? 0;
}
