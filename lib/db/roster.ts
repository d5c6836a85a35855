import 'server-only';
import { sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { formatPhone } from '@/lib/domain/phone';
import { staffLabel } from '@/lib/domain/staff';
import type { Pause } from '@/lib/domain/plans';
import type { VideoCall } from '@/lib/domain/video-calls';
import { type DateLanguage, istDay } from '@/lib/domain/india-time';
import {
  type ClientFacts,
  pageOf,
  type RosterFilter,
  type RosterRow,
  rosterRow,
  searchRoster,
  sortRoster,
} from '@/lib/domain/roster';
import { dayOfRow, rowsOf } from './connection';
import { rosterCallsIn } from './video-calls';
import { staffMember } from './staff';
import { type SessionUser, withUser } from './with-user';

interface FactsRow {
  customer_id: string;
  /** Null for a coach not named yet. */
  coach_name: string | null;
  coach_phone: string;
  customer_name: string | null;
  customer_phone: string | null;
  profile_weight: string | number | null;
  start_day: string | Date;
  /** jsonb: both drivers parse it. */
  pauses: Pause[];
  active_until: string | Date | null;
  logged_days: (string | Date)[] | string;
  first_weight: string | number | null;
  latest_weights: (string | number)[] | string;
  waiting_since: string | Date | null;
  unread_weekly: number;
  missed_sessions: number;
  refunded_on: string | Date | null;
  plan_unreviewed: boolean;
  /** Null, all three, before the programme's day 1 or without a programme. */
  workouts_done: number | null;
  workouts_planned: number | null;
  missed_workouts: number | null;
  chart_unreviewed: boolean;
  /** Null, both, before the programme's day 1 or without a diet chart. */
  meals_followed: number | null;
  meals_planned: number | null;
  off_chart_days: number;
  at_studio: boolean;
  last_composition_check: string | Date | null;
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** An array as either driver returns it: an array, or Postgres's text form '{78.0,78.4}'. */
function listOf<T>(value: T[] | string): (T | string)[] {
  return typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value;
}

function factsOf(row: FactsRow, calls: VideoCall[]): ClientFacts {
  return {
    customerId: row.customer_id,
    coach: staffLabel({ name: row.coach_name, phone: formatPhone(row.coach_phone) }),
    name: row.customer_name,
    phone: row.customer_phone ? formatPhone(row.customer_phone) : 'Demo customer',
    profileWeight: numberOrNull(row.profile_weight),
    startDay: dayOfRow(row.start_day),
    pauses: row.pauses,
    activeUntil: row.active_until === null ? null : dayOfRow(row.active_until),
    refundedOn: row.refunded_on === null ? null : dayOfRow(row.refunded_on),
    loggedDays: listOf(row.logged_days).map(dayOfRow),
    firstWeight: numberOrNull(row.first_weight),
    latestWeights: listOf(row.latest_weights).map(Number),
    waitingSince: row.waiting_since === null ? null : new Date(row.waiting_since).toISOString(),
    unreadWeekly: row.unread_weekly,
    missedSessions: row.missed_sessions,
    planUnreviewed: row.plan_unreviewed,
    workoutsThisWeek:
      row.workouts_done === null || row.workouts_planned === null
        ? null
        : { done: row.workouts_done, planned: row.workouts_planned },
    missedWorkouts: row.missed_workouts ?? 0,
    chartUnreviewed: row.chart_unreviewed,
    mealsThisWeek:
      row.meals_followed === null || row.meals_planned === null
        ? null
        : { followed: row.meals_followed, planned: row.meals_planned },
    offChartDays: row.off_chart_days,
    atStudio: row.at_studio,
    lastCompositionCheck: row.last_composition_check === null ? null : dayOfRow(row.last_composition_check),
    calls,
  };
}

/**
 * The coach's clients in their programme (an admin's: everyone's), who needs attention first, or
 * those whose plans ended. One query (public.coach_roster()), then lib/domain/roster's rules.
 */
export async function loadRoster(
  user: SessionUser,
  filter: RosterFilter = 'current',
  now: Date = clockNow(),
  language: DateLanguage = 'en',
): Promise<RosterRow[]> {
  const ended = filter === 'ended';
  const admin = (await staffMember(user))?.role === 'admin';
  const [rows, calls] = await withUser(user, (tx) =>
    Promise.all([
      tx.execute(sql`select * from public.coach_roster(${ended})`).then((result) => rowsOf<FactsRow>(result)),
      rosterCallsIn(tx, now, admin ? null : user.id),
    ]),
  );
  const today = istDay(now);
  return sortRoster(rows.map((row) => rosterRow(factsOf(row, calls.get(row.customer_id) ?? []), today, now, language)));
}

export interface RosterPage {
  /** The rows of this page, after the search. */
  rows: RosterRow[];
  filter: RosterFilter;
  /** Clients of this filter before the search. */
  total: number;
  needAttention: number;
  /** Where this page sits among the rows the search kept. */
  page: { number: number; pages: number; first: number; last: number; of: number };
  isAdmin: boolean;
}

/** What /coach shows: the roster, searched, one page of it, with its counts. */
export async function loadRosterPage(
  user: SessionUser,
  search: string,
  page: number,
  filter: RosterFilter = 'current',
  language: DateLanguage = 'en',
): Promise<RosterPage> {
  const [rows, member] = await Promise.all([loadRoster(user, filter, clockNow(), language), staffMember(user)]);
  const matching = searchRoster(rows, search);
  const shown = pageOf(matching, page);
  return {
    rows: shown.rows,
    filter,
    total: rows.length,
    needAttention: rows.filter((row) => row.reasons.length > 0).length,
    page: { number: shown.page, pages: shown.pages, first: shown.first, last: shown.last, of: matching.length },
    isAdmin: member?.role === 'admin',
  };
}
