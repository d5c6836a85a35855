/** The 45-day programme's figures on the dashboard. Pure: no React, no I/O. */
import { calculateBmi } from './bmi';
import { addDays, daysBetween } from './india-time';
import { PROGRAM_DAYS } from './onboarding';

export const DAILY_GOALS = { calories: 600, waterGlasses: 8 } as const;
export const MEALS = ['breakfast', 'lunch', 'snack', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];
export const MEAL_LABEL: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', snack: 'Snack', dinner: 'Dinner' };

export interface Timeline {
  /** Day N of 45: day 1 is the start date (IST), capped at 45. */
  day: number;
  daysCompleted: number;
  daysRemaining: number;
  percent: number;
  /** The programme's last day, 'YYYY-MM-DD'. */
  completesOn: string;
  finished: boolean;
}

/**
 * Where the customer is in the programme. Today counts as in progress, so on day 12 eleven
 * days are complete; from the day after day 45 all 45 are. `startDay` is day 1 moved on by the
 * days paused so far; the days of a pause still ahead move the completion too.
 */
export function timeline(startDay: string, today: string, pausedAhead = 0): Timeline {
  const elapsed = Math.max(0, daysBetween(startDay, today));
  const daysCompleted = Math.min(PROGRAM_DAYS, elapsed);
  const finished = elapsed >= PROGRAM_DAYS;
  return {
    day: Math.min(PROGRAM_DAYS, elapsed + 1),
    daysCompleted,
    daysRemaining: PROGRAM_DAYS - daysCompleted,
    percent: Math.round((daysCompleted / PROGRAM_DAYS) * 100),
    completesOn: addDays(startDay, PROGRAM_DAYS - 1 + (finished ? 0 : pausedAhead)),
    finished,
  };
}

export interface WeightEntry {
  day: string;
  weight: number;
}

export interface WeightProgress {
  start: number;
  /** Where the start comes from: the programme's first weigh-in, else the profile's weight, else the BMI check's. */
  startFrom: 'weigh-in' | 'profile' | 'bmi';
  current: number;
  target: number;
  /** The coach's target, or the spec's band rule on the start weight. */
  targetFrom: 'coach' | 'start';
  /** start − current: negative when weight went up. */
  lost: number;
  /** How far from start to target, 0-100. */
  percent: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/**
 * The Current Weight a screen shows and a workout's calories use: the latest logged, else the
 * profile's, else the BMI check's.
 */
export const currentWeight = (known: {
  latestLogged: number | null;
  profileWeight: number | null;
  bmiWeight: number | null;
}): number | null => known.latestLogged ?? known.profileWeight ?? known.bmiWeight;

/**
 * One programme, one set of numbers: the start is the first weight logged on or after the start
 * day (else the profile's, else the BMI check's); the target is the coach's, else the spec's BMI
 * band rule on that start weight; the current weight is the latest logged. Progress runs from
 * start to target, either way.
 */
export function weightProgress(input: {
  startDay: string | null;
  profileWeight: number | null;
  bmiWeight?: number | null;
  heightCm: number | null;
  weights: readonly WeightEntry[];
  /** The coach's target, when one is set: it replaces the BMI rule's. */
  targetWeight?: number | null;
}): WeightProgress | null {
  const sorted = [...input.weights].sort((a, b) => a.day.localeCompare(b.day));
  const inProgramme = input.startDay ? sorted.filter((entry) => entry.day >= input.startDay!) : sorted;
  const [start, startFrom] = ((): [number | undefined, WeightProgress['startFrom']] => {
    if (inProgramme[0]) return [inProgramme[0].weight, 'weigh-in'];
    if (input.profileWeight != null) return [input.profileWeight, 'profile'];
    if (input.bmiWeight != null) return [input.bmiWeight, 'bmi'];
    return [sorted.at(-1)?.weight, 'weigh-in'];
  })();
  if (start === undefined || input.heightCm === null) return null;
  // Without a weigh-in the start is the profile's or the BMI check's: currentWeight() alike.
  const current =
    currentWeight({
      latestLogged: sorted.at(-1)?.weight ?? null,
      profileWeight: input.profileWeight,
      bmiWeight: input.bmiWeight ?? null,
    }) ?? start;
  const coachTarget = input.targetWeight ?? null;
  const target = coachTarget ?? calculateBmi(start, input.heightCm).targetWeight;
  const span = target - start;
  return {
    start,
    startFrom,
    current,
    target,
    targetFrom: coachTarget === null ? 'start' : 'coach',
    lost: oneDecimal(start - current),
    percent: span === 0 ? 100 : Math.round(clamp(((current - start) / span) * 100, 0, 100)),
  };
}

type TargetSource = WeightProgress['startFrom'] | 'coach';

/**
 * Each sentence whole, for the customer ('you') and for their coach ('client'), so a translation
 * has the sentence to translate rather than its pieces.
 */
const TARGET_SENTENCES: Record<'you' | 'client', Record<TargetSource, (target: number, start: number) => string>> = {
  you: {
    coach: (target, start) => `Target ${target} kg, set by your coach (start weight ${start} kg)`,
    'weigh-in': (target, start) => `Target ${target} kg, set from your start weight of ${start} kg`,
    profile: (target, start) =>
      `Target ${target} kg, set from your profile's weight of ${start} kg; your first weigh-in will set it`,
    bmi: (target, start) =>
      `Target ${target} kg, set from your BMI check's weight of ${start} kg; your first weigh-in will set it`,
  },
  client: {
    coach: (target, start) => `Target ${target} kg, set by the coach (start weight ${start} kg)`,
    'weigh-in': (target, start) => `Target ${target} kg, set from their start weight of ${start} kg`,
    profile: (target, start) =>
      `Target ${target} kg, set from their profile's weight of ${start} kg; their first weigh-in will set it`,
    bmi: (target, start) =>
      `Target ${target} kg, set from their BMI check's weight of ${start} kg; their first weigh-in will set it`,
  },
};

/**
 * The target with where it comes from, said the same on the dashboard, the BMI calculator and
 * the coach's page: 'Target 77 kg, set from your start weight of 84.2 kg'. Until the first
 * weigh-in it says that the weigh-in will set it, so the change it brings is expected.
 */
export function targetSentence(progress: WeightProgress, reader: 'you' | 'client' = 'you'): string {
  const source = progress.targetFrom === 'coach' ? 'coach' : progress.startFrom;
  return TARGET_SENTENCES[reader][source](progress.target, progress.start);
}

/** The tabs of 'Today's Progress'; ?tab= opens one (the Start Workout and Log Food cards). */
export const TODAY_TABS = ['overview', 'workout', 'nutrition', 'hydration'] as const;
export type TodayTab = (typeof TODAY_TABS)[number];

export const isTodayTab = (value: unknown): value is TodayTab => TODAY_TABS.includes(value as TodayTab);

/** What the customer logged today. */
export interface TodayLog {
  day: string;
  weight: number | null;
  waterGlasses: number;
  workoutDone: boolean;
  caloriesBurned: number;
  food: TodayFood;
}

/** Today's food log as Today sums it up: each meal's foods and kcal, and the day's kcal. */
export interface TodayFood {
  byMeal: Record<Meal, { names: string[]; kcal: number }>;
  kcal: number;
}

/** The meals with anything logged: the Overview's 'Meals logged N of 4'. */
export const mealsLogged = (food: TodayFood) => MEALS.filter((meal) => food.byMeal[meal].names.length > 0).length;

export interface DayTotals {
  caloriesBurned: number;
  waterGlasses: number;
  mealsLogged: number;
}

/** Today's totals against the day's goals (the spec's, or the coach's water target), 0-100 each. */
export function dailyPercents(
  totals: DayTotals,
  goals: { caloriesBurned: number; waterGlasses: number },
): { calories: number; water: number; meals: number } {
  return {
    calories: Math.round(clamp((totals.caloriesBurned / goals.caloriesBurned) * 100, 0, 100)),
    water: Math.round(clamp((totals.waterGlasses / goals.waterGlasses) * 100, 0, 100)),
    meals: Math.round(clamp((totals.mealsLogged / MEALS.length) * 100, 0, 100)),
  };
}
