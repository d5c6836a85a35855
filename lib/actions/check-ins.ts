'use server';

import { failure } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { clockNow } from '@/lib/clock';
import { changeWater, logWeight, setWorkoutDone } from '@/lib/db/checkins';
import { answerWeeklyCheckin } from '@/lib/db/coaching';
import { workoutKcalOf } from '@/lib/db/workouts';
import { CHECKIN_MESSAGES, waterSchema, weightLogSchema, workoutSchema } from '@/lib/domain/checkins';
import { COACHING_MESSAGES } from '@/lib/domain/coaching';
import { weeklyCheckinSchema } from '@/lib/domain/coaching-schema';
import { istDay } from '@/lib/domain/india-time';
import { savedForCustomer } from './customer-saved';

// Every check-in is for today in India, as the server tells it: the browser sends no date.
const today = () => istDay(clockNow());

export const logWeightAction = validatedActionWithUser(
  'logWeight',
  weightLogSchema,
  CHECKIN_MESSAGES,
  async ({ weight, clientId }, user) => {
    await logWeight(user, today(), weight, clientId);
    return savedForCustomer({ weight });
  },
);

export const changeWaterAction = validatedActionWithUser(
  'changeWater',
  waterSchema,
  CHECKIN_MESSAGES,
  async ({ change, clientId }, user) =>
    savedForCustomer({ glasses: await changeWater(user, today(), change === 'add' ? 1 : -1, clientId) }),
);

/** The calories come from today's workout of the customer's programme, never from the browser. */
export const setWorkoutAction = validatedActionWithUser(
  'setWorkout',
  workoutSchema,
  CHECKIN_MESSAGES,
  async ({ done, clientId }, user) => {
    const day = today();
    await setWorkoutDone(user, day, done === 'yes', await workoutKcalOf(user, day), clientId);
    return savedForCustomer({ done: done === 'yes' });
  },
);

/** The weekly check-in due today: the server decides which week it answers. */
export const submitWeeklyCheckinAction = validatedActionWithUser(
  'submitWeeklyCheckin',
  weeklyCheckinSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: COACHING_MESSAGES.weeklyFailed },
  async (answers, user) => {
    if ((await answerWeeklyCheckin(user, answers)) === 'not-due') return failure(COACHING_MESSAGES.weeklyNotDue);
    return savedForCustomer(COACHING_MESSAGES.weeklySaved);
  },
);
