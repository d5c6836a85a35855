import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadClientPage } from '@/lib/db/client-page';
import { rowsOf } from '@/lib/db/connection';
import { getDatabase } from '@/lib/db/database';
import { supportChats, supportMessages, workoutSessions } from '@/lib/db/schema';
import {
  closeSupportChat,
  coachInbox,
  listSupportMessages,
  loadSupportConversation,
  markMyChatsRead,
  openSupportChat,
  postSupportMessage,
  unreadReplies,
} from '@/lib/db/support';
import { withUser } from '@/lib/db/with-user';
import { formatDay } from '@/lib/domain/india-time';
import { WORKOUT_COMMENT_MESSAGES as M } from '@/lib/domain/workout-comment';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { unknownId } from '../support/db';
import { openEventStream } from '../support/event-stream';

// A coach's comment on a client's workout session (issue 41, item 5): kept on the session and
// posted, in the same transaction, into the client's chat as the coach (their open chat, or one
// opened for them), counted unread and told to the open chat and the inbox as a reply is; by the
// client's own coach (or an admin) only.

// The action reads its user from the session cookie: here the test decides who is signed in.
const session = vi.hoisted(() => ({ user: null as { id: string; phone: string | null; isAnonymous: boolean } | null }));
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/session')>()),
  getSessionUser: async () => session.user,
}));
// No request to render again: the action's revalidatePath of the client page does nothing here.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidatePath: () => {},
  refresh: () => {},
}));
const { commentWorkoutSessionAction } = await import('@/lib/actions/workouts');

type User = { id: string };

let admin: User;
let coach: User;
let otherCoach: User;

const signIn = (user: User | null) => {
  session.user = user && { id: user.id, phone: null, isAnonymous: false };
};
afterEach(() => signIn(null));

/** A customer who paid, coached by the coach. */
const payingClient = () => payingClientOf(admin, coach);

/** A session the client logged, as the app logs one. */
async function sessionOf(client: User, day = '2026-11-27', title = 'Full body A'): Promise<string> {
  const [row] = await withUser(client, (tx) =>
    tx.insert(workoutSessions).values({ userId: client.id, day, title }).returning({ id: workoutSessions.id }),
  );
  return row!.id;
}

const comment = (as: User | null, sessionId: string, text: string) => {
  signIn(as);
  return commentWorkoutSessionAction(null, { sessionId, comment: text });
};

const storedSession = async (sessionId: string) => {
  const { db } = await getDatabase();
  const [row] = await db.select().from(workoutSessions).where(eq(workoutSessions.id, sessionId));
  return row!;
};

/** Every message in the customer's chats, oldest first, as the server reads them. */
async function messagesOf(customer: User) {
  const { db } = await getDatabase();
  return db
    .select({
      chatId: supportMessages.chatId,
      message: supportMessages.message,
      isAdmin: supportMessages.isAdmin,
      senderId: supportMessages.senderId,
      senderName: supportMessages.senderName,
    })
    .from(supportMessages)
    .innerJoin(supportChats, eq(supportChats.id, supportMessages.chatId))
    .where(eq(supportChats.userId, customer.id))
    .orderBy(supportMessages.createdAt, supportMessages.id);
}

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

describe("a coach's comment on a workout session", () => {
  it("is kept on the session and reaches the customer's chat as the coach's reply, unread", async () => {
    const client = await payingClient();
    const sessionId = await sessionOf(client);
    expect(await comment(coach, sessionId, '  Good depth on the squats. Add 1 kg next time.\n')).toEqual({
      status: 'ok',
      data: M.commentSent,
    });
    expect(await storedSession(sessionId)).toMatchObject({
      coachComment: 'Good depth on the squats. Add 1 kg next time.',
      commentedByName: 'Coach Asha',
      commentedAt: expect.any(Date),
    });
    // No chat was open: one is opened for the customer, with the coach's message alone.
    const text = 'On your workout of 27 November 2026 (Full body A): Good depth on the squats. Add 1 kg next time.';
    expect(text).toContain(formatDay('2026-11-27'));
    const conversation = await loadSupportConversation(client);
    expect(conversation.messages).toMatchObject([{ message: text, fromTeam: true, senderName: 'Coach Asha' }]);
    expect(conversation.unread).toBe(1);
    expect(await messagesOf(client)).toMatchObject([{ isAdmin: true, senderId: coach.id }]);
    // The coach's inbox lists the chat with the comment last; the coach has nothing of the customer's to read.
    expect((await coachInbox(coach)).find((entry) => entry.chatId === conversation.chat.id)).toMatchObject({
      lastMessage: text,
      lastMessageFromTeam: true,
      unread: 0,
      clientId: client.id,
    });
    // The coach's page shows the comment on the session, and the chat.
    const page = (await loadClientPage(coach, client.id))!;
    expect(page.workouts).toMatchObject([
      { id: sessionId, state: { coachComment: 'Good depth on the squats. Add 1 kg next time.', commentedByName: 'Coach Asha' } },
    ]);
    expect(page.chat?.messages.at(-1)).toMatchObject({ message: text, senderName: 'Coach Asha' });
    await markMyChatsRead(client);
    expect(await unreadReplies(client)).toBe(0);
  });

  it("goes into the customer's open chat, after what they wrote; a closed chat gets a new one", async () => {
    const client = await payingClient();
    const sessionId = await sessionOf(client, '2026-12-01', 'Lower body');
    const open = await openSupportChat(client);
    const asked = await postSupportMessage(client, open.id, 'Was my form OK?');
    expect(asked.status).toBe('ok');
    await comment(coach, sessionId, 'Yes, knees over toes.');
    expect(await listSupportMessages(client, open.id)).toMatchObject([
      { message: 'Hello! How can we help you today?', senderName: 'WellFit Team' },
      { message: 'Was my form OK?', fromTeam: false },
      { message: 'On your workout of 1 December 2026 (Lower body): Yes, knees over toes.', senderName: 'Coach Asha' },
    ]);
    // The customer's question stays unread for the coach: commenting on a workout is not reading the chat.
    expect((await coachInbox(coach)).find((entry) => entry.chatId === open.id)?.unread).toBe(1);

    expect(await closeSupportChat(coach, open.id)).toBe(true);
    await comment(coach, sessionId, 'And keep the rest to 60 s.');
    const chats = await withUser(client, (tx) => tx.select().from(supportChats).where(eq(supportChats.userId, client.id)));
    expect(chats.map((chat) => chat.status).sort()).toEqual(['closed', 'open']);
    const reopened = chats.find((chat) => chat.status === 'open')!;
    expect(await listSupportMessages(client, reopened.id)).toMatchObject([
      { message: 'On your workout of 1 December 2026 (Lower body): And keep the rest to 60 s.', senderName: 'Coach Asha' },
    ]);
  });

  it('a second comment replaces the first on the session and is posted again', async () => {
    const client = await payingClient();
    const sessionId = await sessionOf(client);
    await comment(coach, sessionId, 'Nice work.');
    expect(await comment(coach, sessionId, 'Nice work. Next time, slower on the way down.')).toMatchObject({ status: 'ok' });
    expect(await storedSession(sessionId)).toMatchObject({
      coachComment: 'Nice work. Next time, slower on the way down.',
      commentedByName: 'Coach Asha',
    });
    expect((await messagesOf(client)).map((m) => m.message)).toEqual([
      'On your workout of 27 November 2026 (Full body A): Nice work.',
      'On your workout of 27 November 2026 (Full body A): Nice work. Next time, slower on the way down.',
    ]);
    expect(await unreadReplies(client)).toBe(2);
  });

  it('an admin comments as themselves', async () => {
    const client = await payingClient();
    const sessionId = await sessionOf(client);
    expect(await comment(admin, sessionId, 'Well done!')).toMatchObject({ status: 'ok' });
    expect(await messagesOf(client)).toMatchObject([{ senderId: admin.id, senderName: 'Admin Meera' }]);
  });

  it('another coach and the customer are refused, and nothing is stored or posted', async () => {
    const client = await payingClient();
    const sessionId = await sessionOf(client);
    expect(await comment(otherCoach, sessionId, 'Mine now')).toEqual({ status: 'error', message: M.notYourClient });
    expect(await comment(client, sessionId, 'Great job, me')).toEqual({ status: 'error', message: M.notStaff });
    expect(await comment(coach, unknownId(), 'Nobody’s')).toEqual({ status: 'error', message: M.notYourClient });
    // The database refuses them too, called directly.
    const direct = (as: User) =>
      withUser(as, async (tx) =>
        rowsOf<{ done: boolean }>(
          await tx.execute(sql`select public.comment_workout_session(${sessionId}::uuid, 'Sneaky') as done`),
        ),
      );
    expect(await direct(otherCoach)).toEqual([{ done: false }]);
    expect(await direct(client)).toEqual([{ done: false }]);
    expect(await storedSession(sessionId)).toMatchObject({ coachComment: null, commentedByName: null, commentedAt: null });
    expect(await messagesOf(client)).toEqual([]);
  });

  it('a blank comment is refused by the database, and nothing is stored or posted', async () => {
    const client = await payingClient();
    const sessionId = await sessionOf(client);
    await expect(
      withUser(coach, (tx) => tx.execute(sql`select public.comment_workout_session(${sessionId}::uuid, '   ')`)),
    ).rejects.toThrow();
    expect(await storedSession(sessionId)).toMatchObject({ coachComment: null });
    expect(await messagesOf(client)).toEqual([]);
  });

  it("is told live to the customer's open chat and to the coach's inbox", async () => {
    const client = await payingClient();
    const sessionId = await sessionOf(client);
    const chat = await openSupportChat(client);
    const [greeting] = await listSupportMessages(client, chat.id);
    const customer = { id: client.id, phone: null, isAnonymous: false };
    const thread = openEventStream(customer, { chatId: chat.id, status: 'open' }, greeting!.id);
    const inbox = openEventStream({ id: coach.id, phone: null, isAnonymous: false }, { inbox: true }, null);
    try {
      await comment(coach, sessionId, 'Strong finish!');
      const message = await thread.events.next();
      expect(message).toMatchObject({ event: 'message' });
      expect(JSON.parse(message!.data!)).toMatchObject({
        message: 'On your workout of 27 November 2026 (Full body A): Strong finish!',
        fromTeam: true,
        senderName: 'Coach Asha',
      });
      // The inbox hears of the chat (and may hear of the client's activity first).
      let moved = await inbox.events.next();
      while (moved && moved.data !== JSON.stringify(chat.id)) moved = await inbox.events.next();
      expect(moved).toEqual({ event: 'activity', data: JSON.stringify(chat.id) });
    } finally {
      thread.abort();
      inbox.abort();
    }
  });
});
