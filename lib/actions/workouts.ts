'use server';

import { revalidatePath } from 'next/cache';
import { savedForCustomer } from '@/lib/actions/customer-saved';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser, validatedStaffAction } from '@/lib/actions/validated';
import { clockNow } from '@/lib/clock';
import { confirmMyClearance } from '@/lib/db/programmes';
import { commentWorkoutSession, finishWorkout, logSet } from '@/lib/db/workouts';
import { istDay } from '@/lib/domain/india-time';
import { WORKOUT_COMMENT_MESSAGES as C } from '@/lib/domain/workout-comment';
import { workoutCommentSchema } from '@/lib/domain/workout-comment-schema';
import * as z from '@/lib/domain/validation';
import { finishWorkoutSchema, logSetSchema, WORKOUT_MESSAGES as M } from '@/lib/domain/workout-log';

// A workout is today's in India, as the server tells it: the browser sends no date.
const today = () => istDay(clockNow());

/** 'Log set': reps and kg, seconds, just done, or skipped; against the target the server works out. */
export const logSetAction = validatedActionWithUser('logSet', logSetSchema, M, async (input, user) => {
  const logged = await logSet(user, input, today());
  if (logged.status === 'refused') return failure(M[logged.reason]);
  return savedForCustomer(M.setLogged);
});

/** 'Finish workout': how it felt and a note; the day's workout is then done, with its kcal. */
export const finishWorkoutAction = validatedActionWithUser('finishWorkout', finishWorkoutSchema, M, async (input, user) => {
  const finished = await finishWorkout(user, input, today());
  if (finished.status === 'refused') return failure(M[finished.reason]);
  return savedForCustomer({ minutes: finished.minutes, kcal: finished.kcal });
});

/** The customer confirms a doctor has cleared them for the programme that asks for it. */
export const confirmClearanceAction = validatedActionWithUser(
  'confirmClearance',
  z.object({ confirm: z.literal('yes', { error: M.clearanceUnticked }) }),
  M,
  async (_, user) => {
    await confirmMyClearance(user);
    return savedForCustomer(M.clearanceConfirmed);
  },
);

/**
 * 'Send comment' on a client's session, from the coach's client page: kept on the session and
 * posted into the client's chat as the coach (their open chat, or a new one), in one transaction.
 * A second comment replaces the first on the session and is posted too.
 */
export const commentWorkoutSessionAction = validatedStaffAction(
  'commentWorkoutSession',
  workoutCommentSchema,
  'staff',
  { signedOut: C.signedOut, forbidden: C.notStaff, failed: C.commentFailed },
  async (input, user) => {
    const commented = await commentWorkoutSession(user, input);
    if (commented.status === 'refused') return failure(C[commented.reason]);
    revalidatePath(`/coach/clients/${commented.customerId}`);
    return ok(C.commentSent);
  },
);
