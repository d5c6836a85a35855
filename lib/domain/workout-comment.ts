/**
 * A coach's comment on a client's workout session (issue 41): kept on the session and posted
 * into the client's chat. The texts its form and action show. Pure: no React, no I/O.
 */

/** As the database's check on workout_sessions.coach_comment counts them (code points). */
export const WORKOUT_COMMENT_MAX = 1000;

export const WORKOUT_COMMENT_MESSAGES = {
  signedOut: 'Please sign in again.',
  notStaff: 'Only coaches can do that.',
  session: 'Choose a workout to comment on.',
  commentEmpty: 'Write a comment first.',
  commentLong: `Comments can be at most ${WORKOUT_COMMENT_MAX} characters.`,
  // A session that is gone, or of a client this coach does not coach.
  notYourClient: 'This is not a workout of one of your clients.',
  commentSent: 'Comment sent to the client’s chat.',
  commentFailed: 'Could not send the comment. Please try again.',
} as const;
