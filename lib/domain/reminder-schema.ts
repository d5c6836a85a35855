import { isPushServiceEndpoint } from './push-endpoints';
import { REMINDER_KINDS, type ReminderKind, type ReminderSettings } from './reminders';
import * as z from './validation';

export const REMINDER_MESSAGES = {
  signedOut: 'Please sign in again to set your reminders.',
  failed: 'Could not save your reminders. Please try again.',
  time: 'Choose a time.',
  every: 'Choose every 1 to 4 hours.',
  window: 'The last water reminder must be at or after the first.',
  saved: 'Reminders saved.',
  device: 'This browser could not be set up for reminders.',
  pushService: "This browser's push service is not supported. Try Chrome, Firefox, Edge or Safari.",
  optIn:
    'WellFit will send reminders to this device at the times you choose, in India time. Turn each one off here, or from any reminder, at any time.',
  whatsappOptIn:
    "WellFit will also send these reminders and your coach's replies on WhatsApp, to the phone number you sign in with. Untick this to stop them.",
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: REMINDER_MESSAGES.time }).check(z.regex(TIME, REMINDER_MESSAGES.time));
const box = z.optional(z.literal('on'));

/** 'Save reminders': each reminder's box and its time(s), India time. Unticked, its time is not needed. */
export const reminderFormSchema = z
  .object({
    weighIn: box,
    weighInAt: z.optional(z.string()),
    water: box,
    waterEvery: z.optional(z.string()),
    waterFrom: z.optional(z.string()),
    waterUntil: z.optional(z.string()),
    workout: box,
    workoutAt: z.optional(z.string()),
    meals: box,
    measure: box,
    chatReplies: box,
    videoCalls: box,
    whatsapp: box,
  })
  .check((ctx) => {
    const form = ctx.value;
    const need = (on: unknown, value: string | undefined, path: string) => {
      if (on && !time.safeParse(value).success)
        ctx.issues.push({ code: 'custom', message: REMINDER_MESSAGES.time, path: [path], input: value });
    };
    need(form.weighIn, form.weighInAt, 'weighInAt');
    need(form.workout, form.workoutAt, 'workoutAt');
    need(form.water, form.waterFrom, 'waterFrom');
    need(form.water, form.waterUntil, 'waterUntil');
    if (form.water) {
      const every = Number(form.waterEvery);
      if (!Number.isInteger(every) || every < 1 || every > 4) {
        ctx.issues.push({ code: 'custom', message: REMINDER_MESSAGES.every, path: ['waterEvery'], input: form.waterEvery });
      } else if (form.waterFrom && form.waterUntil && TIME.test(form.waterFrom) && form.waterUntil < form.waterFrom) {
        ctx.issues.push({ code: 'custom', message: REMINDER_MESSAGES.window, path: ['waterUntil'], input: form.waterUntil });
      }
    }
  });
export type ReminderForm = z.infer<typeof reminderFormSchema>;

/** The settings a valid form means. */
export function settingsFromForm(form: ReminderForm): ReminderSettings {
  return {
    weighInAt: form.weighIn ? form.weighInAt! : null,
    water: form.water ? { everyHours: Number(form.waterEvery), from: form.waterFrom!, until: form.waterUntil! } : null,
    workoutAt: form.workout ? form.workoutAt! : null,
    meals: Boolean(form.meals),
    measure: Boolean(form.measure),
    chatReplies: Boolean(form.chatReplies),
    videoCalls: Boolean(form.videoCalls),
    whatsapp: Boolean(form.whatsapp),
  };
}

/** The same settings with one reminder turned off: the one a notification's tap came from. */
export function withoutReminder(settings: ReminderSettings, kind: ReminderKind): ReminderSettings {
  switch (kind) {
    case 'weigh-in':
      return { ...settings, weighInAt: null };
    case 'water':
      return { ...settings, water: null };
    case 'workout':
      return { ...settings, workoutAt: null };
    case 'meals':
      return { ...settings, meals: false };
    case 'measure':
      return { ...settings, measure: false };
    case 'chat-reply':
      return { ...settings, chatReplies: false };
    case 'video-call':
      return { ...settings, videoCalls: false };
  }
}

/** A browser's push subscription's address, as the browser names it to turn it off. */
const endpoint = z
  .url({ protocol: /^https$/, error: REMINDER_MESSAGES.device })
  .check(z.maxLength(1000, REMINDER_MESSAGES.device));

/** A browser's push subscription, as PushSubscription.toJSON() gives it: the server will connect to its endpoint. */
export const deviceSchema = z.object({
  endpoint: z
    .string({ error: REMINDER_MESSAGES.device })
    .check(z.maxLength(1000, REMINDER_MESSAGES.device), z.refine(isPushServiceEndpoint, REMINDER_MESSAGES.pushService)),
  p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}$/, REMINDER_MESSAGES.device)),
  auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,30}$/, REMINDER_MESSAGES.device)),
});

/**
 * 'Turn off on this device': the browser's subscription, by its address. Any https address, so a
 * device saved before the push services were checked can still be turned off.
 */
export const deviceOffSchema = z.object({ endpoint });

export const turnOffSchema = z.object({ kind: z.enum(REMINDER_KINDS) });
