import { addDays, istMoment } from './india-time';
import type { Refusal } from './outcome';

/**
 * Studio batches (issue 26): a batch meets on its weekdays at one time in India, over the
 * programme's 45 days from its first session. Pure: the dates, the times and the words the
 * screens use. The database counts seats and books; lib/db/batches.ts writes the sessions.
 */

export const BATCH_DAYS = 45;
/** A change of batch must come this long before the next session. */
export const CHANGE_NOTICE_HOURS = 24;
export const MAX_BATCH_CHANGES = 2;

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]['day'];

/** The ISO weekday of a calendar day ('YYYY-MM-DD'): the same wherever the server runs. */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as Weekday;
}

/** The last of a batch's 45 days. */
export const lastDayOf = (firstSession: string) => addDays(firstSession, BATCH_DAYS - 1);

/** Every session of a batch: its weekdays within the 45 days from the first session, in order. */
export function sessionDays(firstSession: string, days: readonly number[]): string[] {
  const wanted = new Set(days);
  const sessions: string[] = [];
  for (let i = 0; i < BATCH_DAYS; i++) {
    const day = addDays(firstSession, i);
    if (wanted.has(weekdayOf(day))) sessions.push(day);
  }
  return sessions;
}

/** The moment a session starts: its day at the batch's time in India (UTC+05:30, no summer time). */
export function sessionStart(day: string, startTime: string): Date {
  return istMoment(day, startTime);
}

export interface SessionDay {
  day: string;
  cancelled: boolean;
}

/** The first session not yet begun and not cancelled, or null once the batch is over. */
export function nextSession(sessions: readonly SessionDay[], startTime: string, now: Date): string | null {
  return sessions.find((s) => !s.cancelled && sessionStart(s.day, startTime) > now)?.day ?? null;
}

/** Why a booked customer may not move to another batch now, or null: twice at most, 24 hours ahead. */
export function changeProblem(input: { changes: number; nextSessionStart: Date | null; now: Date }): ChangeRefusal | null {
  if (input.changes >= MAX_BATCH_CHANGES) return 'noChangesLeft';
  if (input.nextSessionStart && input.nextSessionStart.getTime() - input.now.getTime() < CHANGE_NOTICE_HOURS * 3_600_000)
    return 'tooLateToChange';
  return null;
}

/**
 * Why a customer with no booking may not take a place now, or null. After giving a seat up under
 * their plan ('Cancel booking'), a new place is a change of batch: refused once the plan's changes
 * are used, and, when the seat was given up within 24 hours of its batch's next session, until that
 * session has begun (`lateUntil`). The database decides the same (my_batch_changes, book_batch).
 */
export function rebookProblem(input: {
  changes: number;
  counts: boolean;
  lateUntil: Date | null;
  now: Date;
}): RebookRefusal | null {
  if (!input.counts) return null;
  if (input.changes >= MAX_BATCH_CHANGES) return 'noChangesLeft';
  if (input.lateUntil && input.lateUntil.getTime() > input.now.getTime()) return 'tooLateToRebook';
  return null;
}

/** The changes of batch left in the plan: 'You can change batch 1 more time in this plan.' */
export function changesLeftLabel(changes: number): string {
  const left = Math.max(0, MAX_BATCH_CHANGES - changes);
  if (left === 0) return 'You have no changes of batch left in this plan.';
  return `You can change batch ${left} more ${left === 1 ? 'time' : 'times'} in this plan.`;
}

/** 'Mon, Wed, Fri'; every day is 'Every day'. */
export function daysLabel(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  return WEEKDAYS.filter((w) => days.includes(w.day))
    .map((w) => w.short)
    .join(', ');
}

/** '07:00' or '07:00:00' → '7:00 am'; '18:30' → '6:30 pm'. */
export function timeLabel(startTime: string): string {
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  const half = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
}

/** 'N seats left', '1 seat left'. */
export function seatsLeftLabel(capacity: number, taken: number): string {
  const left = Math.max(0, capacity - taken);
  return `${left} ${left === 1 ? 'seat' : 'seats'} left`;
}

/** 'Sessions attended N of M'. */
export const attendedLabel = (attended: number, total: number) => `Sessions attended ${attended} of ${total}`;

export type BookingStatus = 'booked' | 'waitlisted';

export const BATCH_MESSAGES = {
  signedOut: 'Please sign in again to book.',
  forbidden: 'Only admins can change centres and batches.',
  centreGone: 'That centre or coach is no longer here. Reload the page and choose again.',
  notCoach: 'Only coaches can check customers in.',
  noStudioPlan: 'Batches come with an in-person plan.',
  full: 'This batch is full',
  alreadyBooked: 'You already have a batch. Cancel it or change batch from your dashboard.',
  gone: 'This batch has ended or no longer exists.',
  noChangesLeft: `You have changed batch ${MAX_BATCH_CHANGES} times already: please write to us to change again.`,
  tooLateToChange: `Batches can be changed up to ${CHANGE_NOTICE_HOURS} hours before your next session.`,
  tooLateToRebook: `You cancelled within ${CHANGE_NOTICE_HOURS} hours of your next session, and booking again counts as a change of batch: you can book again once that session has begun.`,
  /** The rule where a customer may cancel: cancelling and booking again is a change. */
  rebookIsChange: `Booking again counts as a change of batch (at most ${MAX_BATCH_CHANGES} in a plan), and if you cancel within ${CHANGE_NOTICE_HOURS} hours of your next session you can book again only once it has begun.`,
  notBooked: 'You have no batch to change yet.',
  sameBatch: 'You are already in this batch.',
  tooMany: 'Too many changes in an hour. Please try again later.',
  bookFailed: 'We could not book this batch. Please try again.',
  cancelFailed: 'We could not cancel your booking. Please try again.',
  booked: 'You are booked. See you at your first session!',
  waitlisted: 'You are on the waitlist. We will tell you here and in your support chat when a seat frees up.',
  changed: 'Batch changed.',
  cancelled: 'Your booking is cancelled.',
  // The admin's forms.
  centreRequired: 'Choose a centre',
  coachRequired: 'Choose a coach',
  daysRequired: 'Choose at least one day',
  startTime: 'Enter a start time such as 07:00',
  duration: 'Enter a duration from 15 to 240 minutes',
  capacity: 'Enter a capacity from 1 to 200',
  firstSession: 'Enter the date of the first session',
  capacityBelowBookings: (booked: number) =>
    `${booked} ${booked === 1 ? 'customer has' : 'customers have'} booked this batch: the capacity cannot go below ${booked}.`,
  centreName: 'Enter the centre’s name (2 to 80 characters)',
  centreTaken: 'A centre with this name exists already',
  address: 'Enter the address (5 to 300 characters)',
  city: 'Enter the city (2 to 60 characters)',
  mapUrl: 'Enter a map link starting with https://',
  cancelReason: 'Say why, in up to 120 characters (e.g. Diwali)',
  saveFailed: 'We could not save this. Please try again.',
  // Check-in.
  checkInOtherDay: 'This code is for another day.',
  checkInOtherBatch: 'This code is for another batch.',
  checkInNotBooked: 'This code belongs to a customer who is not booked in this session.',
  checkInUnknown: 'This code is not valid. Check the six characters and try again.',
  checkInNoSession: 'There is no session of this batch today.',
  checkInFailed: 'We could not check this customer in. Please try again.',
} as const;

/** A reason code of the studio's refusals: a key of BATCH_MESSAGES, the one place its text lives. */
export type BatchReason = keyof typeof BATCH_MESSAGES;
/** The codes whose text needs no figures. */
type PlainBatchReason = { [K in BatchReason]: (typeof BATCH_MESSAGES)[K] extends string ? K : never }[BatchReason];
/** Names reason codes; a name that is not a key of BATCH_MESSAGES does not compile. */
type Reasons<R extends BatchReason> = R;

/** Why a booked customer may not change batch now (changeProblem, book_batch). */
export type ChangeRefusal = Reasons<'noChangesLeft' | 'tooLateToChange'>;
/** Why a customer who gave a seat up in this plan may not book again now (rebookProblem, book_batch). */
export type RebookRefusal = Reasons<'noChangesLeft' | 'tooLateToRebook'>;
/** Why 'Book this batch', 'Join the waitlist' or 'Change to this batch' was refused (book_batch). */
export type BookingRefusal =
  Reasons<'noStudioPlan' | 'gone' | 'full' | 'alreadyBooked' | 'notBooked' | 'sameBatch'> | ChangeRefusal | RebookRefusal;
/** Why a check-in at today's session was refused. */
export type CheckInRefusal = Reasons<
  'checkInNoSession' | 'checkInNotBooked' | 'checkInUnknown' | 'checkInOtherDay' | 'checkInOtherBatch'
>;
/** Why 'Add centre' was refused. */
export type CentreRefusal = Reasons<'centreTaken'>;
/** Why 'Add batch' or 'Save batch' was refused; a capacity below the bookings is a CapacityRefusal. */
export type BatchSaveRefusal = Reasons<'gone' | 'centreGone'>;
/** A capacity lowered below the seats booked, with how many are booked for its words. */
export type CapacityRefusal = Refusal<Reasons<'capacityBelowBookings'>> & { booked: number };

/**
 * The words of a refusal, as the Server Actions and the screens show them: its code's text in
 * BATCH_MESSAGES, with the refusal's figures where the text needs them.
 */
export function batchRefusalText(refusal: PlainBatchReason | Refusal<PlainBatchReason> | CapacityRefusal): string {
  if (typeof refusal === 'string') return BATCH_MESSAGES[refusal];
  return refusal.reason === 'capacityBelowBookings'
    ? BATCH_MESSAGES.capacityBelowBookings(refusal.booked)
    : BATCH_MESSAGES[refusal.reason];
}
