import { describe, expect, it } from 'vitest';
import type { AuthProvider, AuthUser } from '@/lib/auth/types';
import { getDatabase } from '@/lib/db/client';
import { authUsers } from '@/lib/db/schema';
import { closeSupportChat, listSupportMessages, openSupportChat, postSupportMessage } from '@/lib/db/support';
import { syncCoaches } from '@/lib/db/coaches';
import { supportEventStream, type StreamScope } from '@/lib/realtime/support-stream';

async function signUp(phone: string): Promise<AuthUser> {
  const { db } = await getDatabase();
  const [user] = await db.insert(authUsers).values({ phone }).returning({ id: authUsers.id });
  return { id: user!.id, phone, isAnonymous: false };
}

/** A session that holds while `signedIn.value` is true. */
const sessionOf = (user: AuthUser, signedIn = { value: true }) =>
  ({ getUser: async () => (signedIn.value ? user : null) }) as AuthProvider;

interface Event {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

/** Reads the stream's events as the browser's EventSource parses them. */
function reader(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  const source = stream.getReader();
  let buffer = '';
  return {
    async next(): Promise<Event | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Event = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            const [, field, value] = /^(\w+): ?(.*)$/.exec(line) ?? [];
            if (field === 'event' || field === 'id' || field === 'data') event[field] = value;
          }
          if (event.event || event.comment) return event;
          continue;
        }
        const { done, value } = await source.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => source.cancel(),
  };
}

function open(user: AuthUser, scope: StreamScope, lastEventId: string | null, session = sessionOf(user), heartbeatMs?: number) {
  const controller = new AbortController();
  const stream = supportEventStream({ user, auth: session, scope, lastEventId, signal: controller.signal, heartbeatMs });
  return { events: reader(stream), abort: () => controller.abort() };
}

describe('the support event stream', () => {
  it('sends what a reconnecting browser missed, then new messages as they come, each once', async () => {
    const customer = await signUp('+917100000001');
    const chat = await openSupportChat(customer);
    const [greeting] = await listSupportMessages(customer, chat.id);
    const missed = await postSupportMessage(customer, chat.id, 'Sent while offline');
    const { events, abort } = open(customer, { chatId: chat.id, status: 'open' }, greeting!.id);
    const first = await events.next();
    expect(first).toMatchObject({ event: 'message', id: missed!.id });
    expect(JSON.parse(first!.data!)).toEqual(missed);
    const live = await postSupportMessage(customer, chat.id, 'And now live');
    expect(await events.next()).toMatchObject({ event: 'message', id: live!.id });
    abort();
    expect(await events.next()).toBeNull();
  });

  it("tells the customer when a coach closes the chat, and a coach's inbox which chat moved", async () => {
    const customer = await signUp('+917100000002');
    const coach = await signUp('+917100000003');
    const { db } = await getDatabase();
    await syncCoaches(db, ['917100000003'], 'Coach Asha');
    const chat = await openSupportChat(customer);
    const [greeting] = await listSupportMessages(customer, chat.id);
    const thread = open(customer, { chatId: chat.id, status: 'open' }, greeting!.id);
    const inbox = open(coach, { inbox: true }, null);
    await closeSupportChat(coach, chat.id);
    expect(await thread.events.next()).toEqual({ event: 'status', data: '"closed"' });
    expect(await inbox.events.next()).toEqual({ event: 'activity', data: JSON.stringify(chat.id) });
    thread.abort();
    inbox.abort();
  });

  it("never sends another customer's messages, even when their chat moves", async () => {
    const a = await signUp('+917100000004');
    const b = await signUp('+917100000005');
    const chatA = await openSupportChat(a);
    const [greeting] = await listSupportMessages(a, chatA.id);
    // B asks for A's chat by id: nothing of it is readable under B's rights.
    const { events, abort } = open(b, { chatId: chatA.id, status: 'open' }, greeting!.id);
    await postSupportMessage(a, chatA.id, 'Private to A');
    const raced = await Promise.race([events.next(), new Promise((resolve) => setTimeout(() => resolve('nothing'), 500))]);
    expect(raced).toBe('nothing');
    abort();
  });

  it('sends heartbeats, and ends when the session does', async () => {
    const customer = await signUp('+917100000006');
    const chat = await openSupportChat(customer);
    const signedIn = { value: true };
    const { events } = open(customer, { chatId: chat.id, status: 'open' }, null, sessionOf(customer, signedIn), 50);
    expect(await events.next()).toMatchObject({
      event: 'message',
      data: expect.stringContaining('Hello! How can we help you today?'),
    });
    expect(await events.next()).toEqual({ comment: 'heartbeat' });
    signedIn.value = false;
    let next: Event | null;
    do next = await events.next();
    while (next?.comment === 'heartbeat');
    expect(next).toBeNull();
  });
});
