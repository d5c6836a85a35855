import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  conflictsOf,
  exerciseOf,
  kitOf,
  LIMITATIONS,
  proposedLimitations,
  substitutesFor,
  type Limitation,
} from '@/lib/domain/exercises';
import { packageById } from '@/lib/domain/packages';
import type { Experience } from '@/lib/domain/profile-schema';
import { defaultTemplateFor, type TemplateKey } from '@/lib/domain/programme-choice';
import {
  type AssignProgrammeInput,
  carriedPrescription,
  type LimitationsInput,
  type SwapExerciseInput,
} from '@/lib/domain/programme-review';
import { exerciseIdsIn, type StoredProgramme } from '@/lib/domain/programmes';
import { rowsOf, type Tx } from './connection';
import { plansOf } from './plans';
import { clientLimitations, customerProfiles, programmeExercises, programmes } from './schema';
import { type SessionUser, withUser } from './with-user';

/** A programme's phases, workouts and exercises, as far as the caller may read them. */
export async function programmeTreeIn(tx: Tx, programmeId: string): Promise<StoredProgramme> {
  const [row] = rowsOf<{ tree: StoredProgramme }>(
    await tx.execute(sql`select public.programme_tree(${programmeId}::uuid) as tree`),
  );
  return row?.tree ?? { phases: [] };
}

export type ProgrammeRow = typeof programmes.$inferSelect;

/** A customer's current programme with its tree, or undefined before they have one. */
export async function currentProgrammeIn(
  tx: Tx,
  customerId: string,
): Promise<{ programme: ProgrammeRow; tree: StoredProgramme } | undefined> {
  const [programme] = await tx
    .select()
    .from(programmes)
    .where(and(eq(programmes.clientId, customerId), isNull(programmes.replacedAt)));
  return programme && { programme, tree: await programmeTreeIn(tx, programme.id) };
}

/**
 * A customer's limitations: what the coach confirmed, and until the coach has ruled on one, what
 * the profile's injury and medical words propose.
 */
export interface Limitations {
  /** In force: confirmed by the coach, or proposed and not yet ruled on. */
  current: Limitation[];
  /** Proposed by the profile's words and not yet confirmed or cleared by the coach. */
  unconfirmed: Limitation[];
  /** Proposed by the profile's words, whether or not the coach has ruled on it. */
  proposed: Limitation[];
}

interface Fitness {
  experience: Experience;
  injuryHistory: string | null;
  medicalIssues: string | null;
}

const fitnessColumns = {
  experience: customerProfiles.workoutExperience,
  injuryHistory: customerProfiles.injuryHistory,
  medicalIssues: customerProfiles.medicalIssues,
};

/** What the programme's choice reads of the profile: experience and the injury and medical words. */
async function fitnessOf(tx: Tx, customerId: string): Promise<Fitness | undefined> {
  const [profile] = await tx.select(fitnessColumns).from(customerProfiles).where(eq(customerProfiles.userId, customerId));
  return profile;
}

/** The coach's rulings over the profile's proposals. */
function limitationsFrom(ruled: readonly { flag: Limitation; applies: boolean }[], profile: Fitness | undefined): Limitations {
  const ruling = new Map(ruled.map((row) => [row.flag, row.applies]));
  const proposed = proposedLimitations(profile?.injuryHistory, profile?.medicalIssues);
  return {
    current: LIMITATIONS.filter((flag) => ruling.get(flag) ?? proposed.includes(flag)),
    unconfirmed: proposed.filter((flag) => !ruling.has(flag)),
    proposed,
  };
}

/** The limitations of a customer whose profile's fitness words the caller has read. */
async function limitationsOf(tx: Tx, customerId: string, profile: Fitness | undefined): Promise<Limitations> {
  const ruled = await tx.select().from(clientLimitations).where(eq(clientLimitations.customerId, customerId));
  return limitationsFrom(ruled, profile);
}

/** The limitations of many customers in two queries (the builder's 'Assign' list). */
export async function limitationsOfMany(tx: Tx, customerIds: readonly string[]): Promise<Map<string, Limitations>> {
  if (customerIds.length === 0) return new Map();
  const profiles = await tx
    .select({ userId: customerProfiles.userId, ...fitnessColumns })
    .from(customerProfiles)
    .where(inArray(customerProfiles.userId, [...customerIds]));
  const ruled = await tx
    .select()
    .from(clientLimitations)
    .where(inArray(clientLimitations.customerId, [...customerIds]));
  return new Map(
    customerIds.map((id) => [
      id,
      limitationsFrom(
        ruled.filter((row) => row.customerId === id),
        profiles.find((profile) => profile.userId === id),
      ),
    ]),
  );
}

export async function limitationsIn(tx: Tx, customerId: string): Promise<Limitations> {
  return limitationsOf(tx, customerId, await fitnessOf(tx, customerId));
}

/**
 * The built-in a customer gets from their profile and their latest plan until a coach reviews it
 * (lib/domain/programme-choice). Before the profile is filled in: a beginner with no limitations.
 */
async function defaultTemplateIn(tx: Tx, customerId: string): Promise<TemplateKey> {
  const profile = await fitnessOf(tx, customerId);
  const limitations = await limitationsOf(tx, customerId, profile);
  const latest = (await plansOf(tx, customerId)).at(-1);
  return defaultTemplateFor({
    packageType: latest ? packageById(latest.packageId).type : 'online',
    experience: profile?.experience ?? 'beginner',
    limitations: limitations.current,
    medicalIssues: profile?.medicalIssues ?? null,
  });
}

/**
 * Gives a paying customer their default programme, or changes it to follow a changed profile
 * while no coach has reviewed it, with the server's own rights (in the payment's transaction).
 */
export async function giveDefaultProgrammeIn(tx: Tx, customerId: string): Promise<void> {
  const template = await defaultTemplateIn(tx, customerId);
  await tx.execute(sql`select public.default_programme_for(${customerId}::uuid, ${template})`);
}

/** The same as the customer (their profile saved) or their coach, under row-level security. */
export async function giveDefaultProgrammeAs(tx: Tx, customerId: string): Promise<void> {
  const template = await defaultTemplateIn(tx, customerId);
  await tx.execute(sql`select public.give_default_programme(${customerId}::uuid, ${template})`);
}

/** The customer confirms a doctor's clearance for their current programme. */
export async function confirmMyClearance(user: SessionUser): Promise<void> {
  await withUser(user, (tx) => tx.execute(sql`select public.confirm_my_clearance()`));
}

// ---------------------------------------------------------------- the coach's review

/** An exercise of the client's plan flagged against their limitations, with what suits them instead. */
export interface FlaggedExercise {
  exerciseId: string;
  name: string;
  flags: Limitation[];
  /** The workouts it is prescribed in, in the plan's order. */
  workouts: string[];
  substitutes: { id: string; name: string }[];
}

/** What the coach's client page shows of the client's workout plan and limitations. */
export interface ClientProgramme {
  plan: {
    id: string;
    name: string;
    /** Its own day 1, or null: the client's. */
    startsOn: string | null;
    /** When a coach assigned or confirmed it; null while it is the default a payment gave. */
    reviewedAt: string | null;
    needsClearance: boolean;
    clearanceConfirmed: boolean;
    flagged: FlaggedExercise[];
  } | null;
  /** The templates the coach may assign: the built-ins, then their own and their colleagues'. */
  templates: { id: string; name: string }[];
  limitations: Limitations & {
    /** The coach who last ruled on them, and when. */
    ruled: { byName: string | null; at: string } | null;
  };
}

export function flaggedIn(tree: StoredProgramme, limitations: readonly Limitation[]): FlaggedExercise[] {
  const kit = kitOf(exerciseIdsIn(tree));
  const flagged = new Map<string, FlaggedExercise>();
  for (const workout of tree.phases.flatMap((phase) => phase.workouts)) {
    for (const slot of workout.exercises) {
      const exercise = exerciseOf(slot.exerciseId);
      const flags = conflictsOf(exercise, limitations);
      if (flags.length === 0) continue;
      const entry = flagged.get(exercise.id) ?? {
        exerciseId: exercise.id,
        name: exercise.name,
        flags,
        workouts: [],
        substitutes: substitutesFor(exercise, limitations, kit).map(({ id, name }) => ({ id, name })),
      };
      if (!entry.workouts.includes(workout.title)) entry.workouts.push(workout.title);
      flagged.set(exercise.id, entry);
    }
  }
  return [...flagged.values()];
}

/** The client's workout plan and limitations as their coach reads them. */
export async function clientProgrammeIn(tx: Tx, customerId: string): Promise<ClientProgramme> {
  const profile = await fitnessOf(tx, customerId);
  const limitations = await limitationsOf(tx, customerId, profile);
  const [latest] = await tx
    .select({ byName: clientLimitations.setByName, at: clientLimitations.setAt })
    .from(clientLimitations)
    .where(eq(clientLimitations.customerId, customerId))
    .orderBy(desc(clientLimitations.setAt))
    .limit(1);
  const current = await currentProgrammeIn(tx, customerId);
  const programme = current?.programme;
  const templates = await tx
    .select({ id: programmes.id, name: programmes.name })
    .from(programmes)
    .where(isNull(programmes.clientId))
    .orderBy(sql`${programmes.templateKey} is null`, programmes.name);
  return {
    templates,
    plan: programme
      ? {
          id: programme.id,
          name: programme.name,
          startsOn: programme.startsOn,
          reviewedAt: programme.reviewedAt?.toISOString() ?? null,
          needsClearance: programme.needsClearance,
          clearanceConfirmed: programme.clearanceConfirmedAt !== null,
          flagged: flaggedIn(current.tree, limitations.current),
        }
      : null,
    limitations: {
      ...limitations,
      ruled: latest ? { byName: latest.byName, at: latest.at.toISOString() } : null,
    },
  };
}

/** 'Confirm this plan': the default the payment gave, as it is; false when there is none to confirm. */
export async function confirmClientProgramme(user: SessionUser, customerId: string): Promise<boolean> {
  const [row] = rowsOf<{ confirmed: boolean }>(
    await withUser(user, (tx) => tx.execute(sql`select public.review_programme(${customerId}::uuid) as confirmed`)),
  );
  return row?.confirmed === true;
}

/**
 * 'Save limitations': the coach rules on every limitation at once (those not ticked are cleared),
 * and a plan no coach has reviewed yet follows them (the knees' low-impact plan, say).
 */
export async function setClientLimitations(user: SessionUser, input: LimitationsInput): Promise<void> {
  await withUser(user, async (tx) => {
    await tx.delete(clientLimitations).where(eq(clientLimitations.customerId, input.customerId));
    await tx
      .insert(clientLimitations)
      .values(LIMITATIONS.map((flag) => ({ customerId: input.customerId, flag, applies: input.applies.includes(flag) })));
    await giveDefaultProgrammeAs(tx, input.customerId);
  });
}

/**
 * 'Swap for …': an exercise of the client's current plan flagged against their limitations becomes
 * one of the substitutes that suit them, in every workout, its prescription carried over; the plan
 * then counts as reviewed. False when the plan has no such exercise or the substitute does not suit.
 */
export async function swapClientExercise(user: SessionUser, input: SwapExerciseInput): Promise<boolean> {
  return withUser(user, async (tx) => {
    const current = await currentProgrammeIn(tx, input.customerId);
    if (!current) return false;
    const limitations = (await limitationsIn(tx, input.customerId)).current;
    const kit = kitOf(exerciseIdsIn(current.tree));
    const substitute = substitutesFor(exerciseOf(input.exerciseId), limitations, kit).find(({ id }) => id === input.substituteId);
    if (!substitute) return false;
    const slots = await tx
      .select()
      .from(programmeExercises)
      .where(and(eq(programmeExercises.programmeId, current.programme.id), eq(programmeExercises.exerciseId, input.exerciseId)));
    if (slots.length === 0) return false;
    for (const slot of slots) {
      const carried = carriedPrescription(slot, substitute);
      await tx
        .update(programmeExercises)
        .set({
          exerciseId: substitute.id,
          repsMin: carried.repsMin,
          repsMax: carried.repsMax,
          seconds: carried.seconds,
          kg: carried.kg,
        })
        .where(eq(programmeExercises.id, slot.id));
    }
    await tx.execute(sql`select public.review_programme(${input.customerId}::uuid)`);
    return true;
  });
}

/** 'Assign': the client's own copy of a template, from `startsOn` or their day 1; false when refused. */
export async function assignClientProgramme(user: SessionUser, input: AssignProgrammeInput): Promise<boolean> {
  const [row] = rowsOf<{ count: number }>(
    await withUser(user, (tx) =>
      tx.execute(
        sql`select public.assign_programme(${input.programmeId}::uuid, array[${input.customerId}]::uuid[], ${input.startsOn}::date) as count`,
      ),
    ),
  );
  return row?.count === 1;
}
