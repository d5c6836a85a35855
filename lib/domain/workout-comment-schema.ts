import { trimmedText } from './text';
import { WORKOUT_COMMENT_MAX, WORKOUT_COMMENT_MESSAGES as M } from './workout-comment';
import * as z from './validation';

/** The coach's comment on a session as the server reads it; apart from workout-comment.ts, whose texts the form shows. */
export const workoutCommentSchema = z.object({
  sessionId: z.uuid({ error: M.session }),
  comment: trimmedText({ min: 1, max: WORKOUT_COMMENT_MAX, tooShort: M.commentEmpty, tooLong: M.commentLong }),
});
export type WorkoutCommentInput = z.output<typeof workoutCommentSchema>;
