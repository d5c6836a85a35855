/** What a coach sets and keeps for a client, and the weekly check-in. Pure: no React, no I/O. */
import { DAILY_GOALS } from './progress';
import { addDays, daysBetween } from './india-time';
import { WEEKLY_CHECKIN_DAYS } from './roster';
import type { Experience } from './profile-schema';

export const NOTE_MAX = 2000;
export const WEEKLY_TEXT_MAX = 1000;

export const COACHING_MESSAGES = {
  signedOut: 'Please sign in again.',
  notStaff: 'Only coaches can do that.',
  notYourClient: 'This is not one of your clients.',
  noteEmpty: 'Write the note first.',
  noteLong: `Notes can be at most ${NOTE_MAX} characters.`,
  noteSaved: 'Note saved.',
  noteFailed: 'Could not save the note. Please try again.',
  targetWeight: 'Enter a target weight from 30 to 250 kg, or leave it empty.',
  water: 'Enter 1 to 30 glasses, or leave it empty.',
  calories: 'Enter 800 to 5000 kcal, or leave it empty.',
  steps: 'Enter 1000 to 50000 steps, or leave it empty.',
  targetsSaved: 'Targets saved. The client sees them now.',
  targetsFailed: 'Could not save the targets. Please try again.',
  score: 'Choose 1 to 5.',
  textLong: `Keep it under ${WEEKLY_TEXT_MAX} characters.`,
  waist: 'Enter a waist from 40 to 200 cm, or leave it empty.',
  weeklySaved: 'Thank you! Your coach will read it.',
  weeklyFailed: 'Could not send your check-in. Please try again.',
  weeklyNotDue: 'There is no weekly check-in to answer today.',
  commentEmpty: 'Write a comment first.',
  commentSaved: 'Comment sent to the client.',
  commentFailed: 'Could not send the comment. Please try again.',
} as const;

export const WORKOUT_PLAN_LABEL: Record<Experience, string> = {
  beginner: 'Beginner plan',
  intermediate: 'Intermediate plan',
  advanced: 'Advanced plan',
};

/** The targets in force (the latest set); null fields are the programme's own. */
export interface Targets {
  targetWeight: number | null;
  waterGlasses: number | null;
  calories: number | null;
  steps: number | null;
  workoutPlan: Experience | null;
}

export interface TargetChange extends Targets {
  setByName: string;
  /** ISO 8601. */
  setAt: string;
}

export const NO_TARGETS: Targets = { targetWeight: null, waterGlasses: null, calories: null, steps: null, workoutPlan: null };

/** The day's goals on the dashboard: the coach's targets where set, else the programme's. */
export interface DailyGoals {
  /** Calories to burn in workouts. */
  caloriesBurned: number;
  waterGlasses: number;
  /** Calories to eat at most: the food log's target (the coach's, else the profile's formula); none without either. */
  calorieIntake: number | null;
  steps: number | null;
}

export function dailyGoalsFor(targets: Targets, calorieIntake: number | null = targets.calories): DailyGoals {
  return {
    caloriesBurned: DAILY_GOALS.calories,
    waterGlasses: targets.waterGlasses ?? DAILY_GOALS.waterGlasses,
    calorieIntake,
    steps: targets.steps,
  };
}

export const WEEKLY_SCORES = ['energy', 'sleep', 'hunger', 'mood'] as const;
export type WeeklyScore = (typeof WEEKLY_SCORES)[number];
export const WEEKLY_SCORE_LABEL: Record<WeeklyScore, string> = {
  energy: 'Energy',
  sleep: 'Sleep',
  hunger: 'Hunger',
  mood: 'Mood',
};

export interface WeeklyAnswers {
  energy: number;
  sleep: number;
  hunger: number;
  mood: number;
  wins: string | null;
  struggles: string | null;
  waistCm: number | null;
}

export interface WeeklyCheckin extends WeeklyAnswers {
  week: number;
  /** The programme day it was due: 'YYYY-MM-DD'. */
  dueDay: string;
  /** ISO 8601. */
  answeredAt: string;
  readByCoach: boolean;
  comment: { text: string; by: string | null; at: string } | null;
}

/** One of the six weekly check-ins: its week, the day it falls due, and whether it came. */
export interface WeekSlot {
  week: number;
  dueDay: string;
  answer: WeeklyCheckin | null;
  /** Due and not answered by the next one's day (or the programme's end). */
  missed: boolean;
}

/** The weekly check-ins of a programme that started on startDay, as of today. */
export function weekSlots(startDay: string, today: string, answers: WeeklyCheckin[]): WeekSlot[] {
  return WEEKLY_CHECKIN_DAYS.map((day, index) => {
    const dueDay = addDays(startDay, day - 1);
    const answer = answers.find((a) => a.dueDay === dueDay) ?? null;
    const closesOn = addDays(startDay, (WEEKLY_CHECKIN_DAYS[index + 1] ?? day + 7) - 1);
    return { week: index + 1, dueDay, answer, missed: !answer && daysBetween(closesOn, today) >= 0 };
  }).filter((slot) => daysBetween(slot.dueDay, today) >= 0);
}

/** The check-in the customer is asked for today: due, not answered, and not yet replaced by the next. */
export function dueWeeklyCheckin(startDay: string, today: string, answers: WeeklyCheckin[]): WeekSlot | null {
  const slots = weekSlots(startDay, today, answers);
  const latest = slots.at(-1);
  return latest && !latest.answer && !latest.missed ? latest : null;
}
