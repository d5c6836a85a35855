import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT } from '@/lib/domain/text';
import { WORKOUT_COMMENT_MAX, WORKOUT_COMMENT_MESSAGES as M } from '@/lib/domain/workout-comment';
import { workoutCommentSchema } from '@/lib/domain/workout-comment-schema';

// A coach's comment on a client's workout session (issue 41): the session by its id, and 1 to
// 1000 characters of comment, as the database counts them.

const sessionId = '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11';

/** The first message of a refused input, by field. */
const messagesOf = (input: Record<string, unknown>) => {
  const parsed = workoutCommentSchema.safeParse(input);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("a coach's comment on a workout", () => {
  it.each([
    ['a short comment', 'Good depth on the bridges', 'Good depth on the bridges'],
    ['trimmed', '  Well done!\n', 'Well done!'],
    ['one character', 'x', 'x'],
    [`${WORKOUT_COMMENT_MAX} characters`, 'x'.repeat(WORKOUT_COMMENT_MAX), 'x'.repeat(WORKOUT_COMMENT_MAX)],
    [`${WORKOUT_COMMENT_MAX} emoji, each one character`, '💪'.repeat(WORKOUT_COMMENT_MAX), '💪'.repeat(WORKOUT_COMMENT_MAX)],
    ['text that looks like SQL, kept as typed', "'); drop table x; --", "'); drop table x; --"],
  ])('takes %s', (_, comment, expected) => {
    expect(workoutCommentSchema.parse({ sessionId, comment })).toEqual({ sessionId, comment: expected });
  });

  it.each([
    ['no comment', { comment: undefined }, { comment: M.commentEmpty }],
    ['an empty comment', { comment: '' }, { comment: M.commentEmpty }],
    ['only spaces', { comment: '   \n ' }, { comment: M.commentEmpty }],
    [`${WORKOUT_COMMENT_MAX + 1} characters`, { comment: 'x'.repeat(WORKOUT_COMMENT_MAX + 1) }, { comment: M.commentLong }],
    ['a NUL byte', { comment: 'Good\u0000 work' }, { comment: UNSTORABLE_TEXT }],
    ['half an emoji', { comment: 'Good \uD83D work' }, { comment: UNSTORABLE_TEXT }],
    ['a comment that is not text', { comment: 42 }, { comment: M.commentEmpty }],
    ['no session', { sessionId: undefined }, { sessionId: M.session }],
    ['a session that is not an id', { sessionId: "1' or 1=1 --" }, { sessionId: M.session }],
    ['a session id with a NUL byte', { sessionId: `${sessionId}\u0000` }, { sessionId: M.session }],
  ])('refuses %s, with its message', (_, fields, expected) => {
    expect(messagesOf({ sessionId, comment: 'Well done', ...fields })).toEqual(expected);
  });

  it('says the limit in its words', () => {
    expect(M.commentLong).toBe('Comments can be at most 1000 characters.');
  });
});
