import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { getDatabase } from '@/lib/db/database';
import { deleteFoodLog, logFood } from '@/lib/db/food-logs';
import { foodLogs } from '@/lib/db/schema';
import { CHECKIN_MESSAGES } from '@/lib/domain/checkins';
import { COACHING_MESSAGES, WEEKLY_TEXT_MAX } from '@/lib/domain/coaching';
import { DIET_CHART_MESSAGES } from '@/lib/domain/diet-charts/views';
import { DIETS, FOOD_LOG_MESSAGES, QUICK_DESCRIPTION_MAX } from '@/lib/domain/food-log';
import { PLAN_MESSAGES } from '@/lib/domain/plans';
import { MEALS } from '@/lib/domain/progress';
import { istDay } from '@/lib/domain/india-time';
import { MEASURES, MEASUREMENT_MESSAGES } from '@/lib/domain/measurements';
import { PHOTO_MESSAGES } from '@/lib/domain/progress-photos';
import { REFUND_MESSAGES, REFUND_REASON } from '@/lib/domain/refunds';
import { REMINDER_MESSAGES } from '@/lib/domain/reminder-schema';
import { REMINDER_KINDS } from '@/lib/domain/reminders';
import { LOCALES } from '@/lib/i18n/locales';
import { FEELINGS, WORKOUT_MESSAGES } from '@/lib/domain/workout-log';
import { signUndo } from '@/lib/security/undo-token';
import { isOk, refusedWith, type Target, world } from '../action-fuzz';
import {
  choiceField,
  type Field,
  HTML,
  literalField,
  MISSING,
  NUL,
  numberField,
  SQL,
  tableIdField,
  textField,
  uuidField,
  wrongType,
} from '../hostile';

// The customer's dashboard: the day's check-ins, the weekly check-in, the plan, refunds,
// reminders and the food log. The fuzzing customer has no plan.

const dashboard = {
  ...(await import('@/lib/actions/check-ins')),
  ...(await import('@/lib/actions/account')),
  ...(await import('@/lib/actions/plans')),
  ...(await import('@/lib/actions/reminders')),
  ...(await import('@/lib/actions/language')),
};
const food = await import('@/lib/actions/food-log');
const measurements = await import('@/lib/actions/measurements');
const photos = await import('@/lib/actions/progress-photos');
const diet = await import('@/lib/actions/diet-charts');
const workouts = await import('@/lib/actions/workouts');

/** A shared food's id or a customer's own: well-formed ones may still not exist (then refused later). */
const foodIdField = (): Field => ({
  ok: fc.constantFrom('dal-tadka', 'roti', 'no-such-food', '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11'),
  bad: fc.oneof(
    fc.constantFrom('', ' dal-tadka', 'DAL-TADKA', 'dal tadka', "dal-tadka' or 1=1 --", 'x'.repeat(81), ...HTML, MISSING),
    wrongType('dal-tadka'),
  ),
});

const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:MM' from `from` to `until` hours (inclusive). */
const timeOfDay = (from: number, until: number) =>
  fc.tuple(fc.integer({ min: from, max: until }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);
/** A time the reminders' form refuses. */
const badTime = fc.oneof(
  fc.constantFrom('24:00', '7:00', '07:60', '0700', '07:00:00', ' 07:00', '07:00 ', '07.00', '', '  ', `07:00${NUL}`),
  fc.constantFrom(...SQL, ...HTML, 'x'.repeat(100_000), MISSING),
  wrongType('07:00'),
);
/** A ticked box ('on'); the box that turns on a time must be ticked for its time to be checked. */
const tickedBox = (): Field => ({ ...literalField('on'), bad: literalField('on').bad.filter((v) => v !== MISSING) });
/** A box ticked or not. */
const box = (): Field => ({ ok: fc.constantFrom('on', MISSING), bad: tickedBox().bad });

/** Text the database takes, at most `max` characters: an undo token, a push key. */
const base64url = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'),
    minLength: min,
    maxLength: max,
  });

/** Push endpoints: the services' hosts, with the paths browsers give and hostile ones. */
const pushEndpoint = fc.tuple(
  fc.constantFrom(
    'https://fcm.googleapis.com/fcm/send/',
    'https://updates.push.services.mozilla.com/wpush/v2/',
    'https://web.push.apple.com/',
    'https://wns2-par02p.notify.windows.com/w/?token=',
  ),
  fc.oneof(base64url(1, 200), fc.constantFrom('%27%20or%201%3D1', '..%2F..%2Fadmin', '%3Cscript%3E')),
);

let undo = { mine: '', othersOfTheirs: '', otherKind: '' };

export const targets: Record<string, Target> = {
  logWeightAction: {
    action: dashboard.logWeightAction,
    spec: () => ({ weight: numberField({ min: 30, max: 300 }) }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  // Every measure may be left empty but not all: the waist is always sent, and only a waist out of
  // its range (not a blank one) is its fault.
  saveMeasurementsAction: {
    action: measurements.saveMeasurementsAction,
    spec: () =>
      Object.fromEntries(
        MEASURES.map(({ key, min, max }) => {
          if (key !== 'waistCm') return [key, numberField({ min, max, optional: true })];
          const waist = numberField({ min, max });
          return [key, { ...waist, bad: waist.bad.filter((value) => ![MISSING, null, '', '   '].includes(value as never)) }];
        }),
      ),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: MEASUREMENT_MESSAGES.signedOut,
    accepted: isOk,
  },
  givePhotoConsentAction: {
    action: photos.givePhotoConsentAction,
    spec: () => ({ agree: literalField('yes') }),
    modes: ['object', 'form'],
    signedOut: PHOTO_MESSAGES.signedOut,
    accepted: isOk,
  },
  // The fuzzing customer has no photo: a well-formed id is someone else's or nobody's.
  deletePhotoAction: {
    action: photos.deletePhotoAction,
    spec: () => ({ photoId: uuidField(world.otherIds) }),
    modes: ['object', 'form'],
    signedOut: PHOTO_MESSAGES.signedOut,
    accepted: refusedWith(PHOTO_MESSAGES.gone),
  },
  withdrawPhotoConsentAction: {
    action: photos.withdrawPhotoConsentAction,
    spec: () => ({ confirm: literalField('yes') }),
    modes: ['object', 'form'],
    signedOut: PHOTO_MESSAGES.signedOut,
    accepted: isOk,
  },
  changeWaterAction: {
    action: dashboard.changeWaterAction,
    spec: () => ({ change: choiceField(['add', 'remove']) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  setWorkoutAction: {
    action: dashboard.setWorkoutAction,
    spec: () => ({ done: choiceField(['yes', 'no']) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  deleteAccountAction: {
    action: dashboard.deleteAccountAction,
    spec: () => ({ confirm: literalField('delete') }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) => o === 'redirect',
  },
  // No programme running: no weekly check-in is due, whatever the answers.
  submitWeeklyCheckinAction: {
    action: dashboard.submitWeeklyCheckinAction,
    spec: () => ({
      energy: numberField({ min: 1, max: 5, int: true }),
      sleep: numberField({ min: 1, max: 5, int: true }),
      hunger: numberField({ min: 1, max: 5, int: true }),
      mood: numberField({ min: 1, max: 5, int: true }),
      wins: textField({ min: 0, max: WEEKLY_TEXT_MAX, optional: true }),
      struggles: textField({ min: 0, max: WEEKLY_TEXT_MAX, optional: true }),
      waistCm: numberField({ min: 40, max: 200, optional: true }),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: refusedWith(COACHING_MESSAGES.weeklyNotDue),
  },
  pauseMyPlanAction: {
    action: dashboard.pauseMyPlanAction,
    spec: () => ({
      days: numberField({ min: 7, max: 28, int: true }),
      confirmed: { ok: fc.constantFrom('yes', MISSING), bad: literalField('yes').bad.filter((v) => v !== MISSING) },
    }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    // The fuzzing customer has no plan: a well-formed pause is refused with its reason, and nothing is written.
    accepted: refusedWith(PLAN_MESSAGES.noPlan),
  },
  resumeMyPlanAction: {
    action: dashboard.resumeMyPlanAction,
    spec: () => ({}),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: refusedWith(PLAN_MESSAGES.notPaused),
    runs: 300,
  },
  requestRefundAction: {
    action: dashboard.requestRefundAction,
    spec: () => ({ orderId: uuidField(world.otherIds), reason: textField(REFUND_REASON) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: CHECKIN_MESSAGES.signedOut,
    // The fuzzing customer has no plan, and another's order is not theirs: refused, nothing written.
    accepted: refusedWith(REFUND_MESSAGES.notYours),
  },
  chooseLanguageAction: {
    action: dashboard.chooseLanguageAction,
    spec: () => ({
      language: choiceField(LOCALES),
      // Any text: a page off this site, or none, goes to the dashboard (safeNextPath).
      next: {
        ok: fc.oneof(
          fc.constantFrom(
            '/dashboard',
            '/packages?type=online',
            '/hi/packages',
            '//evil.example',
            'https://evil.example/',
            '/\\evil',
            MISSING,
          ),
          fc.string({ maxLength: 100 }),
        ),
        bad: fc.oneof(fc.constant('/'.repeat(2_001)), wrongType('/dashboard')),
      },
    }),
    modes: ['object', 'form'],
    runs: 300,
    // Kept on the account and in the browser, then the page again in the language chosen.
    accepted: (o) => o === 'redirect',
  },
  saveRemindersAction: {
    action: dashboard.saveRemindersAction,
    spec: () => ({
      weighIn: tickedBox(),
      weighInAt: { ok: timeOfDay(0, 23), bad: badTime },
      water: tickedBox(),
      waterEvery: {
        ok: fc.constantFrom('1', '2', '3', '4', ' 2 ', '3.0'),
        bad: fc.oneof(fc.constantFrom('0', '5', '1.5', '-1', '', 'abc', '1e309', 'NaN', `2${NUL}`, MISSING), wrongType('2')),
      },
      // The first water reminder in the morning, the last in the afternoon or evening: never before the first.
      waterFrom: { ok: timeOfDay(0, 11), bad: badTime },
      waterUntil: { ok: timeOfDay(12, 23), bad: badTime },
      workout: tickedBox(),
      workoutAt: { ok: timeOfDay(0, 23), bad: badTime },
      meals: box(),
      measure: box(),
      chatReplies: box(),
      videoCalls: box(),
      whatsapp: box(),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: REMINDER_MESSAGES.signedOut,
    accepted: isOk,
  },
  turnOnRemindersAction: {
    action: dashboard.turnOnRemindersAction,
    spec: () => ({
      endpoint: {
        ok: pushEndpoint.map(([host, path]) => `${host}${path}`),
        bad: fc.oneof(
          fc.constantFrom(
            'http://fcm.googleapis.com/fcm/send/x',
            'https://fcm.googleapis.com:443/fcm/send/x',
            'https://FCM.googleapis.com/fcm/send/x',
            'https://fcm.googleapis.com./fcm/send/x',
            'https://2130706433/',
            'https://169.254.169.254/latest/meta-data/',
            'https://localhost/',
            'https://user:pass@fcm.googleapis.com/x',
            'https://push.apple.com/',
            'https://evil.example/fcm.googleapis.com',
            `https://fcm.googleapis.com/fcm/send/${'x'.repeat(1000)}`,
            'javascript:alert(1)',
            '',
            MISSING,
          ),
          fc.constantFrom(...SQL, ...HTML),
          wrongType('https://fcm.googleapis.com/fcm/send/x'),
        ),
      },
      p256dh: {
        ok: base64url(80, 100),
        bad: fc.oneof(base64url(0, 79), base64url(101, 120), fc.constantFrom(`${'A'.repeat(86)}=`, MISSING), wrongType('A')),
      },
      auth: {
        ok: base64url(16, 30),
        bad: fc.oneof(base64url(0, 15), base64url(31, 40), fc.constantFrom(`${'A'.repeat(20)}+/`, MISSING), wrongType('A')),
      },
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: REMINDER_MESSAGES.signedOut,
    accepted: isOk,
  },
  // Any https address: turning off one this customer does not have changes nothing.
  turnOffDeviceAction: {
    action: dashboard.turnOffDeviceAction,
    spec: () => ({
      endpoint: {
        ok: fc.oneof(
          pushEndpoint.map(([host, path]) => `${host}${path}`),
          fc.webUrl({ validSchemes: ['https'] }),
          fc.constantFrom("https://x.example/?q=' or 1=1 --", 'https://127.0.0.1/'),
        ),
        bad: fc.oneof(
          fc.constantFrom(
            'http://fcm.googleapis.com/x',
            'javascript:alert(1)',
            'fcm.googleapis.com',
            '',
            `https://x/${'x'.repeat(1000)}`,
          ),
          fc.constantFrom(...SQL, ...HTML, MISSING),
          wrongType('https://fcm.googleapis.com/x'),
        ),
      },
    }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: REMINDER_MESSAGES.signedOut,
    accepted: isOk,
  },
  turnOffReminderAction: {
    action: dashboard.turnOffReminderAction,
    spec: () => ({ kind: choiceField(REMINDER_KINDS) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: REMINDER_MESSAGES.signedOut,
    accepted: isOk,
  },
  // The food log: a food that is not in the table, or an entry that is not the customer's, is
  // refused with its reason; the rest is saved to the fuzzing customer's own log.
  logFoodAction: {
    action: food.logFoodAction,
    spec: () => ({
      foodId: foodIdField(),
      serving: textField({ min: 1, max: 40 }),
      quantity: numberField({ min: 0.5, max: 20, step: 0.5 }),
      meal: choiceField(MEALS),
    }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) => isOk(o) || refusedWith(FOOD_LOG_MESSAGES.notFound)(o),
  },
  // 'Ate this': the fuzzing customer has no chart, so every slot (the other customer's included) is gone.
  ateThisAction: {
    action: diet.ateThisAction,
    spec: () => ({ slotId: uuidField(world.otherIds), optionId: uuidField(world.otherIds) }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: DIET_CHART_MESSAGES.signedOut,
    accepted: refusedWith(DIET_CHART_MESSAGES.mealGone),
  },
  // 'Ate this instead': the same, whatever the swap.
  ateSwapAction: {
    action: diet.ateSwapAction,
    spec: () => ({
      slotId: uuidField(world.otherIds),
      optionId: uuidField(world.otherIds),
      swap: {
        ok: fc.constantFrom('poha', 'idli+sambar', 'chaas+moong-dal-chilla', 'no-such-food'),
        bad: fc.oneof(
          fc.constantFrom(
            '',
            'Poha',
            'idli+',
            '+idli',
            'idli++sambar',
            'idli sambar',
            'idli,sambar',
            `poha${NUL}`,
            'x'.repeat(401),
          ),
          fc.constantFrom(...SQL, ...HTML, MISSING),
          wrongType('poha'),
        ),
      },
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: DIET_CHART_MESSAGES.signedOut,
    accepted: refusedWith(DIET_CHART_MESSAGES.mealGone),
  },
  quickAddFoodAction: {
    action: food.quickAddFoodAction,
    spec: () => ({
      description: textField({ min: 1, max: QUICK_DESCRIPTION_MAX }),
      kcal: numberField({ min: 0, max: 5000, int: true }),
      meal: choiceField(MEALS),
    }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  changeFoodQuantityAction: {
    action: food.changeFoodQuantityAction,
    spec: () => ({ entryId: uuidField(world.otherIds), quantity: numberField({ min: 0.5, max: 20, step: 0.5 }) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: refusedWith(FOOD_LOG_MESSAGES.entryGone),
  },
  deleteFoodLogAction: {
    action: food.deleteFoodLogAction,
    spec: () => ({ entryId: uuidField(world.otherIds) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: refusedWith(FOOD_LOG_MESSAGES.entryGone),
  },
  // 'Undo': only the server's own token, for this customer and this kind, puts an entry back
  // (again and again, the same entry); forged, foreign and stale ones are refused.
  restoreFoodLogAction: {
    action: food.restoreFoodLogAction,
    spec: () => ({
      token: {
        ok: fc.oneof(
          fc.constantFrom(undo.mine, undo.othersOfTheirs, undo.otherKind),
          // Someone else's token, or this customer's with a signature not the server's.
          fc.constantFrom(undo.mine, undo.othersOfTheirs).chain((token) =>
            fc.nat().map((at) => {
              const i = at % token.length;
              return `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
            }),
          ),
          fc.constantFrom(
            // alg none, and a token of the right shape signed with another key.
            'eyJhbGciOiJub25lIn0.eyJraW5kIjoiZm9vZC1sb2cifQ.',
            'eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoiZm9vZC1sb2cifQ.c2lnbmF0dXJl',
            'x'.repeat(4000),
            ...SQL,
            ...HTML,
          ),
          fc.string({ minLength: 1, maxLength: 200 }),
        ),
        bad: fc.oneof(fc.constantFrom('', 'x'.repeat(4001), 'x'.repeat(100_000), MISSING), wrongType('token')),
      },
    }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    setup: async (user) => {
      // One of this customer's own entries, logged and deleted: its undo puts it back.
      const today = istDay(new Date());
      await logFood(user, { foodId: 'dal-tadka', serving: '1 katori', quantity: 1, meal: 'lunch' }, today);
      const { db } = await getDatabase();
      const [logged] = await db.select({ id: foodLogs.id }).from(foodLogs).where(eq(foodLogs.userId, user.id));
      const deleted = await deleteFoodLog(user, logged!.id);
      if (deleted.status !== 'ok') throw new Error('could not delete the entry to undo');
      const entry: Record<string, unknown> = { ...deleted.entry };
      undo = {
        mine: await signUndo(user.id, 'food-log', entry),
        othersOfTheirs: await signUndo(world.other.id, 'food-log', { ...entry, userId: world.other.id }),
        otherKind: await signUndo(user.id, 'refund', entry),
      };
    },
    accepted: (o) => isOk(o) || refusedWith(FOOD_LOG_MESSAGES.undoExpired, FOOD_LOG_MESSAGES.entryGone)(o),
  },
  copyYesterdaysMealAction: {
    action: food.copyYesterdaysMealAction,
    spec: () => ({ meal: choiceField(MEALS) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) => o !== 'redirect' && o.status === 'error' && /^Nothing was logged for /.test(o.message),
  },
  // A customer's own food: saved, unless its values are more than its weight can hold.
  createOwnFoodAction: {
    action: food.createOwnFoodAction,
    spec: () => ({
      name: textField({ min: 2, max: 80 }),
      serving: textField({ min: 1, max: 40 }),
      grams: numberField({ min: 1, max: 2000 }),
      diet: choiceField(DIETS),
      kcal: numberField({ min: 0, max: 3000 }),
      protein: numberField({ min: 0, max: 300 }),
      carbs: numberField({ min: 0, max: 300 }),
      fat: numberField({ min: 0, max: 300 }),
      fibre: numberField({ min: 0, max: 300 }),
    }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) =>
      isOk(o) || (o !== 'redirect' && o.status === 'error' && o.fieldErrors?.kcal?.[0] === FOOD_LOG_MESSAGES.ownTooDense),
  },
  // The fuzzing customer has no programme: a well-formed set names no exercise of theirs, and no
  // workout of theirs is there to finish.
  logSetAction: {
    action: workouts.logSetAction,
    spec: () => ({
      slotId: uuidField(world.otherIds),
      exerciseId: tableIdField(['glute-bridge', 'push-up'], 'no-such-exercise'),
      setNumber: numberField({ min: 1, max: 10, int: true }),
      reps: numberField({ min: 0, max: 200, int: true, optional: true }),
      seconds: numberField({ min: 0, max: 3600, int: true, optional: true }),
      kg: numberField({ min: 0, max: 300, step: 0.25, optional: true }),
      skipped: { ok: fc.constantFrom('yes', MISSING), bad: literalField('yes').bad.filter((v) => v !== MISSING) },
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: WORKOUT_MESSAGES.signedOut,
    accepted: refusedWith(WORKOUT_MESSAGES.slotGone),
  },
  finishWorkoutAction: {
    action: workouts.finishWorkoutAction,
    spec: () => ({ feeling: choiceField(FEELINGS), note: textField({ min: 0, max: 500, optional: true }) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: WORKOUT_MESSAGES.signedOut,
    accepted: refusedWith(WORKOUT_MESSAGES.nothingLogged),
  },
  confirmClearanceAction: {
    action: workouts.confirmClearanceAction,
    spec: () => ({ confirm: literalField('yes') }),
    modes: ['object', 'form'],
    signedOut: WORKOUT_MESSAGES.signedOut,
    accepted: isOk,
  },
};
