/**
 * Plans as periods: each paid order grants its plan's months from its start, and one bought
 * while a plan still runs starts the day after it ends. The first 45 days of the first plan are
 * the Transformation; the rest is Maintenance. Dates are calendar days in India ('YYYY-MM-DD').
 * Pure: no React, no I/O.
 */
import { PROGRAM_DAYS } from './onboarding';
import { addDays, type DateLanguage, daysBetween, formatDay } from './india-time';
import { type Refusal, refused } from './outcome';

/** From this many days before the last covered day, the dashboard offers 'Renew'. */
export const RENEW_WITHIN_DAYS = 14;

/** What a paid order grants, as the database keeps it. */
export interface PlanPurchase {
  orderId: string;
  packageId: string;
  productName: string;
  months: number;
  /** The day in India it was paid. */
  paidOn: string;
  /** The day a pause began, and how many days it lasts (0: never paused). */
  pausedFrom: string | null;
  pauseDays: number;
  /** The day a refund ended it, or null. */
  endedOn: string | null;
}

export interface PlanPeriod extends PlanPurchase {
  startsOn: string;
  /** The last day it covers; the day before startsOn when a refund ended it before it began. */
  endsOn: string;
}

export type Phase = { kind: 'transformation'; day: number } | { kind: 'maintenance'; week: number };

/**
 * Where one plan stands on a day, the one answer every screen reads (the dashboard, the receipt,
 * the coach's roster, the admin's lists): a refunded plan is refunded and nothing else (not
 * running, not paused, not due for renewal), whatever its dates say.
 */
export type PlanStatus =
  | { kind: 'queued'; startsOn: string; endsOn: string }
  | { kind: 'active'; endsOn: string }
  | { kind: 'paused'; pausedUntil: string; endsOn: string }
  | { kind: 'ended'; endedOn: string }
  | { kind: 'refunded'; refundedOn: string };

/** The fields of a plan its status depends on. */
export type PlanDates = Pick<PlanPeriod, 'startsOn' | 'endsOn' | 'pausedFrom' | 'pauseDays' | 'endedOn'>;

export interface PlanState {
  /** The plan covering today (active or paused; never a refunded one). */
  current: PlanPeriod | null;
  /** The current plan's status: active or paused. */
  status: PlanStatus | null;
  /** Plans paid for that start after today, soonest first. */
  queued: PlanPeriod[];
  /** The last day covered by the current and queued plans. */
  activeUntil: string | null;
  /** Days from today to activeUntil, both counted. */
  daysLeft: number;
  phase: Phase | null;
  /** The first plan's first day: what was logged from then on belongs to the programme. */
  firstDay: string | null;
  /** Day 1 of the programme, moved on by the days paused since: what 'Day N of 45' counts from. */
  programmeStart: string | null;
  /** The days of pauses still ahead: they move the programme's estimated completion. */
  pausedAhead: number;
  /** The last day of a pause covering today. */
  pausedUntil: string | null;
  /** Within RENEW_WITHIN_DAYS of the end with nothing queued. */
  renewDue: boolean;
  /** Had a plan, and none covers today or later. */
  expired: boolean;
  /** With no plan running today, the plan that ended last (expired, or a refund before a queued one). */
  last: PlanPeriod | null;
  /** That plan's status: ended or refunded. */
  lastStatus: PlanStatus | null;
}

/** The phase on a day, counting from day 1 of the programme: 45 days of Transformation, then Maintenance by the week. */
export function phaseOn(programmeStart: string, today: string): Phase {
  const day = daysBetween(programmeStart, today) + 1;
  return day <= PROGRAM_DAYS
    ? { kind: 'transformation', day }
    : { kind: 'maintenance', week: Math.floor((day - PROGRAM_DAYS - 1) / 7) + 1 };
}

/** The phase as a badge: 'Day 12 of 45' or 'Maintenance: week 3'. */
export const phaseBadge = (phase: Phase) =>
  phase.kind === 'transformation' ? `Day ${phase.day} of ${PROGRAM_DAYS}` : `Maintenance: week ${phase.week}`;

/** 'Transformation: day 12 of 45' or 'Maintenance: week 3'. */
export const phaseLabel = (phase: Phase) =>
  phase.kind === 'transformation' ? `Transformation: day ${phase.day} of ${PROGRAM_DAYS}` : `Maintenance: week ${phase.week}`;

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** A calendar day plus whole months; a day the month lacks becomes its last (31 Jan + 1 month = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

/** A pause as the roster keeps it: from which day, for how many days. */
export interface Pause {
  from: string;
  days: number;
}

/** The days paused before `day` (a pause in progress counts the days so far): they hold the programme's day still. */
export const daysPausedBefore = (pauses: readonly Pause[], day: string): number =>
  pauses.reduce((sum, pause) => sum + Math.min(pause.days, Math.max(0, daysBetween(pause.from, day))), 0);

/** Day 1 of the programme moved on by the days paused before today: what 'Day N of 45' counts from. */
export const programmeStartOn = (firstDay: string, pauses: readonly Pause[], today: string) =>
  addDays(firstDay, daysPausedBefore(pauses, today));

/** The last day of the plan's pause, or null. */
export const pauseEnd = (plan: Pick<PlanPurchase, 'pausedFrom' | 'pauseDays'>) =>
  plan.pausedFrom === null || plan.pauseDays <= 0 ? null : addDays(plan.pausedFrom, plan.pauseDays - 1);

/** The days of pauses still ahead on `day` (the rest of one in progress, all of one to come). */
export const daysPausedAhead = (pauses: readonly Pause[], day: string): number =>
  pauses.reduce((sum, pause) => sum + pause.days, 0) - daysPausedBefore(pauses, day);

/** Where one plan stands on `today` (only a refund sets endedOn). */
export function planStatus(plan: PlanDates, today: string): PlanStatus {
  if (plan.endedOn !== null) return { kind: 'refunded', refundedOn: plan.endedOn };
  if (plan.startsOn > today) return { kind: 'queued', startsOn: plan.startsOn, endsOn: plan.endsOn };
  if (plan.endsOn < today) return { kind: 'ended', endedOn: plan.endsOn };
  const pausedUntil = pauseEnd(plan);
  if (plan.pausedFrom !== null && pausedUntil !== null && plan.pausedFrom <= today && today <= pausedUntil)
    return { kind: 'paused', pausedUntil, endsOn: plan.endsOn };
  return { kind: 'active', endsOn: plan.endsOn };
}

/**
 * The periods, in the order the plans were paid: each starts on its payment day, or the day after
 * the one before it ends; a pause adds its days to the end; a refund ends it on its day.
 */
export function schedulePlans(purchases: readonly PlanPurchase[]): PlanPeriod[] {
  let coveredUntil: string | null = null;
  return purchases.map((purchase) => {
    const startsOn = coveredUntil !== null && coveredUntil >= purchase.paidOn ? addDays(coveredUntil, 1) : purchase.paidOn;
    const fullEnd = addDays(addMonths(startsOn, purchase.months), purchase.pauseDays - 1);
    const endsOn = purchase.endedOn === null ? fullEnd : later(earlier(purchase.endedOn, fullEnd), addDays(startsOn, -1));
    coveredUntil = coveredUntil === null ? endsOn : later(coveredUntil, endsOn);
    return { ...purchase, startsOn, endsOn };
  });
}

/** The day a plan bought today would start: today, or the day after the last covered day. */
export function nextPlanStart(periods: readonly PlanPeriod[], today: string): string {
  const last = periods.reduce<string | null>(
    (until, period) => (until === null ? period.endsOn : later(until, period.endsOn)),
    null,
  );
  return last !== null && last >= today ? addDays(last, 1) : today;
}

/** A plan's status in words, the same on every screen: 'Active until 3 December 2026', 'Refunded on …'. */
export function planStatusText(status: PlanStatus, language: DateLanguage = 'en'): string {
  switch (status.kind) {
    case 'queued':
      return `Starts on ${formatDay(status.startsOn, language)}`;
    case 'active':
      return `Active until ${formatDay(status.endsOn, language)}`;
    case 'paused':
      return `Paused until ${formatDay(status.pausedUntil, language)}`;
    case 'ended':
      return `Ended on ${formatDay(status.endedOn, language)}`;
    case 'refunded':
      return `Refunded on ${formatDay(status.refundedOn, language)}`;
  }
}

/** Where the customer stands today: the plan, what follows it, the phase, a pause, renewal. */
export function planState(periods: readonly PlanPeriod[], today: string): PlanState {
  const lived = periods.filter((period) => period.startsOn <= period.endsOn);
  const statuses = new Map(lived.map((period) => [period, planStatus(period, today)]));
  const kind = (period: PlanPeriod) => statuses.get(period)!.kind;
  const current = lived.find((period) => kind(period) === 'active' || kind(period) === 'paused') ?? null;
  const queued = lived.filter((period) => kind(period) === 'queued').sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const activeUntil = [current, ...queued].reduce<string | null>(
    (until, period) => (period === null ? until : until === null ? period.endsOn : later(until, period.endsOn)),
    null,
  );
  const firstDay = lived[0]?.startsOn ?? null;
  const pauses = lived.flatMap((period) => (period.pausedFrom ? [{ from: period.pausedFrom, days: period.pauseDays }] : []));
  const programmeStart = firstDay ? programmeStartOn(firstDay, pauses, today) : null;
  const phase = programmeStart && current ? phaseOn(programmeStart, today) : null;
  const status = current ? statuses.get(current)! : null;
  const daysLeft = activeUntil === null ? 0 : daysBetween(today, activeUntil) + 1;
  const expired = lived.length > 0 && activeUntil === null;
  // With nothing running today: the plan that ended last (a refund the day before the next plan starts).
  const over = current ? [] : lived.filter((period) => ['ended', 'refunded'].includes(kind(period)));
  const last = over.length ? over.reduce((latest, period) => (period.endsOn > latest.endsOn ? period : latest)) : null;
  return {
    current,
    status,
    queued,
    activeUntil,
    daysLeft,
    phase,
    firstDay,
    programmeStart,
    pausedAhead: current ? daysPausedAhead(pauses, today) : 0,
    pausedUntil: status?.kind === 'paused' ? status.pausedUntil : null,
    renewDue: current !== null && queued.length === 0 && daysLeft <= RENEW_WITHIN_DAYS,
    expired,
    last,
    lastStatus: last ? statuses.get(last)! : null,
  };
}

/** A pause lasts 7 to 14 days (up to 28 on a 12-month plan), once per plan. */
export const PAUSE_DAYS = { min: 7, max: 14, maxOnYearPlan: 28 } as const;

/** The longest pause a plan of this many months allows. */
export const maxPauseDays = (months: number): number => (months >= 12 ? PAUSE_DAYS.maxOnYearPlan : PAUSE_DAYS.max);

export const PLAN_MESSAGES = {
  pauseDays: 'Choose 7 to 14 days (up to 28 on a 12-month plan).',
  pausedOnce: 'This plan has been paused once already.',
  pauseRange: (max: number) => `This plan can pause for ${PAUSE_DAYS.min} to ${max} days.`,
  noPlan: 'There is no running plan to pause.',
  pauseFailed: 'Could not pause your plan. Please try again.',
  notPaused: 'Your plan is not paused.',
  resumeFailed: 'Could not resume your plan. Please try again.',
} as const;

/** What 'Pause my plan' for `days` from today would do, shown before the customer confirms it. */
export interface PausePreview {
  days: number;
  /** The pause's first and last days. */
  from: string;
  until: string;
  /** The last day the plans cover now, and after the pause. */
  endsOn: string;
  newEndsOn: string;
}

export function pausePreview(state: PlanState, days: number, today: string): PausePreview {
  const endsOn = state.activeUntil ?? today;
  return { days, from: today, until: addDays(today, days - 1), endsOn, newEndsOn: addDays(endsOn, days) };
}

/** The days of the running pause used before today: 'Resume now' keeps those and gives the rest back. */
export function pauseDaysUsed(state: PlanState, today: string): number | null {
  if (state.status?.kind !== 'paused' || !state.current?.pausedFrom) return null;
  return daysBetween(state.current.pausedFrom, today);
}

/**
 * Why a plan cannot pause, as PLAN_MESSAGES' key: no plan running, paused once already, or days
 * outside the plan's range (with the plan's longest pause, which its words name).
 */
export type PauseRefusal = Refusal<'noPlan' | 'pausedOnce'> | (Refusal<'pauseRange'> & { max: number });

/** Why 'Resume now' cannot: the plan is not paused today. */
export type ResumeRefusal = Refusal<'notPaused'>;

/** A refusal of a pause or a resume in the customer's words. */
export function planRefusalText(refusal: PauseRefusal | ResumeRefusal): string {
  return refusal.reason === 'pauseRange' ? PLAN_MESSAGES.pauseRange(refusal.max) : PLAN_MESSAGES[refusal.reason];
}

/** Why the current plan cannot pause for `days` from today, or null when it can. */
export function pauseRefusal(state: PlanState, days: number): PauseRefusal | null {
  const { current } = state;
  if (!current) return refused('noPlan');
  if (current.pausedFrom !== null) return refused('pausedOnce');
  const max = maxPauseDays(current.months);
  if (days < PAUSE_DAYS.min || days > max) return { ...refused('pauseRange'), max };
  return null;
}
