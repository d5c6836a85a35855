'use server';

import { revalidatePath } from 'next/cache';
import { refusalFor } from '@/lib/actions/refusals';
import { failure, ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import { addCoachNote, commentWeeklyCheckin, markWeeklyCheckinsRead, setClientTargets } from '@/lib/db/coaching';
import { COACHING_MESSAGES as M } from '@/lib/domain/coaching';
import { clientIdSchema, noteSchema, targetsSchema, weeklyCommentSchema } from '@/lib/domain/coaching-schema';

const base = { signedOut: M.signedOut, forbidden: M.notStaff };
const clientPage = (customerId: string) => revalidatePath(`/coach/clients/${customerId}`);

/** 'Save note': private to the staff; the database refuses one on someone this coach does not coach. */
export const saveNoteAction = validatedStaffAction(
  'saveNote',
  noteSchema,
  'staff',
  { ...base, failed: M.noteFailed },
  async (input, user) => {
    try {
      await addCoachNote(user, input.customerId, input.body);
    } catch (error) {
      return refusalFor(error, { 42501: M.notYourClient });
    }
    clientPage(input.customerId);
    return ok(M.noteSaved);
  },
);

/** 'Save targets': a new set, kept beside the earlier ones; the client's dashboard uses it at once. */
export const saveTargetsAction = validatedStaffAction(
  'saveTargets',
  targetsSchema,
  'staff',
  { ...base, failed: M.targetsFailed },
  async (input, user) => {
    try {
      await setClientTargets(user, input);
    } catch (error) {
      return refusalFor(error, { 42501: M.notYourClient });
    }
    clientPage(input.customerId);
    return ok(M.targetsSaved);
  },
);

/** The coach's comment on a weekly check-in, which the client sees. */
export const commentWeeklyAction = validatedStaffAction(
  'commentWeekly',
  weeklyCommentSchema,
  'staff',
  { ...base, failed: M.commentFailed },
  async ({ customerId, dueDay, comment }, user) => {
    if (!(await commentWeeklyCheckin(user, customerId, dueDay, comment))) return failure(M.commentFailed);
    clientPage(customerId);
    return ok(M.commentSaved);
  },
);

/** The coach has seen the client's weekly check-ins: sent by the page once they are on screen. */
export const markWeeklyReadAction = validatedStaffAction(
  'markWeeklyRead',
  clientIdSchema,
  'staff',
  { ...base, failed: M.commentFailed },
  async ({ customerId }, user) => {
    await markWeeklyCheckinsRead(user, customerId);
    return ok();
  },
);
