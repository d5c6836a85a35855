/**
 * A customer's workout on a day (issue 41): where the day falls in their programme, this week's
 * days, and each exercise of the day's workout with its target (from the last time it was done),
 * what was logged, and what it may be swapped for. Pure: no React, no I/O.
 */
import { conflictsOf, type Equipment, exerciseOf, type Exercise, fitsKit, kitOf, type Limitation } from './exercises';
import { addDays, daysBetween } from './india-time';
import { exerciseIdsIn, programmeDay, PROGRAMME_WEEK, weekOf, type StoredProgramme, type StoredWorkout } from './programmes';
import { nextTarget, type Prescription, workoutEstimate, type LoggedSet, type Target } from './progression';
import type { Feeling } from './workout-log';

/** One set as the customer logged it. */
export interface SetLog {
  setNumber: number;
  /** The exercise done: a swap makes it differ from the one prescribed. */
  exerciseId: string;
  reps: number | null;
  seconds: number | null;
  kg: number | null;
  skipped: boolean;
}

export interface WorkoutItem {
  /** The prescribed exercise's row: where its sets are logged. */
  slotId: string;
  exercise: Exercise;
  superset: boolean;
  sets: number;
  restSeconds: number;
  rpe: number | null;
  note: string;
  /** What each set aims for today. */
  target: Target;
  /** 'Last time: 3 × 10 at 5 kg', or null the first time. */
  lastTime: string | null;
  /** Today's sets, in order. */
  logged: SetLog[];
  /** What it may be swapped for: the library's substitutes that suit the customer's limitations. */
  swaps: Exercise[];
}

export type DayState = 'done' | 'missed' | 'today' | 'planned' | 'rest';

export interface WeekDay {
  day: string;
  title: string | null;
  state: DayState;
}

/** The day's session as logged: started with its first set, then finished with how it felt. */
export interface SessionState {
  finished: boolean;
  feeling: Feeling | null;
  minutes: number | null;
  kcal: number | null;
  coachComment: string | null;
  commentedByName: string | null;
}

export interface WorkoutDay {
  programme: {
    name: string;
    /** A doctor's clearance the programme asks for and the customer has not yet confirmed. */
    clearanceNeeded: boolean;
  };
  /** Today's session, once a set is logged. */
  session: SessionState | null;
  /** Day 1 is the programme's first. */
  programmeDay: number;
  week: number;
  phase: string;
  /** Past the 45 days: the last phase again. */
  maintenance: boolean;
  /** Today's workout, or null on a rest day. */
  workout: { id: string; title: string; items: WorkoutItem[]; minutes: number; kcal: number } | null;
  days: WeekDay[];
}

export interface WorkoutDayInput {
  programme: WorkoutDay['programme'];
  session: SessionState | null;
  tree: StoredProgramme;
  /** The programme's day 1, and today, as days in India. */
  startsOn: string;
  today: string;
  /** The days of this week a session was finished or any set logged. */
  daysDone: readonly string[];
  /** Today's sets, by the prescribed exercise's row. */
  todaysSets: Readonly<Record<string, readonly SetLog[]>>;
  /** Each exercise's sets the last time it was done before today, with their targets. */
  lastSets: Readonly<Record<string, readonly LoggedSet[]>>;
  limitations: readonly Limitation[];
  /** For the workout's kcal: the dashboard's Current Weight; null before any is known (a 70 kg adult is assumed). */
  weightKg: number | null;
}

/** A body weight for the estimates before the customer has logged one. */
export const ASSUMED_WEIGHT_KG = 70;

/** Null before the programme's first day. */
export function workoutDay(input: WorkoutDayInput): WorkoutDay | null {
  const dayNumber = daysBetween(input.startsOn, input.today) + 1;
  if (dayNumber < 1 || input.tree.phases.length === 0) return null;
  const today = programmeDay<StoredWorkout>(input.tree, dayNumber);
  const workout = today.workout;
  const kit = kitOf(exerciseIdsIn(input.tree));
  const items = workout ? workout.exercises.map((slot) => itemOf(slot, input, kit)) : [];
  const estimate = workoutEstimate(
    (workout?.exercises ?? []).map((slot) => {
      const { met, eachSide } = exerciseOf(slot.exerciseId);
      return { prescription: slot.prescription, met, eachSide };
    }),
    input.weightKg ?? ASSUMED_WEIGHT_KG,
  );
  const done = new Set(input.daysDone);
  return {
    programme: input.programme,
    session: input.session,
    programmeDay: dayNumber,
    week: today.week,
    phase: input.tree.phases[today.phaseIndex]!.name,
    maintenance: today.maintenance,
    workout: workout && { id: workout.id, title: workout.title, items, ...estimate },
    days: weekOf<StoredWorkout>(input.tree, dayNumber).map((day) => {
      const date = addDays(input.startsOn, day.day - 1);
      return { day: date, title: day.workout?.title ?? null, state: stateOf(date, input.today, day.workout !== null, done) };
    }),
  };
}

function itemOf(slot: StoredWorkout['exercises'][number], input: WorkoutDayInput, kit: ReadonlySet<Equipment>): WorkoutItem {
  const exercise = exerciseOf(slot.exerciseId);
  const last = input.lastSets[slot.exerciseId] ?? [];
  return {
    slotId: slot.id,
    exercise,
    superset: slot.superset,
    sets: slot.prescription.sets,
    restSeconds: slot.prescription.restSeconds,
    rpe: slot.rpe,
    note: slot.note,
    target: nextTarget(slot.prescription, exercise.equipment, last),
    lastTime: lastTimeText(last),
    logged: [...(input.todaysSets[slot.id] ?? [])].sort((a, b) => a.setNumber - b.setNumber),
    swaps: swapsFor(exercise, input.limitations, kit),
  };
}

/**
 * Every substitute the library lists for the exercise, whatever the flag, that suits the customer
 * and, given the plan's kit (kitOf), needs nothing the plan does not use. Logging a set checks
 * only the limitations: the kit narrows what is offered, not what is safe.
 */
export function swapsFor(exercise: Exercise, limitations: readonly Limitation[], kit?: ReadonlySet<Equipment>): Exercise[] {
  const ids = new Set(Object.values(exercise.substitutes).flat());
  return [...ids]
    .map(exerciseOf)
    .filter((substitute) => conflictsOf(substitute, limitations).length === 0 && fitsKit(substitute, kit));
}

function stateOf(day: string, today: string, planned: boolean, done: ReadonlySet<string>): DayState {
  if (done.has(day)) return 'done';
  if (day === today) return planned ? 'today' : 'rest';
  if (!planned) return 'rest';
  return day < today ? 'missed' : 'planned';
}

const kgText = (kg: number) => `${Number.isInteger(kg) ? kg : kg.toFixed(1).replace(/\.0$/, '')} kg`;

/** A set count and a value: '3 × 10' when every set matched, else each set's: '10, 9, 8'. */
function setsText(values: readonly number[], unit: string): string {
  return values.every((value) => value === values[0]) ? `${values.length} × ${values[0]}${unit}` : `${values.join(', ')}${unit}`;
}

/** 'Last time': '3 × 10 at 5 kg', '12, 10, 9', '3 × 30 s'; null when nothing was done. */
export function lastTimeText(sets: readonly Pick<LoggedSet, 'reps' | 'seconds' | 'kg'>[]): string | null {
  const done = sets.filter((set) => set.reps !== null || set.seconds !== null);
  if (done.length === 0) return null;
  if (done.every((set) => set.seconds !== null))
    return setsText(
      done.map((set) => set.seconds!),
      ' s',
    );
  const reps = setsText(
    done.map((set) => set.reps ?? 0),
    '',
  );
  const loads = done.map((set) => set.kg).filter((kg): kg is number => kg !== null && kg > 0);
  if (loads.length === 0) return reps;
  const [low, high] = [Math.min(...loads), Math.max(...loads)];
  return `${reps} at ${low === high ? kgText(low) : `${kgText(low).replace(' kg', '')}-${kgText(high)}`}`;
}

/** A time as read: '30 s', '2 min'. */
const secondsText = (seconds: number) => (seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);

/** What each set aims for: '8-12 reps at 5 kg', '30 s', '10 reps a side', '15 min'. */
export function targetText(target: Target, eachSide: boolean): string {
  const side = eachSide ? ' a side' : '';
  if (target.seconds !== null) return `${secondsText(target.seconds)}${side}`;
  const reps = target.repsMin === target.repsMax ? `${target.repsMin} reps` : `${target.repsMin}-${target.repsMax} reps`;
  return `${reps}${side}${target.kg !== null ? ` at ${kgText(target.kg)}` : ''}`;
}

/** One logged set, for what a finished workout took and burned. */
export interface DoneSet {
  slotId: string | null;
  exerciseId: string;
  reps: number | null;
  seconds: number | null;
  /** The rest the coach prescribed after each set of it. */
  restSeconds: number;
}

/**
 * A finished workout's minutes and kcal from the sets done: each exercise's sets at their average
 * reps or seconds, with the prescribed rests between them (lib/domain/progression's estimate).
 */
export function doneEstimate(sets: readonly DoneSet[], weightKg: number): { minutes: number; kcal: number } {
  const groups = new Map<string, DoneSet[]>();
  for (const set of sets) {
    const key = `${set.slotId}:${set.exerciseId}`;
    groups.set(key, [...(groups.get(key) ?? []), set]);
  }
  const average = (values: readonly (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null);
    return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
  };
  return workoutEstimate(
    [...groups.values()].map((group) => {
      const { met, eachSide } = exerciseOf(group[0]!.exerciseId);
      const reps = average(group.map((set) => set.reps));
      const seconds = average(group.map((set) => set.seconds));
      return {
        prescription: {
          sets: group.length,
          repsMin: seconds === null ? (reps ?? 0) : null,
          repsMax: seconds === null ? (reps ?? 0) : null,
          seconds,
          kg: null,
          restSeconds: group[0]!.restSeconds,
          progression: false,
        },
        met,
        eachSide,
      };
    }),
    weightKg,
  );
}

/** An exercise's prescription: '3 × 8-12 reps', '3 × 20 s', and a single set without its count: '15 min'. */
export const prescriptionText = (sets: number, target: Target, eachSide: boolean) =>
  `${sets > 1 ? `${sets} × ` : ''}${targetText(target, eachSide)}`;

/** Today's workout in a few lines, for the dashboard's Workout tab. */
export type WorkoutSummary =
  | { kind: 'none' }
  /** A plan bought to start later: the programme is ready from its day 1. */
  | { kind: 'upcoming'; startsOn: string }
  | { kind: 'rest'; programmeDay: number; next: string | null }
  | { kind: 'workout'; programmeDay: number; title: string; minutes: number; kcal: number; lines: string[]; done: number };

const WARM_OR_COOL = new Set(['warm-up', 'cool-down']);

/** A workout in a few lines: its warm-up and cool-down counted, each exercise between with its prescription. */
function summaryLines(items: readonly { exercise: Exercise; sets: number; target: Target }[]): string[] {
  const warmUp = items.filter((item) => item.exercise.kind === 'warm-up').length;
  const coolDown = items.filter((item) => item.exercise.kind === 'cool-down').length;
  return [
    ...(warmUp ? [`Warm-up: ${warmUp} moves`] : []),
    ...items
      .filter((item) => !WARM_OR_COOL.has(item.exercise.kind))
      .map((item) => `${item.exercise.name}: ${prescriptionText(item.sets, item.target, item.exercise.eachSide)}`),
    ...(coolDown ? [`Cool-down: ${coolDown} stretches`] : []),
  ];
}

/** A programme not begun yet: its first workout (day 1's, else the first of its first week) in a few lines. */
export function firstWorkoutPreview(tree: {
  phases: readonly {
    days: number;
    workouts: readonly {
      title: string;
      days: readonly number[];
      exercises: readonly { exerciseId: string; prescription: Prescription }[];
    }[];
  }[];
}): { day: number; title: string; lines: string[] } | null {
  const first = Array.from({ length: PROGRAMME_WEEK }, (_, i) => programmeDay(tree, i + 1)).find((day) => day.workout);
  if (!first?.workout) return null;
  return {
    day: first.day,
    title: first.workout.title,
    lines: summaryLines(
      first.workout.exercises.map((slot) => ({
        exercise: exerciseOf(slot.exerciseId),
        sets: slot.prescription.sets,
        target: slot.prescription,
      })),
    ),
  };
}

export function workoutSummary(day: WorkoutDay | null): WorkoutSummary {
  if (!day) return { kind: 'none' };
  if (!day.workout) {
    const next = day.days.find((d) => d.state === 'planned')?.title ?? null;
    return { kind: 'rest', programmeDay: day.programmeDay, next };
  }
  const { items } = day.workout;
  const lines = summaryLines(items);
  return {
    kind: 'workout',
    programmeDay: day.programmeDay,
    title: day.workout.title,
    minutes: day.workout.minutes,
    kcal: day.workout.kcal,
    lines,
    done: items.filter((item) => item.logged.length >= item.sets).length,
  };
}

/** One logged set with the target it was logged against, as the database keeps it. */
export interface StoredSet {
  exerciseId: string;
  reps: number | null;
  seconds: number | null;
  kg: number | null;
  skipped: boolean;
  targetRepsMin: number | null;
  targetRepsMax: number | null;
  targetSeconds: number | null;
  targetKg: number | null;
}

/** A set in words: '12 reps at 5 kg', '30 s', 'done', 'skipped'. */
function doneText(set: StoredSet): string {
  if (set.skipped) return 'skipped';
  if (set.seconds !== null) return `${set.seconds} s`;
  if (set.reps === null) return 'done';
  return `${set.reps} reps${set.kg ? ` at ${kgText(set.kg)}` : ''}`;
}

/** A session's sets by exercise, in the order they were done, each exercise with the target of its first set. */
export function sessionExercises(sets: readonly StoredSet[]): { name: string; sets: string[]; target: string | null }[] {
  const byExercise = new Map<string, StoredSet[]>();
  for (const set of sets) byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set]);
  return [...byExercise.entries()].map(([exerciseId, done]) => {
    const exercise = exerciseOf(exerciseId);
    const first = done[0]!;
    const target: Target = {
      repsMin: first.targetRepsMin,
      repsMax: first.targetRepsMax,
      seconds: first.targetSeconds,
      kg: first.targetKg,
    };
    const targeted = target.seconds !== null || target.repsMin !== null;
    return {
      name: exercise.name,
      sets: done.map(doneText),
      target: targeted ? targetText(target, exercise.eachSide) : null,
    };
  });
}
