import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { closeSupportChat, listSupportMessages, openSupportChat, postSupportMessage } from '@/lib/db/support';
import { syncStaffInvitations } from '@/lib/db/staff';
import { supportEventStream } from '@/lib/realtime/support-stream';
import { type Event, openEventStream as open, reader, sessionOf, signUp } from '../support/event-stream';

describe('the support event stream', () => {
  it('sends what a reconnecting browser missed, then new messages as they come, each once', async () => {
    const customer = await signUp('+917100000001');
    const chat = await openSupportChat(customer);
    const [greeting] = await listSupportMessages(customer, chat.id);
    const missed = await postSupportMessage(customer, chat.id, 'Sent while offline');
    if (missed.status !== 'ok') throw new Error(missed.reason);
    const { events, abort } = open(customer, { chatId: chat.id, status: 'open' }, greeting!.id);
    const first = await events.next();
    expect(first).toMatchObject({ event: 'message', id: missed.posted.id });
    expect(JSON.parse(first!.data!)).toEqual(missed.posted);
    const live = await postSupportMessage(customer, chat.id, 'And now live');
    if (live.status !== 'ok') throw new Error(live.reason);
    expect(await events.next()).toMatchObject({ event: 'message', id: live.posted.id });
    abort();
    expect(await events.next()).toBeNull();
  });

  it("tells the customer when a coach closes the chat, and a coach's inbox which chat moved", async () => {
    const customer = await signUp('+917100000002');
    const coach = await signUp('+917100000003');
    const { db } = await getDatabase();
    await syncStaffInvitations(db, { coaches: ['917100000003'] });
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

describe('the limits of a stream', () => {
  it('ends after its lifetime, and gives its slot back whether it ends or the browser leaves', async () => {
    const customer = await signUp('+917100000091');
    const chat = await openSupportChat(customer);
    const ended: string[] = [];
    const stream = (name: string, lifetimeMs: number) => {
      const controller = new AbortController();
      const events = reader(
        supportEventStream({
          user: customer,
          auth: sessionOf(customer),
          scope: { chatId: chat.id, status: 'open' },
          lastEventId: null,
          signal: controller.signal,
          lifetimeMs,
          onEnd: () => ended.push(name),
        }),
      );
      return { events, abort: () => controller.abort() };
    };
    const short = stream('short', 100);
    expect(await short.events.next()).toMatchObject({ event: 'message' });
    expect(await short.events.next()).toBeNull();
    expect(ended).toEqual(['short']);

    const left = stream('left', 60_000);
    expect(await left.events.next()).toMatchObject({ event: 'message' });
    left.abort();
    expect(await left.events.next()).toBeNull();
    expect(ended).toEqual(['short', 'left']);
  });
});
