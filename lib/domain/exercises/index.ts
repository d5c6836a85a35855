/**
 * The exercise library (issue 41): the project's own exercises, and what a limitation does to
 * them. Pure: no React, no I/O.
 */
import { EXERCISES as LOWER_CORE } from './library-lower-core';
import { EXERCISES as UPPER_CARDIO } from './library-upper-cardio';
import { EXERCISES as WARM_UP_COOL_DOWN } from './library-warmup-cooldown';
import { type Equipment, SAFETY_FLAGS, type Exercise, type SafetyFlag } from './types';

export * from './types';

export const EXERCISE_LIBRARY: readonly Exercise[] = [...WARM_UP_COOL_DOWN, ...LOWER_CORE, ...UPPER_CARDIO];

const BY_ID = new Map(EXERCISE_LIBRARY.map((exercise) => [exercise.id, exercise]));

export function exerciseOf(id: string): Exercise {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown exercise ${id}`);
  return found;
}

export const isExerciseId = (id: string) => BY_ID.has(id);

/** A limitation of a client is one of the library's safety flags, confirmed by the coach. */
export type Limitation = SafetyFlag;
export const LIMITATIONS = SAFETY_FLAGS;
export const LIMITATION_LABEL: Record<Limitation, string> = {
  knees: 'Knees',
  'lower-back': 'Lower back',
  shoulders: 'Shoulders',
  wrists: 'Wrists',
  pregnancy: 'Pregnancy or a recent birth',
  'high-blood-pressure': 'High blood pressure',
};

/** The client's limitations this exercise is flagged against: each one a warning to the coach. */
export const conflictsOf = (exercise: Pick<Exercise, 'flags'>, limitations: readonly Limitation[]) =>
  exercise.flags.filter((flag) => limitations.includes(flag));

/**
 * What the coach is offered instead of an exercise flagged against the client's limitations: the
 * substitutes the library lists for those flags that are not themselves flagged against any of
 * them, in the library's order of listing. Empty when the exercise suits the client.
 */
export function substitutesFor(
  exercise: Exercise,
  limitations: readonly Limitation[],
  equipment?: ReadonlySet<Equipment>,
): Exercise[] {
  const ids = new Set(conflictsOf(exercise, limitations).flatMap((flag) => exercise.substitutes[flag] ?? []));
  return [...ids]
    .map(exerciseOf)
    .filter((substitute) => conflictsOf(substitute, limitations).length === 0 && fitsKit(substitute, equipment));
}

/** What any home has: the floor, a mat, a chair. */
const AT_HAND: readonly Equipment[] = ['none', 'mat', 'chair'];

/**
 * What a plan's exercises use, with what any home has: a substitute offered in a plan needs
 * nothing more (a home plan is never offered a machine).
 */
export const kitOf = (exerciseIds: Iterable<string>): ReadonlySet<Equipment> =>
  new Set([...AT_HAND, ...[...exerciseIds].map((id) => exerciseOf(id).equipment)]);

/** Whether an exercise needs nothing beyond the kit (no kit given: anything fits). */
export const fitsKit = (exercise: Pick<Exercise, 'equipment'>, kit?: ReadonlySet<Equipment>) =>
  !kit || kit.has(exercise.equipment);

/**
 * Words in the profile's injury and medical fields that propose a limitation, in English,
 * Hinglish and Hindi. The coach confirms or clears each: a proposal, never a diagnosis.
 */
const LIMITATION_WORDS: Record<Limitation, RegExp> = {
  knees: /\bknees?\b|\bacl\b|menisc|patell|\bghut?n|घुटन/i,
  'lower-back':
    /\b(lower|low) back\b|\bback ?(pain|ache|injury)|backache|\bslip(ped)? ?disc|\bdisc\b|sciatica|spondyl|lumbar|\bl[45]\b|\bkamar|कमर/i,
  shoulders: /\bshoulders?\b|rotator|\bkandh|कंध/i,
  wrists: /\bwrists?\b|carpal|\bkala(i|ee)\b|कलाई/i,
  pregnancy:
    /pregnan|post-?partum|post-?natal|\bc-?section|caesarean|cesarean|\bdelivery\b|\bdelivered\b|\bgarbh|गर्भ|प्रेग्नें|डिलीवरी/i,
  'high-blood-pressure':
    /\bhigh (blood )?pressure|hypertension|\bhigh bp\b|(?<!\blow )\bbp\b|\bhbp\b|(?<!(निम्न|लो) )रक्तचाप|हाई बीपी/i,
};

export function proposedLimitations(...fields: readonly (string | null | undefined)[]): Limitation[] {
  const words = fields.filter(Boolean).join('\n');
  return LIMITATIONS.filter((limitation) => LIMITATION_WORDS[limitation].test(words));
}
