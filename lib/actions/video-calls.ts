'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { readerLanguage } from '@/lib/i18n/language-cookie';
import { validatedActionWithUser, validatedStaffAction } from '@/lib/actions/validated';
import { clockNow } from '@/lib/clock';
import { bookCall, cancelCall, markCallOutcome, saveCallWindows } from '@/lib/db/video-calls';
import {
  availabilitySchema,
  bookCallSchema,
  bookedMessage,
  callOutcomeSchema,
  cancelCallSchema,
  dayAndTime,
  rescheduleCallSchema,
  rescheduledMessage,
  VIDEO_CALL_MESSAGES as M,
  type VideoCallReason,
} from '@/lib/domain/video-calls';

const customer = { signedOut: M.signedOut, failed: M.failed };
const coach = { signedOut: M.signedOut, forbidden: M.forbidden, failed: M.failed };

/** A refusal in words, on the slot's field when it is about the time chosen. */
const refusal = (reason: VideoCallReason) =>
  failure(M[reason], reason === 'taken' || reason === 'oneAWeek' ? { fieldErrors: { startsAt: [M[reason]] } } : {});

/** 'Save times' on the coach's profile: their whole week of times for calls. */
export const saveCallTimesAction = validatedStaffAction(
  'saveCallTimes',
  availabilitySchema,
  'staff',
  coach,
  async ({ windows }, user) => {
    await saveCallWindows(user, windows);
    revalidatePath('/coach/profile');
    return ok(M.availabilitySaved);
  },
);

// The booking page's form shows its own answer (and goes to Coach with JavaScript), so the
// actions return the call's time in words rather than refresh a page.

/** 'Book my call': one of the free times. */
export const bookCallAction = validatedActionWithUser('bookCall', bookCallSchema, customer, async ({ startsAt }, user) => {
  const now = clockNow();
  const booked = await bookCall(user, startsAt, now);
  if (booked.status === 'refused') return refusal(booked.reason);
  revalidatePath('/support');
  return ok(bookedMessage(dayAndTime(booked.startsAt, now, await readerLanguage())));
});

/** 'Reschedule': the same call at another free time, until 2 hours before it. */
export const rescheduleCallAction = validatedActionWithUser(
  'rescheduleCall',
  rescheduleCallSchema,
  customer,
  async ({ callId, startsAt }, user) => {
    const now = clockNow();
    const moved = await bookCall(user, startsAt, now, callId);
    if (moved.status === 'refused') return refusal(moved.reason);
    revalidatePath('/support');
    return ok(rescheduledMessage(dayAndTime(moved.startsAt, now, await readerLanguage())));
  },
);

/** 'Cancel call' (after the customer's confirmation), until 2 hours before it. */
export const cancelCallAction = validatedActionWithUser('cancelCall', cancelCallSchema, customer, async ({ callId }, user) => {
  const cancelled = await cancelCall(user, callId, clockNow());
  return cancelled.status === 'refused' ? refusal(cancelled.reason) : ok(M.cancelled);
});

/** The coach's 'Held' or 'Missed', with a note. */
export const markCallOutcomeAction = validatedStaffAction(
  'markCallOutcome',
  callOutcomeSchema,
  'staff',
  coach,
  async (input, user) => {
    const marked = await markCallOutcome(user, input, clockNow());
    if (marked.status === 'refused') return refusal(marked.reason);
    revalidatePath(`/coach/clients/${marked.customerId}`);
    return ok(input.outcome === 'held' ? M.markedHeld : M.markedMissed);
  },
);
