'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { requestAuth, setSignedInHint } from '@/lib/auth/session';
import { changeWater, logMeal, logWeight, setWorkoutDone } from '@/lib/db/checkins';
import { answerWeeklyCheckin } from '@/lib/db/coaching';
import { todaysWorkout } from '@/lib/db/dashboard';
import { deleteMyAccount } from '@/lib/db/my-data';
import { pausePlan, previewPause, resumePlan } from '@/lib/db/plans';
import { addDevice, myReminders, removeDevice, saveReminders } from '@/lib/db/reminders';
import { requestRefund } from '@/lib/db/refunds';
import { removeFromWhatsAppOutbox } from '@/lib/messages/whatsapp';
import { removeFromOutbox } from '@/lib/sms/outbox';
import {
  CHECKIN_MESSAGES,
  deleteAccountSchema,
  mealLogSchema,
  waterSchema,
  weightLogSchema,
  workoutSchema,
} from '@/lib/domain/checkins';
import { COACHING_MESSAGES } from '@/lib/domain/coaching';
import { weeklyCheckinSchema } from '@/lib/domain/coaching-schema';
import { PLAN_MESSAGES, type PausePreview } from '@/lib/domain/plans';
import { pausePlanSchema, resumePlanSchema } from '@/lib/domain/plan-schema';
import { istDay } from '@/lib/domain/progress';
import { REFUND_MESSAGES } from '@/lib/domain/refunds';
import { refundRequestSchema } from '@/lib/domain/refund-schema';
import {
  deviceOffSchema,
  deviceSchema,
  REMINDER_MESSAGES,
  reminderFormSchema,
  settingsFromForm,
  turnOffSchema,
  withoutReminder,
} from '@/lib/domain/reminder-schema';

// Every check-in is for today in India, as the server tells it: the browser sends no date.
const today = () => istDay(new Date());

function saved<T>(data: T) {
  revalidatePath('/dashboard');
  return ok(data);
}

export const logWeightAction = validatedActionWithUser(
  'logWeight',
  weightLogSchema,
  CHECKIN_MESSAGES,
  async ({ weight, clientId }, user) => {
    await logWeight(user, today(), weight, clientId);
    return saved({ weight });
  },
);

export const changeWaterAction = validatedActionWithUser(
  'changeWater',
  waterSchema,
  CHECKIN_MESSAGES,
  async ({ change, clientId }, user) => saved({ glasses: await changeWater(user, today(), change === 'add' ? 1 : -1, clientId) }),
);

export const logMealAction = validatedActionWithUser('logMeal', mealLogSchema, CHECKIN_MESSAGES, async (meal, user) => {
  await logMeal(user, today(), meal.meal, meal.description, meal.calories ?? null);
  return saved({ meal: meal.meal });
});

/** The calories come from today's session of the customer's plan, never from the browser. */
export const setWorkoutAction = validatedActionWithUser(
  'setWorkout',
  workoutSchema,
  CHECKIN_MESSAGES,
  async ({ done, clientId }, user) => {
    const workout = await todaysWorkout(user);
    await setWorkoutDone(user, today(), done === 'yes', workout.calories, clientId);
    return saved({ done: done === 'yes' });
  },
);

export const deleteAccountAction = validatedActionWithUser(
  'deleteAccount',
  deleteAccountSchema,
  { ...CHECKIN_MESSAGES, failed: 'Could not delete your account. Please try again or write to support.' },
  async (_, user) => {
    await deleteMyAccount(user);
    if (user.phone) await Promise.all([removeFromOutbox(user.phone), removeFromWhatsAppOutbox(user.phone)]);
    await (await requestAuth()).signOut();
    await setSignedInHint(false);
    redirect('/');
  },
);

/** The weekly check-in due today: the server decides which week it answers. */
export const submitWeeklyCheckinAction = validatedActionWithUser(
  'submitWeeklyCheckin',
  weeklyCheckinSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: COACHING_MESSAGES.weeklyFailed },
  async (answers, user) => {
    if ((await answerWeeklyCheckin(user, answers)) === 'not-due') return failure(COACHING_MESSAGES.weeklyNotDue);
    return saved(COACHING_MESSAGES.weeklySaved);
  },
);

type PauseAnswer = { preview: PausePreview } | { until: string };

/**
 * 'Pause my plan': from today, for the days chosen; the plan's own limit is checked with the plan.
 * The first post says what the pause would do (the new end date); the confirmed one pauses.
 */
export const pauseMyPlanAction = validatedActionWithUser(
  'pauseMyPlan',
  pausePlanSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: PLAN_MESSAGES.pauseFailed },
  async ({ days, confirmed }, user) => {
    if (!confirmed) {
      const asked = await previewPause(user, days);
      return asked.status === 'refused' ? failure(asked.message) : ok<PauseAnswer>({ preview: asked.preview });
    }
    const outcome = await pausePlan(user, days);
    if (outcome.status === 'refused') return failure(outcome.message);
    return saved<PauseAnswer>({ until: outcome.until });
  },
);

/** 'Resume now' during a pause: the plan's end moves back by the days not used. */
export const resumeMyPlanAction = validatedActionWithUser(
  'resumeMyPlan',
  resumePlanSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: PLAN_MESSAGES.resumeFailed },
  async (_, user) => {
    const outcome = await resumePlan(user);
    if (outcome.status === 'refused') return failure(outcome.message);
    return saved({ activeUntil: outcome.activeUntil });
  },
);

/** 'Request a refund' of one of the customer's plans; whether it still may be is checked with the plan. */
export const requestRefundAction = validatedActionWithUser(
  'requestRefund',
  refundRequestSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: REFUND_MESSAGES.requestFailed },
  async (input, user) => {
    const outcome = await requestRefund(user, input);
    if (outcome.status === 'refused') return failure(outcome.message);
    return saved(REFUND_MESSAGES.requested);
  },
);

const reminderMessages = { signedOut: REMINDER_MESSAGES.signedOut, failed: REMINDER_MESSAGES.failed };

/** 'Save reminders': the times, in India; the ones ahead are planned again. */
export const saveRemindersAction = validatedActionWithUser(
  'saveReminders',
  reminderFormSchema,
  reminderMessages,
  async (form, user) => {
    await saveReminders(user, settingsFromForm(form));
    return saved(REMINDER_MESSAGES.saved);
  },
);

/** 'Turn on reminders', after the browser's permission: this browser's subscription and the consent shown. */
export const turnOnRemindersAction = validatedActionWithUser(
  'turnOnReminders',
  deviceSchema,
  reminderMessages,
  async (device, user) => {
    const agent = (await headers()).get('user-agent');
    await addDevice(user, { ...device, label: agent ? agent.slice(0, 200) : null }, REMINDER_MESSAGES.optIn);
    return saved(undefined);
  },
);

/** 'Turn off on this device': the browser unsubscribed, and its subscription goes. */
export const turnOffDeviceAction = validatedActionWithUser(
  'turnOffDevice',
  deviceOffSchema,
  reminderMessages,
  async ({ endpoint }, user) => {
    await removeDevice(user, endpoint);
    return saved(undefined);
  },
);

/** The one-tap way out from a notification: that kind of reminder off. */
export const turnOffReminderAction = validatedActionWithUser(
  'turnOffReminder',
  turnOffSchema,
  reminderMessages,
  async ({ kind }, user) => {
    const { settings } = await myReminders(user);
    await saveReminders(user, withoutReminder(settings, kind));
    return saved(undefined);
  },
);
