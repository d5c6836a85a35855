/** The coach's roster: who needs attention and why. Pure: no React, no I/O. */
import { type Pause, type Phase, phaseOn, type PlanStatus, planStatus, programmeStartOn } from './plans';
import { compositionCheckDue } from './body-composition';
import { callStatus, lastCallLabel, type VideoCall } from './video-calls';
import { addDays, type DateLanguage, daysBetween } from './india-time';

/** A check-in gap this long (days since the last logged day) needs the coach. */
export const SILENT_DAYS = 2;
/** A customer's message unanswered this long needs the coach. */
export const UNANSWERED_HOURS = 4;
/** Plans ending within this many days need a conversation about what comes next. */
export const ENDING_WITHIN_DAYS = 5;
/** This many planned workouts missed in the 7 days before today need the coach. */
export const MISSED_WORKOUTS = 3;
/** This many of the 7 days before today with nothing of the diet chart followed need the coach. */
export const OFF_CHART_DAYS = 3;
/** The weekly check-ins fall on these days of the programme. */
export const WEEKLY_CHECKIN_DAYS = [7, 14, 21, 28, 35, 42] as const;

/** The roster's two lists: clients in their programme, and those whose plans ended or were refunded. */
export type RosterFilter = 'current' | 'ended';

/** What the database knows about one client (public.coach_roster()). */
export interface ClientFacts {
  customerId: string;
  /** The coach as staffLabel() shows them: name and phone. */
  coach: string;
  /** The profile's name; null until there is a profile. */
  name: string | null;
  /** As shown: '+91 90000 00001'. */
  phone: string;
  profileWeight: number | null;
  /** Day 1 of the programme, 'YYYY-MM-DD'. */
  startDay: string;
  /** Each plan's pause: they hold the programme's day still. */
  pauses: Pause[];
  /** The last day their plans cover (a refunded plan covers none); null when none does. */
  activeUntil: string | null;
  /** The refund day of the plan that ended last, when a refund ended it. */
  refundedOn: string | null;
  /** The last days with a check-in or a meal since the start, newest first (a fortnight is plenty). */
  loggedDays: string[];
  /** The first weight logged since the start. */
  firstWeight: number | null;
  /** Up to the last three weights logged, oldest first. */
  latestWeights: number[];
  /** The first of the customer's messages after the team's last answer, ISO 8601. */
  waitingSince: string | null;
  unreadWeekly: number;
  /** Studio sessions of their booked batch in the last 7 days they were not marked present at. */
  missedSessions: number;
  /** Their workout plan is the default a payment gave, which no coach has assigned or confirmed yet. */
  planUnreviewed: boolean;
  /**
   * Their workout programme's week holding today, as /plan shows it: the days up to today a workout
   * was done, and the days of its 7 that hold one. Null before their programme's day 1 or without one.
   */
  workoutsThisWeek: { done: number; planned: number } | null;
  /** Days of the 7 before today (none before the programme's day 1) that held a workout and none was done. */
  missedWorkouts: number;
  /** Their diet chart is the default a payment gave, which no coach has assigned or confirmed yet. */
  chartUnreviewed: boolean;
  /**
   * The programme's week holding today, as the diet chart plans it: the slots followed up to today
   * (from 'Ate this'), and those planned in its 7 days. Null before day 1 or without a chart.
   */
  mealsThisWeek: { followed: number; planned: number } | null;
  /** Days of the 7 before today (none before day 1) with the chart's slots planned and none followed. */
  offChartDays: number;
  /** An in-person plan covers today: it promises a body composition check every month. */
  atStudio: boolean;
  /** The day of their latest body composition check. */
  lastCompositionCheck: string | null;
  /** Their weekly video calls of the last five weeks and ahead, cancelled ones left out. */
  calls: VideoCall[];
}

export type AttentionReason =
  | 'No check-in for 2 days or more'
  | 'Weight rose across the last 3 logs'
  | 'Message unanswered for over 4 hours'
  | 'Profile incomplete'
  | 'Programme ends within 5 days'
  | 'Weekly check-in unread'
  | 'Missed a studio session this week'
  | 'Review the default plan'
  | `Missed ${number} planned workouts`
  | 'Review the default chart'
  | `Off the chart ${number} days`
  | 'Body composition check due'
  | 'Mark the last video call';

export interface RosterRow {
  customerId: string;
  /** The coach as staffLabel() shows them: name and phone. */
  coach: string;
  /** The name, or the phone until a profile exists. */
  customer: string;
  phone: string;
  /** Where their plans stand today: active or paused in the programme, else ended or refunded. */
  status: PlanStatus;
  phase: Phase;
  /** 'today', 'yesterday', '3 days ago', 'not yet'. */
  lastCheckIn: string;
  daysLoggedLast7: number;
  /** 'Workouts N of M this week': null without a programme, or with no workout planned this week. */
  workoutsThisWeek: { done: number; planned: number } | null;
  /** 'Meals N of M this week': null without a diet chart, or with nothing planned this week. */
  mealsThisWeek: { followed: number; planned: number } | null;
  weight: { start: number; current: number; change: number } | null;
  reasons: AttentionReason[];
  /** Their video calls in a line ('Next call: today at 6:30 pm'), or null when they have none. */
  lastCall: string | null;
  /** Days since the last logged day (since the start when nothing is logged): the order's key. */
  silentDays: number;
}

const HOUR_MS = 3_600_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** 'today', 'yesterday', 'N days ago', or 'not yet' when nothing is logged. */
export function lastCheckInLabel(lastLogged: string | null, today: string): string {
  if (lastLogged === null) return 'not yet';
  const days = daysBetween(lastLogged, today);
  if (days <= 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

const lastLogged = (facts: ClientFacts): string | null => facts.loggedDays[0] ?? null;

/** Days since the last logged day, or since the start when nothing is logged. */
const silentDays = (facts: ClientFacts, today: string) => daysBetween(lastLogged(facts) ?? facts.startDay, today);

/** How many of the 7 days up to today have a check-in or a meal ('YYYY-MM-DD' sorts as it reads). */
export function daysLoggedLast7(loggedDays: string[], today: string): number {
  const weekStart = addDays(today, -6);
  return loggedDays.filter((day) => day >= weekStart && day <= today).length;
}

/** Why this client needs their coach now; empty when they do not. */
export function attentionReasons(facts: ClientFacts, today: string, now: Date): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const sinceLogged = silentDays(facts, today);
  if (sinceLogged >= SILENT_DAYS) reasons.push('No check-in for 2 days or more');
  const [a, b, c] = facts.latestWeights;
  if (a !== undefined && b !== undefined && c !== undefined && a < b && b < c) reasons.push('Weight rose across the last 3 logs');
  if (facts.waitingSince && now.getTime() - Date.parse(facts.waitingSince) > UNANSWERED_HOURS * HOUR_MS) {
    reasons.push('Message unanswered for over 4 hours');
  }
  if (facts.name === null) reasons.push('Profile incomplete');
  if (facts.activeUntil !== null && daysBetween(today, facts.activeUntil) <= ENDING_WITHIN_DAYS)
    reasons.push('Programme ends within 5 days');
  if (facts.unreadWeekly > 0) reasons.push('Weekly check-in unread');
  if (facts.missedSessions > 0) reasons.push('Missed a studio session this week');
  if (facts.planUnreviewed) reasons.push('Review the default plan');
  if (facts.missedWorkouts >= MISSED_WORKOUTS) reasons.push(`Missed ${facts.missedWorkouts} planned workouts`);
  if (facts.chartUnreviewed) reasons.push('Review the default chart');
  if (facts.offChartDays >= OFF_CHART_DAYS) reasons.push(`Off the chart ${facts.offChartDays} days`);
  if (compositionCheckDue(facts.atStudio, facts.lastCompositionCheck, today)) reasons.push('Body composition check due');
  if (facts.calls.some((call) => callStatus(call, now) === 'awaiting-outcome')) reasons.push('Mark the last video call');
  return reasons;
}

/**
 * A client's plans as one span, read by the one rule every screen reads (planStatus): from day 1
 * to the last day covered, the last pause, and the refund that ended the last plan.
 */
export function clientPlanStatus(facts: Pick<ClientFacts, 'startDay' | 'pauses' | 'activeUntil' | 'refundedOn'>, today: string) {
  const pause = facts.pauses.at(-1);
  return planStatus(
    {
      startsOn: facts.startDay,
      endsOn: facts.activeUntil ?? facts.refundedOn ?? facts.startDay,
      pausedFrom: pause?.from ?? null,
      pauseDays: pause?.days ?? 0,
      endedOn: facts.refundedOn,
    },
    today,
  );
}

const IN_PROGRAMME: PlanStatus['kind'][] = ['active', 'paused', 'queued'];

/** One roster row from the facts, as the coach reads it. Ended and refunded clients need no attention. */
export function rosterRow(facts: ClientFacts, today: string, now: Date, language: DateLanguage = 'en'): RosterRow {
  const start = facts.firstWeight ?? facts.profileWeight;
  const current = facts.latestWeights.at(-1) ?? start;
  const status = clientPlanStatus(facts, today);
  return {
    customerId: facts.customerId,
    coach: facts.coach,
    customer: facts.name ?? facts.phone,
    phone: facts.phone,
    status,
    phase: phaseOn(programmeStartOn(facts.startDay, facts.pauses, today), today),
    lastCheckIn: lastCheckInLabel(lastLogged(facts), today),
    daysLoggedLast7: daysLoggedLast7(facts.loggedDays, today),
    workoutsThisWeek: facts.workoutsThisWeek && facts.workoutsThisWeek.planned > 0 ? facts.workoutsThisWeek : null,
    mealsThisWeek: facts.mealsThisWeek && facts.mealsThisWeek.planned > 0 ? facts.mealsThisWeek : null,
    weight: start === null || current === null ? null : { start, current, change: oneDecimal(current - start) },
    reasons: IN_PROGRAMME.includes(status.kind) ? attentionReasons(facts, today, now) : [],
    lastCall: facts.calls.length > 0 ? lastCallLabel(facts.calls, now, language) : null,
    silentDays: silentDays(facts, today),
  };
}

/** Needs attention first, then the longest silent first; ties by name. */
export function sortRoster(rows: RosterRow[]): RosterRow[] {
  return [...rows].sort(
    (x, y) =>
      Number(y.reasons.length > 0) - Number(x.reasons.length > 0) ||
      y.silentDays - x.silentDays ||
      x.customer.localeCompare(y.customer),
  );
}

/** Rows whose name or phone holds the search (digits compared as digits: '90000 00001' finds '+91 90000 00001'). */
export function searchRoster(rows: RosterRow[], query: string): RosterRow[] {
  const text = query.trim().toLowerCase();
  if (!text) return rows;
  const digits = text.replace(/\D/g, '');
  return rows.filter(
    (row) => row.customer.toLowerCase().includes(text) || (digits !== '' && row.phone.replace(/\D/g, '').includes(digits)),
  );
}

/** A weight change as the roster shows it: '−1.5 kg', '+0.4 kg', '0 kg'. */
export function formatChange(change: number): string {
  if (change === 0) return '0 kg';
  return `${change > 0 ? '+' : '−'}${Math.abs(change)} kg`;
}

/** Clients a roster page shows: a coach's whole book would be thousands of cards on a phone. */
export const ROSTER_PAGE_SIZE = 50;

/** One page of rows (1-based; out-of-range pages are clamped), with where it sits in the whole. */
export function pageOf<T>(rows: T[], requested: number, size = ROSTER_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(pages, Math.max(1, Number.isInteger(requested) ? requested : 1));
  const from = (page - 1) * size;
  return {
    rows: rows.slice(from, from + size),
    page,
    pages,
    first: rows.length ? from + 1 : 0,
    last: Math.min(rows.length, from + size),
  };
}
