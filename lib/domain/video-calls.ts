import { WEEKDAYS, timeLabel, weekdayOf, type Weekday } from './batches';
import { addDays, type DateLanguage, daysBetween, formatTime, formatWeekdayDay, istDay, istMoment } from './india-time';
import { accepted, refused, type Outcome, type Refusal } from './outcome';
import { trimmedText } from './text';
import * as z from './validation';

/**
 * The weekly video call with the coach that the 6- and 12-month online plans promise
 * (PROMISES.videoCall, asked by packageIncludes(packageId, 'videoCall')): the coach's weekly
 * availability, the free 15-minute slots a customer books one of each week, the 2-hour rule for
 * changing a call, the room it opens and what the coach marks it. Pure: no React, no I/O.
 *
 * All times are India's: an instant is a Date or an ISO string (slots come out as UTC ISO strings,
 * '2026-12-14T04:30:00.000Z', which a form posts and a timestamptz column takes as they are), a
 * day is 'YYYY-MM-DD', a time of day 'HH:MM'.
 */

export const CALL_MINUTES = 15;
/** A call can be booked, moved or cancelled until this long before it starts, and not after. */
export const CHANGE_BEFORE_HOURS = 2;
/** Slots are offered on today and the days after it, this many calendar days in India in all. */
export const BOOK_AHEAD_DAYS = 14;
/** The room's link shows from this long before the start… */
export const ROOM_OPENS_MINUTES_BEFORE = 5;
/** …until this long after the end: a call that runs over is not cut off from its link. */
export const ROOM_CLOSES_MINUTES_AFTER_END = 15;
/** The coach's times: at most this many windows in a week (three a day). */
export const MAX_WINDOWS = 21;
/** No call is offered before 6 am or after 10 pm in India, whatever a coach enters. */
export const EARLIEST_CALL_TIME = '06:00';
export const LATEST_CALL_END = '22:00';
/** 128 bits: a room name no one can guess or find by trying names. */
export const ROOM_BYTES = 16;
export const NOTE_MAX = 500;

/** Anything an instant may arrive as: a Date, or an ISO string from a form or the database. */
export type Instant = Date | string;

export const VIDEO_CALL_MESSAGES = {
  signedOut: 'Please sign in again to book your call.',
  failed: 'Could not save your call. Please try again.',
  forbidden: 'Only coaches can set times for calls and mark them.',
  cancelled: 'Your call is cancelled.',
  notIncluded: 'Your plan does not include a weekly video call.',
  oneAWeek: 'You already have a call booked this week: reschedule it instead.',
  tooLate: `Calls can be changed up to ${CHANGE_BEFORE_HOURS} hours before they start.`,
  taken: 'That time was just taken. Please choose another.',
  noCoach: 'You can book a call once your coach is assigned. We will let you know.',
  noTimes: `Your coach has no free times in the next ${BOOK_AHEAD_DAYS} days. Please look again in a day or two.`,
  gone: 'This call was cancelled or no longer exists.',
  notYours: 'This call is not with one of your clients.',
  notStarted: 'A call can be marked once it has started.',
  markedHeld: 'Call marked as held.',
  markedMissed: 'Call marked as missed.',
  chooseTime: 'Choose one of the free times.',
  outcome: 'Choose held or missed.',
  note: `Keep the note to ${NOTE_MAX} characters.`,
  // The coach's availability form.
  availabilitySaved: 'Your times for calls are saved.',
  weekday: 'Choose a day of the week.',
  time: 'Enter a time such as 10:00.',
  grid: 'Choose a time on the quarter hour: :00, :15, :30 or :45.',
  hours: `Calls can be from ${timeLabel(EARLIEST_CALL_TIME)} to ${timeLabel(LATEST_CALL_END)}.`,
  order: 'The end must be after the start.',
  overlap: 'This overlaps another time on the same day: join them into one.',
  tooMany: `Add at most ${MAX_WINDOWS} times.`,
} as const;
const M = VIDEO_CALL_MESSAGES;

/** The toast of 'Book my call': 'Your call is booked for today at 6:30 pm.' (`when` is dayAndTime()'s). */
export const bookedMessage = (when: string) => `Your call is booked for ${when}.`;
/** The toast of 'Reschedule'. */
export const rescheduledMessage = (when: string) => `Your call is moved to ${when}.`;

/** A reason code of the calls' refusals: a key of VIDEO_CALL_MESSAGES, the one place its text lives. */
export type VideoCallReason = keyof typeof VIDEO_CALL_MESSAGES;
/** Why 'Book my call' or a reschedule was refused by the rules here; the database adds 'taken'. */
export type BookingRefusal = Refusal<'oneAWeek' | 'tooLate'>;

// ——— Times of day ———

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const CALL_MS = CALL_MINUTES * MINUTE_MS;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const msOf = (instant: Instant) => new Date(instant).getTime();
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** The time of day in India an instant reads, 'HH:MM', from india-time's day and moment alone. */
const istTimeOf = (at: Date) => timeOf(Math.floor((at.getTime() - istMoment(istDay(at), '00:00').getTime()) / MINUTE_MS));

// ——— The coach's weekly availability ———

/** A coach's weekly window for calls: every `weekday` (ISO, Monday 1) from `from` until `until`, India time. */
export interface AvailabilityWindow {
  weekday: Weekday;
  from: string;
  until: string;
}

// Each check aborts, so a time gets one message, and the window's order is checked only between
// two good times.
const windowTime = z.string({ error: M.time }).check(
  z.regex(TIME, { error: M.time, abort: true }),
  z.refine((time) => minutesOf(time) % CALL_MINUTES === 0, { error: M.grid, abort: true }),
  z.refine((time) => time >= EARLIEST_CALL_TIME && time <= LATEST_CALL_END, { error: M.hours, abort: true }),
);

const weekday = z.pipe(
  // A form posts '3'; a client component may send 3.
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  z.literal(
    WEEKDAYS.map((w) => w.day),
    { error: M.weekday },
  ),
);

const windowSchema = z
  .object({ weekday, from: windowTime, until: windowTime })
  .check(z.refine((window) => window.from < window.until, { error: M.order, path: ['until'] }));

const wellFormed = (window: { from: unknown; until: unknown }) =>
  typeof window.from === 'string' && typeof window.until === 'string' && TIME.test(window.from) && TIME.test(window.until);

/**
 * The coach's 'Times for calls': up to 21 windows, each on the quarter hour within 6 am–10 pm,
 * none overlapping another of its weekday (touching is fine: 10:00–12:00 and 12:00–13:00). Out
 * in week order, as they are stored and read out.
 */
export const availabilitySchema = z.pipe(
  z.object({
    windows: z.array(windowSchema).check(z.maxLength(MAX_WINDOWS, M.tooMany), (ctx) => {
      // Each window is checked against those of its day that start no later; the later one is marked.
      const order = ctx.value
        .map((window, index) => ({ window, index }))
        .filter(({ window }) => wellFormed(window) && window.from < window.until)
        .sort((a, b) => a.window.weekday - b.window.weekday || a.window.from.localeCompare(b.window.from));
      order.forEach(({ window, index }, i) => {
        const overlaps = order
          .slice(0, i)
          .some(({ window: earlier }) => earlier.weekday === window.weekday && earlier.until > window.from);
        if (overlaps) ctx.issues.push({ code: 'custom', message: M.overlap, path: [index, 'from'], input: window.from });
      });
    }),
  }),
  z.transform(({ windows }) => ({ windows: sortWindows(windows) })),
);
export type AvailabilityInput = z.output<typeof availabilitySchema>;

/** Windows in week order: Monday first, each day's earliest first. */
export const sortWindows = (windows: readonly AvailabilityWindow[]): AvailabilityWindow[] =>
  [...windows].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));

/** One window in words: 'Mondays 10:00 am–12:00 pm'. */
export function windowLabel(window: AvailabilityWindow): string {
  return `${WEEKDAYS[window.weekday - 1]!.long}s ${timeLabel(window.from)}–${timeLabel(window.until)}`;
}

/** The week's windows in words, a line a weekday: 'Mondays 10:00 am–12:00 pm, 4:00 pm–6:00 pm'. */
export function availabilityLines(windows: readonly AvailabilityWindow[]): string[] {
  const sorted = sortWindows(windows);
  return WEEKDAYS.flatMap(({ day, long }) => {
    const ofDay = sorted.filter((window) => window.weekday === day);
    if (ofDay.length === 0) return [];
    return [`${long}s ${ofDay.map((window) => `${timeLabel(window.from)}–${timeLabel(window.until)}`).join(', ')}`];
  });
}

// ——— Free slots ———

/**
 * Whether a call starting at `callStartsAt` may still be booked, moved or cancelled at `now`: until
 * 2 hours before its start, exactly 2 hours before included ("up to 2 hours before").
 */
export function canChange(callStartsAt: Instant, now: Date): boolean {
  return msOf(callStartsAt) - now.getTime() >= CHANGE_BEFORE_HOURS * HOUR_MS;
}

/**
 * 'Book my call': the start of every 15-minute slot in the coach's windows, on today and the
 * `days - 1` days after it in India, that can still be changed once booked (2 hours away or more,
 * as canChange) and overlaps no call already booked with this coach; UTC ISO strings, earliest
 * first, each once. A window's last slot ends at its end: 10:00–11:00 is 10:00 to 10:45.
 */
export function freeSlots({
  windows,
  booked,
  now,
  days = BOOK_AHEAD_DAYS,
}: {
  windows: readonly AvailabilityWindow[];
  /** The starts of this coach's calls that are booked and not cancelled, each 15 minutes long. */
  booked: readonly Instant[];
  now: Date;
  days?: number;
}): string[] {
  const bookedMs = booked.map(msOf);
  const today = istDay(now);
  const starts = new Set<number>();
  for (let i = 0; i < days; i++) {
    const day = addDays(today, i);
    const ofDay = windows.filter((window) => window.weekday === weekdayOf(day));
    for (const window of ofDay) {
      for (let minutes = minutesOf(window.from); minutes + CALL_MINUTES <= minutesOf(window.until); minutes += CALL_MINUTES) {
        const start = istMoment(day, timeOf(minutes));
        // Any overlap, not only the same start: a call booked off the grid still holds its coach.
        const free = bookedMs.every((call) => Math.abs(call - start.getTime()) >= CALL_MS);
        if (free && canChange(start, now)) starts.add(start.getTime());
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => new Date(start).toISOString());
}

export interface SlotDay {
  day: string;
  /** 'Today', 'Tomorrow', else 'Wed, 16 Dec'. */
  label: string;
  slots: { startsAt: string; label: string }[];
}

/** Slots grouped by their day in India for 'Book my call', each with its time: '10:00 am'. */
export function slotsByDay(slots: readonly Instant[], now: Date): SlotDay[] {
  const today = istDay(now);
  const days: SlotDay[] = [];
  for (const slot of [...slots].map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime())) {
    const day = istDay(slot);
    let group = days.at(-1);
    if (group?.day !== day) {
      const ahead = daysBetween(today, day);
      group = { day, label: ahead === 0 ? 'Today' : ahead === 1 ? 'Tomorrow' : formatWeekdayDay(day), slots: [] };
      days.push(group);
    }
    group.slots.push({ startsAt: slot.toISOString(), label: timeLabel(istTimeOf(slot)) });
  }
  return days;
}

// ——— One call a week ———

/** The week of a call: the Monday ('YYYY-MM-DD') of its ISO week (Monday to Sunday) in India. */
export function callWeek(instant: Instant): string {
  const day = istDay(new Date(instant));
  return addDays(day, 1 - weekdayOf(day));
}

/**
 * Whether a customer may book `slot` (or move the call starting at `moving` to it): both at least
 * 2 hours away, and no other call of theirs in the slot's week. `existing` is every call of theirs
 * not cancelled, past ones too: a call held on Monday is that week's call. The moved call is left
 * out, so it may move within its week or to another. Ok with the slot's week, the key of the rule.
 */
export function canBook({
  existing,
  slot,
  now,
  moving = null,
}: {
  existing: readonly Instant[];
  slot: Instant;
  now: Date;
  moving?: Instant | null;
}): Outcome<{ week: string }, BookingRefusal> {
  if (!canChange(slot, now) || (moving !== null && !canChange(moving, now))) return refused('tooLate');
  const week = callWeek(slot);
  const others = [...existing];
  if (moving !== null) {
    const index = others.findIndex((call) => msOf(call) === msOf(moving));
    if (index >= 0) others.splice(index, 1);
  }
  if (others.some((call) => callWeek(call) === week)) return refused('oneAWeek');
  return accepted({ week });
}

// ——— The room ———

/**
 * A room name no one can guess: 'wellfit-' and the bytes in lower-case hex. The bytes come from the
 * caller (crypto.getRandomValues on the server), at least 16 of them: 128 bits.
 */
export function roomName(bytes: Uint8Array): string {
  if (bytes.length < ROOM_BYTES) throw new RangeError(`A room name needs ${ROOM_BYTES} random bytes, not ${bytes.length}`);
  return `wellfit-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The room's link: the base URL (with or without a trailing slash, a path of its own such as
 * 'https://meet.example.in/rooms', its query and fragment kept) and the room name as one path
 * segment. A base that is not an http(s) URL is a wrong setting, and throws.
 */
export function roomUrl(baseUrl: string, room: string): string {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`Not a web address for calls: ${baseUrl}`);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(room)}`;
  return url.toString();
}

// ——— A call's life ———

export const CALL_OUTCOMES = ['held', 'missed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export interface VideoCall {
  startsAt: Instant;
  cancelledAt: Instant | null;
  outcome: CallOutcome | null;
}

export type CallStatus = 'upcoming' | 'open' | 'awaiting-outcome' | 'held' | 'missed' | 'cancelled';

/**
 * Where a call stands at `now`. A cancellation, then the coach's mark, decide first; else 'open'
 * (the room's link shows) from 5 minutes before the start until 15 minutes after the end, the
 * first moment in and the last one out; before it 'upcoming', after it 'awaiting-outcome'.
 */
export function callStatus(call: VideoCall, now: Date): CallStatus {
  if (call.cancelledAt !== null) return 'cancelled';
  if (call.outcome !== null) return call.outcome;
  const start = msOf(call.startsAt);
  if (now.getTime() < start - ROOM_OPENS_MINUTES_BEFORE * MINUTE_MS) return 'upcoming';
  if (now.getTime() < start + CALL_MS + ROOM_CLOSES_MINUTES_AFTER_END * MINUTE_MS) return 'open';
  return 'awaiting-outcome';
}

/** The coach may mark a call held or missed from its start (and mark it again), never a cancelled one. */
export function canMarkOutcome(call: VideoCall, now: Date): boolean {
  return call.cancelledAt === null && now.getTime() >= msOf(call.startsAt);
}

/** 'today', 'yesterday', '3 days ago', by days in India. */
const daysAgo = (at: Date, now: Date) => {
  const days = daysBetween(istDay(at), istDay(now));
  if (days <= 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
};

/**
 * 'today at 6:30 pm', 'tomorrow at 10:00 am', 'Fri, 18 Dec at 10:00 am': the day and time written in
 * the language given, the sentence in English for lib/i18n/domain-text.ts to translate.
 */
export const dayAndTime = (instant: Instant, now: Date, language: DateLanguage = 'en') => {
  const at = new Date(instant);
  const day = istDay(at);
  const ahead = daysBetween(istDay(now), day);
  const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : formatWeekdayDay(day, language);
  return `${when} at ${formatTime(at, language)}`;
};

/**
 * A client's calls in a line of the coach's roster, what needs the coach first: a past call not
 * yet marked ('Last call yesterday: not marked yet'), the one on now ('Call now, from 6:30 pm'),
 * the next one ('Next call: today at 6:30 pm'), the last one marked ('Last call: held 3 days
 * ago'), else 'No call yet'. Cancelled calls do not count.
 */
export function lastCallLabel(calls: readonly VideoCall[], now: Date, language: DateLanguage = 'en'): string {
  const byStart = calls
    .filter((call) => call.cancelledAt === null)
    .map((call) => ({ at: new Date(call.startsAt), status: callStatus(call, now) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const unmarked = byStart.findLast((call) => call.status === 'awaiting-outcome');
  if (unmarked) return `Last call ${daysAgo(unmarked.at, now)}: not marked yet`;
  const open = byStart.find((call) => call.status === 'open');
  if (open) return `Call now, from ${formatTime(open.at, language)}`;
  const next = byStart.find((call) => call.status === 'upcoming');
  if (next) return `Next call: ${dayAndTime(next.at, now, language)}`;
  const last = byStart.at(-1);
  if (last) return `Last call: ${last.status} ${daysAgo(last.at, now)}`;
  return 'No call yet';
}

// ——— The calendar ———

export interface CallCalendarEvent {
  /** Stable for a call, so a calendar updates a moved call rather than doubling it. */
  uid: string;
  title: string;
  /** The start in UTC, [year, month 1-12, day, hour, minute], as the ics library's DateArray. */
  startUtc: [number, number, number, number, number];
  durationMinutes: number;
  description: string;
  url: string;
}

/**
 * 'Add to calendar': the fields of an iCalendar event for a call, for the server to hand the ics
 * library (startInputType 'utc'), so the domain needs none.
 */
export function callCalendarEvent(call: { id: string; startsAt: Instant; url: string; withName: string }): CallCalendarEvent {
  const start = new Date(call.startsAt);
  return {
    uid: `video-call-${call.id}@wellfit`,
    title: `WellFit video call with ${call.withName}`,
    startUtc: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    durationMinutes: CALL_MINUTES,
    description: `Your weekly ${CALL_MINUTES}-minute video call. The link opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the start: ${call.url}`,
    url: call.url,
  };
}

// ——— The forms of a call ———

/** A slot's start as posted: an ISO instant on the quarter hour (India's quarter hours are UTC's). */
const slotStart = z.string({ error: M.chooseTime }).check(
  z.iso.datetime({ offset: true, error: M.chooseTime, abort: true }),
  z.refine((instant) => msOf(instant) % CALL_MS === 0, M.chooseTime),
);

/** 'Book my call': one of the free slots; the server checks it against freeSlots and canBook. */
export const bookCallSchema = z.object({ startsAt: slotStart });

/** 'Reschedule': the call and its new slot. */
export const rescheduleCallSchema = z.object({ callId: z.uuid({ error: M.gone }), startsAt: slotStart });

/** 'Cancel call'. */
export const cancelCallSchema = z.object({ callId: z.uuid({ error: M.gone }) });

/** The coach's 'Held' or 'Missed', with a note for the client's file (optional). */
export const callOutcomeSchema = z.object({
  callId: z.uuid({ error: M.gone }),
  outcome: z.enum(CALL_OUTCOMES, { error: M.outcome }),
  note: z._default(trimmedText({ max: NOTE_MAX, tooLong: M.note }), ''),
});
export type CallOutcomeInput = z.output<typeof callOutcomeSchema>;
