import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIMITATIONS, proposedLimitations, type Limitation } from '@/lib/domain/exercises';
import { packageById } from '@/lib/domain/packages';
import type { Experience } from '@/lib/domain/profile-schema';
import { defaultTemplateFor, type TemplateKey } from '@/lib/domain/programme-choice';
import type { StoredProgramme } from '@/lib/domain/programmes';
import { rowsOf, type Tx } from './connection';
import { currentTargets } from './coaching';
import { plansOf } from './plans';
import { clientLimitations, customerProfiles, programmes } from './schema';
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
}

interface Fitness {
  experience: Experience;
  injuryHistory: string | null;
  medicalIssues: string | null;
}

/** What the programme's choice reads of the profile: experience and the injury and medical words. */
async function fitnessOf(tx: Tx, customerId: string): Promise<Fitness | undefined> {
  const [profile] = await tx
    .select({
      experience: customerProfiles.workoutExperience,
      injuryHistory: customerProfiles.injuryHistory,
      medicalIssues: customerProfiles.medicalIssues,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, customerId));
  return profile;
}

/** The limitations of a customer whose profile's fitness words the caller has read. */
async function limitationsOf(tx: Tx, customerId: string, profile: Fitness | undefined): Promise<Limitations> {
  const ruled = await tx.select().from(clientLimitations).where(eq(clientLimitations.customerId, customerId));
  const ruling = new Map(ruled.map((row) => [row.flag, row.applies]));
  const proposed = new Set(proposedLimitations(profile?.injuryHistory, profile?.medicalIssues));
  const unconfirmed = LIMITATIONS.filter((flag) => proposed.has(flag) && !ruling.has(flag));
  return {
    current: LIMITATIONS.filter((flag) => ruling.get(flag) ?? proposed.has(flag)),
    unconfirmed,
  };
}

export async function limitationsIn(tx: Tx, customerId: string): Promise<Limitations> {
  return limitationsOf(tx, customerId, await fitnessOf(tx, customerId));
}

/**
 * The built-in a customer gets from their profile, their coach's level and their latest plan until
 * a coach reviews it (lib/domain/programme-choice). Before the profile is filled in: a beginner
 * with no limitations.
 */
async function defaultTemplateIn(tx: Tx, customerId: string): Promise<TemplateKey> {
  const profile = await fitnessOf(tx, customerId);
  const limitations = await limitationsOf(tx, customerId, profile);
  const targets = await currentTargets(tx, customerId);
  const latest = (await plansOf(tx, customerId)).at(-1);
  return defaultTemplateFor({
    packageType: latest ? packageById(latest.packageId).type : 'online',
    // The level the coach set among the client's targets, else the profile's.
    experience: targets.workoutPlan ?? profile?.experience ?? 'beginner',
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

/** The same in a transaction of its own: after the coach set the client's level among their targets. */
export async function giveDefaultProgramme(user: SessionUser, customerId: string): Promise<void> {
  await withUser(user, (tx) => giveDefaultProgrammeAs(tx, customerId));
}

/** The customer confirms a doctor's clearance for their current programme. */
export async function confirmMyClearance(user: SessionUser): Promise<void> {
  await withUser(user, (tx) => tx.execute(sql`select public.confirm_my_clearance()`));
}
