import 'server-only';
import { cache } from 'react';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { accepted, type Outcome, refused } from '@/lib/domain/outcome';
import type { InboxEntry, PostRefusal, SupportChat, SupportMessage } from '@/lib/domain/support';
import { customerLabel } from '@/lib/domain/phone';
import type { CoachIntro } from '@/lib/domain/staff';
import { myCoach } from './coaching';
import { rowsOf, type Tx } from './connection';
import { sqlState } from './sql-state';
import { isStaff } from './staff';
import { supportChats, supportMessages } from './schema';
import { type SessionUser, withUser } from './with-user';

type ChatRow = typeof supportChats.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

const chatOf = (row: Pick<ChatRow, 'id' | 'subject' | 'status' | 'createdAt'>): SupportChat => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
});

const messageOf = (row: MessageRow): SupportMessage => ({
  id: row.id,
  chatId: row.chatId,
  message: row.message,
  fromTeam: row.isAdmin,
  senderName: row.senderName,
  createdAt: new Date(row.createdAt).toISOString(),
});

interface OpenChatRow {
  id: string;
  subject: string;
  status: 'open' | 'closed';
  created_at: string | Date;
}

/** The customer's open chat, or a new one with the team's greeting (open_support_chat()). */
export async function openSupportChat(user: SessionUser): Promise<SupportChat> {
  const [row] = rowsOf<OpenChatRow>(await withUser(user, (tx) => tx.execute(sql`select * from public.open_support_chat()`)));
  if (!row) throw new Error('open_support_chat() returned no chat');
  return chatOf({ ...row, createdAt: new Date(row.created_at) });
}

/** A chat this user may see (their own, or any for a coach), as RLS decides. */
export async function findSupportChat(user: SessionUser, chatId: string): Promise<SupportChat | undefined> {
  const [row] = await withUser(user, (tx) => tx.select().from(supportChats).where(eq(supportChats.id, chatId)));
  return row && chatOf(row);
}

/**
 * The chat's messages, oldest first; with `afterId`, only those after that one (what a
 * reconnecting stream missed; all of them when that id is unknown, and the browser drops
 * what it has). Ties in time are ordered by id, the same way every time.
 */
export async function listSupportMessages(user: SessionUser, chatId: string, afterId?: string): Promise<SupportMessage[]> {
  const rows = await withUser(user, async (tx) => {
    const [anchor] = afterId
      ? await tx
          .select({ id: supportMessages.id })
          .from(supportMessages)
          .where(and(eq(supportMessages.id, afterId), eq(supportMessages.chatId, chatId)))
      : [];
    return tx
      .select()
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.chatId, chatId),
          // Compared in SQL: a JavaScript Date would drop the microseconds.
          anchor &&
            sql`(${supportMessages.createdAt}, ${supportMessages.id}) > (select m.created_at, m.id from public.support_messages m where m.id = ${anchor.id}::uuid)`,
        ),
      )
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  });
  return rows.map(messageOf);
}

/** What a chat stream needs after a notification: the new messages and the chat's status, in one transaction. */
export async function readChatSince(
  user: SessionUser,
  chatId: string,
  afterId?: string,
): Promise<{ messages: SupportMessage[]; status: SupportChat['status'] | undefined }> {
  const [messages, chat] = await Promise.all([listSupportMessages(user, chatId, afterId), findSupportChat(user, chatId)]);
  return { messages, status: chat?.status };
}

/**
 * Stores a message as this user: the customer in their own open chat, or a coach for the team.
 * A chat the user cannot see (RLS) or that is closed gets nothing, and no message: refused
 * (`sendFailed`), where an insert would only be refused by the database. So is a customer's
 * message beyond the database's limit of 30 a minute (SQLSTATE WF429: `tooMany`).
 */
export async function postSupportMessage(
  user: SessionUser,
  chatId: string,
  message: string,
  { asCoach = false } = {},
): Promise<Outcome<{ posted: SupportMessage }, PostRefusal>> {
  try {
    const row = await withUser(user, async (tx) => {
      const [open] = await tx
        .select({ id: supportChats.id })
        .from(supportChats)
        .where(and(eq(supportChats.id, chatId), eq(supportChats.status, 'open')));
      if (!open) return undefined;
      const [stored] = await tx
        .insert(supportMessages)
        .values({ chatId, senderId: user.id, message, isAdmin: asCoach })
        .returning();
      if (!stored) throw new Error('the message was not stored');
      return stored;
    });
    return row ? accepted({ posted: messageOf(row) }) : refused('sendFailed');
  } catch (error) {
    if (sqlState(error) === 'WF429') return refused('tooMany');
    throw error;
  }
}

interface InboxRow {
  chat_id: string;
  subject: string;
  status: 'open' | 'closed';
  last_message_at: string | Date;
  customer_name: string | null;
  customer_phone: string | null;
  last_message: string | null;
  last_message_is_admin: boolean | null;
  unread: number;
  client_id: string | null;
}

const inboxEntryOf = (row: InboxRow): InboxEntry => ({
  chatId: row.chat_id,
  subject: row.subject,
  status: row.status,
  lastMessageAt: new Date(row.last_message_at).toISOString(),
  customer: customerLabel(row.customer_name, row.customer_phone),
  lastMessage: row.last_message,
  lastMessageFromTeam: row.last_message_is_admin === true,
  unread: row.unread,
  clientId: row.client_id,
});

/** A coach's open chats, latest activity first (empty for anyone else). */
export async function coachInbox(user: SessionUser): Promise<InboxEntry[]> {
  const rows = rowsOf<InboxRow>(await withUser(user, (tx) => tx.execute(sql`select * from public.coach_inbox()`)));
  return rows.map(inboxEntryOf);
}

/** One chat as a coach sees it, open or closed. */
export async function coachChat(user: SessionUser, chatId: string): Promise<InboxEntry | undefined> {
  const [row] = rowsOf<InboxRow>(
    await withUser(user, (tx) => tx.execute(sql`select * from public.coach_inbox(${chatId}::uuid)`)),
  );
  return row && inboxEntryOf(row);
}

/** A coach has read the chat up to now. */
export async function markChatRead(user: SessionUser, chatId: string): Promise<void> {
  await withUser(user, (tx) =>
    tx
      .update(supportChats)
      .set({ coachReadAt: sql`public.clock_now()` })
      .where(eq(supportChats.id, chatId)),
  );
}

/** A coach closes the chat; the customer's next visit starts a new one. False when nothing was closed. */
export async function closeSupportChat(user: SessionUser, chatId: string): Promise<boolean> {
  const closed = await withUser(user, (tx) =>
    tx
      .update(supportChats)
      .set({ status: 'closed' })
      .where(and(eq(supportChats.id, chatId), eq(supportChats.status, 'open')))
      .returning({ id: supportChats.id }),
  );
  return closed.length > 0;
}

export interface SupportConversation {
  chat: SupportChat;
  messages: SupportMessage[];
  /** The coach's answers the customer has not read yet. */
  unread: number;
  /** Closed chats, newest first, with their threads: advice is never lost. */
  past: { chat: SupportChat; messages: SupportMessage[] }[];
  /** The customer's coach, once assigned and named. */
  coach: CoachIntro | null;
}

/** How many past chats /support shows below the open one. */
export const PAST_CHATS_SHOWN = 5;

/** What /support shows: the customer's open chat (opened now if need be), its messages, and the chats before it. */
export async function loadSupportConversation(user: SessionUser): Promise<SupportConversation> {
  const chat = await openSupportChat(user);
  const [messages, unread, coach, closed] = await Promise.all([
    listSupportMessages(user, chat.id),
    unreadReplies(user),
    withUser(user, myCoach),
    withUser(user, (tx) =>
      tx
        .select()
        .from(supportChats)
        .where(and(eq(supportChats.userId, user.id), eq(supportChats.status, 'closed')))
        .orderBy(desc(supportChats.lastMessageAt))
        .limit(PAST_CHATS_SHOWN),
    ),
  ]);
  const past = await Promise.all(
    closed.map(async (row) => ({ chat: chatOf(row), messages: await listSupportMessages(user, row.id) })),
  );
  return { chat, messages, unread, past, coach };
}

/** The coach's answers in the customer's open chat since they last read it, within a transaction of theirs. */
export async function countUnreadReplies(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ unread: number }>(await tx.execute(sql`select public.my_unread_replies() as unread`));
  return row?.unread ?? 0;
}

/** The same, on its own: read once a request, by the customer's header and whatever page asks too. */
export const unreadReplies = cache((user: SessionUser): Promise<number> => withUser(user, countUnreadReplies));

/** The customer has read their open chat up to now. */
export async function markMyChatsRead(user: SessionUser): Promise<void> {
  await withUser(user, (tx) => tx.execute(sql`select public.mark_my_chats_read()`));
}

export interface CoachConsole {
  inbox: InboxEntry[];
  /** The chat the coach opened, marked read as of now. */
  opened?: { chat: InboxEntry; messages: SupportMessage[] };
}

/** What /coach shows, or null when this user is not a coach. */
export async function loadCoachConsole(user: SessionUser, chatId?: string): Promise<CoachConsole | null> {
  if (!(await isStaff(user))) return null;
  const [inbox, chat, messages] = await Promise.all([
    coachInbox(user),
    chatId ? coachChat(user, chatId) : undefined,
    chatId ? listSupportMessages(user, chatId) : [],
  ]);
  return { inbox, opened: chat && { chat, messages } };
}
