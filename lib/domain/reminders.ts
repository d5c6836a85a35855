import { addDays, istMoment, weekdayOf } from './india-time';

// Reminders (the installable app): what a customer asked to be reminded of, when, in India, and
// what each one says. Pure: the worker (lib/reminders) and the settings card share it.

/**
 * 'chat-reply' and 'video-call' are not at a time the customer chose: a coach's reply not read a
 * minute on, and 30 minutes before a booked video call (the database plans both).
 */
export const REMINDER_KINDS = ['weigh-in', 'water', 'workout', 'meals', 'measure', 'chat-reply', 'video-call'] as const;
/** The kinds the database plans from events, which a change of the customer's times leaves alone. */
export const EVENT_REMINDER_KINDS = ['chat-reply', 'video-call'] as const satisfies readonly ReminderKind[];
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Times are 'HH:MM' in India; null turns that reminder off. */
export interface ReminderSettings {
  weighInAt: string | null;
  water: { everyHours: number; from: string; until: string } | null;
  workoutAt: string | null;
  meals: boolean;
  /** 'Measure this week': Sunday morning, until the week holds an entry of measurements. */
  measure: boolean;
  /** A coach's reply not read within a minute. */
  chatReplies: boolean;
  /** 30 minutes before a booked video call with the coach. */
  videoCalls: boolean;
  /** Every reminder on WhatsApp too, to the phone the customer signs in with. */
  whatsapp: boolean;
}

/** A customer's reminders before they choose: none at a time, a coach's replies on. */
export const DEFAULT_REMINDERS: ReminderSettings = {
  weighInAt: null,
  water: null,
  workoutAt: null,
  meals: false,
  measure: false,
  chatReplies: true,
  videoCalls: true,
  whatsapp: false,
};

/** 'Log your meals' comes once, after dinner time. */
export const MEALS_REMINDER_AT = '21:00';

/** 'Measure this week' comes on Sunday morning (the day in India), a week's entry being enough. */
export const MEASURE_REMINDER = { weekday: 'Sunday', at: '08:00' } as const;
/** The days an entry of measurements counts for: that day and the six before it. */
export const MEASURE_WEEK_DAYS = 7;

export interface DueReminder {
  kind: ReminderKind;
  day: string;
  dueAt: Date;
}

/** Every reminder of one day in India, in time order. */
export function remindersOn(settings: ReminderSettings, day: string): DueReminder[] {
  const due: DueReminder[] = [];
  const at = (kind: ReminderKind, time: string) => due.push({ kind, day, dueAt: istMoment(day, time) });
  if (settings.weighInAt) at('weigh-in', settings.weighInAt);
  if (settings.water) {
    const until = istMoment(day, settings.water.until).getTime();
    const step = settings.water.everyHours * 3_600_000;
    for (let moment = istMoment(day, settings.water.from).getTime(); moment <= until; moment += step) {
      due.push({ kind: 'water', day, dueAt: new Date(moment) });
    }
  }
  if (settings.workoutAt) at('workout', settings.workoutAt);
  if (settings.meals) at('meals', MEALS_REMINDER_AT);
  if (settings.measure && weekdayOf(day) === MEASURE_REMINDER.weekday) at('measure', MEASURE_REMINDER.at);
  return due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The reminders of `days` days from `firstDay` not yet past at `now` (one due this very moment counts). */
export function remindersAhead(settings: ReminderSettings, firstDay: string, days: number, now: Date): DueReminder[] {
  return Array.from({ length: days }, (_, i) => remindersOn(settings, addDays(firstDay, i)))
    .flat()
    .filter((reminder) => reminder.dueAt >= now);
}

/** What the day holds so far, to skip a reminder whose task is done. */
export interface DaySoFar {
  weightLogged: boolean;
  waterGlasses: number;
  waterGoal: number;
  workoutDone: boolean;
  foodsLogged: number;
  /** The coach's messages in the open chat the customer has not read. */
  unreadReplies: number;
  /** An entry of measurements on the day or the six before it. */
  measuredThisWeek: boolean;
}

/** No weigh-in reminder after today's weight, no water one once the goal is met, and so on. */
export function taskDone(kind: ReminderKind, day: DaySoFar): boolean {
  switch (kind) {
    case 'weigh-in':
      return day.weightLogged;
    case 'water':
      return day.waterGlasses >= day.waterGoal;
    case 'workout':
      return day.workoutDone;
    case 'meals':
      return day.foodsLogged > 0;
    case 'measure':
      return day.measuredThisWeek;
    case 'chat-reply':
      return day.unreadReplies === 0;
    case 'video-call':
      // A moved or cancelled call takes its reminder back (the database), so one still due is wanted.
      return false;
  }
}

/** A reminder more than this late (the app was down) is not sent: a 7 am weigh-in at noon helps nobody. */
export const REMINDER_LATE_MS = 2 * 3_600_000;

export interface ReminderMessage {
  title: string;
  body: string;
  /** Where a tap opens, with the reminder named so it can be turned off there in one tap. */
  url: string;
  /** One notification per kind on the device: a new one replaces the last. */
  tag: string;
}

export function reminderMessage(kind: ReminderKind, day: DaySoFar): ReminderMessage {
  const url = `/account?reminder=${kind}#reminders`;
  switch (kind) {
    case 'weigh-in':
      return { title: 'Morning weigh-in', body: "Step on the scale before breakfast and log today's weight.", url, tag: kind };
    case 'water':
      return {
        title: 'Time for a glass of water',
        body: `${day.waterGlasses} of ${day.waterGoal} glasses so far today.`,
        url,
        tag: kind,
      };
    case 'workout':
      return {
        title: "Today's workout",
        body: 'Your workout for today is waiting. Mark it done when you finish.',
        url,
        tag: kind,
      };
    case 'meals':
      return { title: 'Log your meals', body: 'What did you eat today? It takes a minute.', url, tag: kind };
    case 'measure':
      return {
        title: 'Measure this week',
        body: 'Your waist and the rest take two minutes with a tape: add them on Progress.',
        url,
        tag: kind,
      };
    case 'chat-reply':
      return {
        title: 'Your coach replied',
        body:
          day.unreadReplies === 1
            ? 'A new message is waiting in your chat.'
            : `${day.unreadReplies} new messages are waiting in your chat.`,
        url: `/support?reminder=${kind}`,
        tag: kind,
      };
    case 'video-call':
      return {
        title: 'Your video call in 30 minutes',
        body: 'Your weekly call with your coach. The link opens on Coach 5 minutes before.',
        url: `/support?reminder=${kind}`,
        tag: kind,
      };
  }
}
