import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { isStaff, saveStaffProfile, staffMember, syncStaffInvitations } from '@/lib/db/staff';
import { authUsers, staffInvitations, supportMessages } from '@/lib/db/schema';
import {
  closeSupportChat,
  coachInbox,
  findSupportChat,
  listSupportMessages,
  loadCoachConsole,
  loadSupportConversation,
  markMyChatsRead,
  openSupportChat,
  postSupportMessage,
  unreadReplies,
} from '@/lib/db/support';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';
import { withUser } from '@/lib/db/with-user';
import { expectRefused } from '../support/db';

// The actions read their user from the session cookie: here the test decides who is signed in.
const session = vi.hoisted(() => ({ user: null as { id: string; phone: string | null; isAnonymous: boolean } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => session.user }));
const { sendSupportMessageAction } = await import('@/lib/actions/support');
const { markChatReadAction, sendCoachReplyAction } = await import('@/lib/actions/coach-inbox');

type User = { id: string; phone: string };

let count = 0;
async function signUp(): Promise<User> {
  const phone = `+9170${String(Date.now() % 1e6).padStart(6, '0')}${String(++count).padStart(2, '0')}`;
  const { db } = await getDatabase();
  const [user] = await db.insert(authUsers).values({ phone, phoneConfirmedAt: new Date() }).returning({ id: authUsers.id });
  return { id: user!.id, phone };
}

const signIn = (user: User | null) => {
  session.user = user && { id: user.id, phone: user.phone, isAnonymous: false };
};

let a: User;
let b: User;
let coach: User;

beforeAll(async () => {
  [a, b, coach] = await Promise.all([signUp(), signUp(), signUp()]);
  const { db } = await getDatabase();
  await syncStaffInvitations(db, { coaches: [coach.phone.slice(1)] });
  // COACH_PHONES invites without a name: the coach gives theirs.
  await saveStaffProfile(coach, { name: 'Coach Asha', bio: '' });
});

beforeEach(() => signIn(null));

describe('a customer opening support', () => {
  it('gets a new open chat whose first message is the team greeting', async () => {
    const chat = await openSupportChat(a);
    expect(chat).toMatchObject({ subject: 'General Support', status: 'open' });
    expect(await listSupportMessages(a, chat.id)).toMatchObject([
      { message: 'Hello! How can we help you today?', fromTeam: true, senderName: 'WellFit Team' },
    ]);
  });

  it('gets the same open chat again, even from two tabs at once', async () => {
    const c = await signUp();
    const [first, second] = await Promise.all([openSupportChat(c), openSupportChat(c)]);
    expect(second.id).toBe(first.id);
    expect((await openSupportChat(c)).id).toBe(first.id);
    expect(await listSupportMessages(c, first.id)).toHaveLength(1);
  });

  it('sends a trimmed message and reads it back, oldest first', async () => {
    const chat = await openSupportChat(a);
    signIn(a);
    const sent = await sendSupportMessageAction(null, { chatId: chat.id, message: '  I need help with my payment \n' });
    expect(sent).toMatchObject({
      status: 'ok',
      data: { message: 'I need help with my payment', fromTeam: false, senderName: null },
    });
    const messages = await listSupportMessages(a, chat.id);
    expect(messages.at(-1)?.message).toBe('I need help with my payment');
    expect(messages.map((m) => m.createdAt)).toEqual(messages.map((m) => m.createdAt).sort());
  });

  it.each([
    ['an empty message', '   ', SUPPORT_MESSAGES.empty],
    ['2,001 characters', 'x'.repeat(2001), SUPPORT_MESSAGES.tooLong],
    ['2,001 emoji', '🙂'.repeat(2001), SUPPORT_MESSAGES.tooLong],
  ])('refuses %s and stores nothing', async (_, message, error) => {
    const chat = await openSupportChat(a);
    const before = await listSupportMessages(a, chat.id);
    signIn(a);
    expect(await sendSupportMessageAction(null, { chatId: chat.id, message })).toMatchObject({ status: 'error', message: error });
    expect(await listSupportMessages(a, chat.id)).toEqual(before);
  });

  it('accepts exactly 2,000 characters, emoji counted once each', async () => {
    const chat = await openSupportChat(a);
    signIn(a);
    expect(await sendSupportMessageAction(null, { chatId: chat.id, message: '🙂'.repeat(2000) })).toMatchObject({ status: 'ok' });
  });

  it("refuses a 31st message within a minute in the limit's words, and stores nothing", async () => {
    const c = await signUp();
    const chat = await openSupportChat(c);
    for (let i = 0; i < 30; i++) expect(await postSupportMessage(c, chat.id, `Message ${i}`)).toMatchObject({ status: 'ok' });
    expect(await postSupportMessage(c, chat.id, 'One too many')).toEqual({ status: 'refused', reason: 'tooMany' });
    signIn(c);
    expect(await sendSupportMessageAction(null, { chatId: chat.id, message: 'One too many' })).toEqual({
      status: 'error',
      message: SUPPORT_MESSAGES.tooMany,
    });
    expect(await listSupportMessages(c, chat.id)).toHaveLength(31);
  });

  it('a visitor who is not signed in is refused', async () => {
    const chat = await openSupportChat(a);
    expect(await sendSupportMessageAction(null, { chatId: chat.id, message: 'Hi' })).toEqual({
      status: 'error',
      message: SUPPORT_MESSAGES.signedOut,
    });
  });

  it('lists only what came after a given message, for a reconnecting stream', async () => {
    const chat = await openSupportChat(a);
    const [greeting] = await listSupportMessages(a, chat.id);
    const later = await postSupportMessage(a, chat.id, 'One more thing');
    if (later.status !== 'ok') throw new Error('not posted');
    const after = await listSupportMessages(a, chat.id, greeting!.id);
    expect(after.at(-1)).toEqual(later.posted);
    expect(after.map((m) => m.id)).not.toContain(greeting!.id);
    expect(await listSupportMessages(a, chat.id, later.posted.id)).toEqual([]);
  });
});

describe('what a customer cannot do', () => {
  it("cannot see another customer's chat or its messages", async () => {
    const chat = await openSupportChat(a);
    expect(await findSupportChat(b, chat.id)).toBeUndefined();
    expect(await listSupportMessages(b, chat.id)).toEqual([]);
  });

  it("cannot post into another customer's chat", async () => {
    const chat = await openSupportChat(a);
    const before = (await listSupportMessages(a, chat.id)).length;
    expect(await postSupportMessage(b, chat.id, 'Hello')).toEqual({ status: 'refused', reason: 'sendFailed' });
    signIn(b);
    expect(await sendSupportMessageAction(null, { chatId: chat.id, message: 'Hello' })).toEqual({
      status: 'error',
      message: SUPPORT_MESSAGES.sendFailed,
    });
    expect(await listSupportMessages(a, chat.id)).toHaveLength(before);
  });

  it('cannot post as the team, not even through the coach action', async () => {
    const chat = await openSupportChat(a);
    await expectRefused(postSupportMessage(a, chat.id, 'Refund approved', { asCoach: true }));
    signIn(a);
    expect(await sendCoachReplyAction(null, { chatId: chat.id, message: 'Refund approved' })).toEqual({
      status: 'error',
      message: SUPPORT_MESSAGES.notCoach,
    });
  });

  it("cannot read the coach console's data", async () => {
    await openSupportChat(a);
    expect(await isStaff(a)).toBe(false);
    expect(await coachInbox(a)).toEqual([]);
    expect(await loadCoachConsole(a)).toBeNull();
    await expectRefused(withUser(a, (tx) => tx.select().from(staffInvitations)));
  });

  it('cannot close a chat, or name the sender of a message', async () => {
    const chat = await openSupportChat(a);
    expect(await closeSupportChat(a, chat.id)).toBe(false);
    const [row] = await withUser(a, (tx) =>
      tx.insert(supportMessages).values({ chatId: chat.id, senderId: a.id, message: 'Hi', senderName: 'Coach Asha' }).returning(),
    );
    expect(row?.senderName).toBeNull();
  });
});

describe('a coach', () => {
  it('sees every open chat with the customer, the last message and the unread count', async () => {
    const c = await signUp();
    const chat = await openSupportChat(c);
    await postSupportMessage(c, chat.id, 'Is the 6-month plan right for PCOD?');
    expect(await isStaff(coach)).toBe(true);
    const entry = (await coachInbox(coach)).find((e) => e.chatId === chat.id);
    expect(entry).toMatchObject({
      customer: `+91 ${c.phone.slice(3, 8)} ${c.phone.slice(8)}`,
      lastMessage: 'Is the 6-month plan right for PCOD?',
      lastMessageFromTeam: false,
      unread: 1,
      // A customer without a coach has no client page to open.
      clientId: null,
    });
    const opened = await loadCoachConsole(coach, chat.id);
    expect(opened?.opened?.messages).toHaveLength(2);
    // Opening a chat is a GET: it reads and changes nothing. Marking it read is a POST.
    expect((await coachInbox(coach)).find((e) => e.chatId === chat.id)?.unread).toBe(1);
    signIn(coach);
    expect(await markChatReadAction(null, { chatId: chat.id })).toEqual({ status: 'ok' });
    expect((await coachInbox(coach)).find((e) => e.chatId === chat.id)?.unread).toBe(0);
  });

  it('answering a chat marks it read, so a coach without JavaScript keeps a true unread count', async () => {
    const c = await signUp();
    const chat = await openSupportChat(c);
    await postSupportMessage(c, chat.id, 'Can I eat rice at night?');
    signIn(coach);
    expect(await sendCoachReplyAction(null, { chatId: chat.id, message: 'Yes, a small katori.' })).toMatchObject({
      status: 'ok',
    });
    expect((await coachInbox(coach)).find((e) => e.chatId === chat.id)?.unread).toBe(0);
  });

  it('a customer cannot mark a chat read', async () => {
    const chat = await openSupportChat(a);
    signIn(a);
    expect(await markChatReadAction(null, { chatId: chat.id })).toEqual({ status: 'error', message: SUPPORT_MESSAGES.notCoach });
  });

  it('answers as the team under their own name, whatever name is sent', async () => {
    const chat = await openSupportChat(a);
    signIn(coach);
    const reply = await sendCoachReplyAction(null, { chatId: chat.id, message: 'Yes, it is.', senderName: 'Someone else' });
    expect(reply).toMatchObject({ status: 'ok', data: { fromTeam: true, senderName: 'Coach Asha', message: 'Yes, it is.' } });
    expect((await listSupportMessages(a, chat.id)).at(-1)).toMatchObject({ message: 'Yes, it is.', senderName: 'Coach Asha' });
  });

  it('closes a chat: nobody can write to it, and the customer next opens a new one', async () => {
    const c = await signUp();
    const chat = await openSupportChat(c);
    expect(await closeSupportChat(coach, chat.id)).toBe(true);
    expect(await findSupportChat(c, chat.id)).toMatchObject({ status: 'closed' });
    expect(await postSupportMessage(c, chat.id, 'Hello?')).toEqual({ status: 'refused', reason: 'sendFailed' });
    expect(await postSupportMessage(coach, chat.id, 'Hello?', { asCoach: true })).toEqual({
      status: 'refused',
      reason: 'sendFailed',
    });
    expect(await listSupportMessages(c, chat.id)).toHaveLength(1);
    expect((await coachInbox(coach)).map((e) => e.chatId)).not.toContain(chat.id);
    expect((await openSupportChat(c)).id).not.toBe(chat.id);
  });

  it('stops being a coach when their phone leaves COACH_PHONES', async () => {
    const former = await signUp();
    const { db } = await getDatabase();
    await syncStaffInvitations(db, { coaches: [coach.phone.slice(1), former.phone.slice(1)] });
    expect(await isStaff(former)).toBe(true);
    await syncStaffInvitations(db, { coaches: [coach.phone.slice(1)] });
    expect(await isStaff(former)).toBe(false);
    // The list approves and removes; the name the coach gave stays.
    expect(
      await db
        .select({ name: staffInvitations.name })
        .from(staffInvitations)
        .where(eq(staffInvitations.phone, coach.phone.slice(1))),
    ).toEqual([{ name: 'Coach Asha' }]);
    expect(await staffMember(coach)).toMatchObject({ name: 'Coach Asha', role: 'coach' });
  });
});

describe('live delivery', () => {
  it('notifies the chat id on each message, and never the text', async () => {
    const chat = await openSupportChat(a);
    const database = await getDatabase();
    const payloads: string[] = [];
    const stop = await database.listen('support', (payload) => payloads.push(payload));
    await postSupportMessage(a, chat.id, 'A secret about my health');
    await vi.waitFor(() => expect(payloads).toContain(chat.id));
    await stop();
    expect(payloads.every((payload) => payload.length === 36 && !payload.includes('secret'))).toBe(true);
  });
});

describe("the customer's side of the conversation", () => {
  it("counts the coach's answers as unread until the customer has the chat on screen", async () => {
    const customer = await signUp();
    const chat = await openSupportChat(customer);
    // The team's automatic greeting is not an answer.
    expect((await loadSupportConversation(customer)).unread).toBe(0);
    await postSupportMessage(coach, chat.id, 'Drink a glass of water before each meal.', { asCoach: true });
    await postSupportMessage(coach, chat.id, 'And walk after dinner.', { asCoach: true });
    expect(await unreadReplies(customer)).toBe(2);
    await markMyChatsRead(customer);
    expect(await unreadReplies(customer)).toBe(0);
    await postSupportMessage(customer, chat.id, 'Thank you!');
    expect(await unreadReplies(customer)).toBe(0);
  });

  it('keeps a closed chat readable beside the new one', async () => {
    const customer = await signUp();
    const first = await openSupportChat(customer);
    await postSupportMessage(coach, first.id, 'Have dal with less oil.', { asCoach: true });
    await closeSupportChat(coach, first.id);
    const conversation = await loadSupportConversation(customer);
    expect(conversation.chat.id).not.toBe(first.id);
    expect(conversation.past).toMatchObject([{ chat: { id: first.id, status: 'closed' } }]);
    expect(conversation.past[0]!.messages.map((message) => message.message)).toContain('Have dal with less oil.');
  });
});
