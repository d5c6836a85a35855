// Many customers follow their support chats over Server-Sent Events while a coach answers them
// one after another; every stream must receive exactly the answers posted to its chat, in order.
// Streams that end reconnect from their last message, as EventSource does.
import { setTimeout as sleep } from 'node:timers/promises';
import { drained, openStream } from '../event-stream.mjs';
import { findForm, signInCustomer } from '../http-browser.mjs';

/** How long an answer may take to reach every stream after the last post before it counts as lost. */
const SETTLE_MS = 5000;

/**
 * Whether the page a composer post answered shows `text` as a message. A refused post shows the
 * form again with the text still in its textarea (nothing typed is lost), and the page's flight
 * data carries the action's answer with it: only the visible text outside the form counts.
 */
export function showsMessage(html, text) {
  const visible = html
    .replace(/<(script|textarea)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
  return visible.includes(text);
}

/** An EventSource-like stream that reconnects (after its retry delay) from its last message. */
function followChat(browser, chatId) {
  const follower = { received: [], reconnects: 0, stopped: false, current: null };
  const connect = (after) => {
    const stream = openStream(browser, chatId, {
      after,
      onMessage: (message) => follower.received.push(message.message),
    });
    follower.current = stream;
    stream.done.then(async () => {
      if (follower.stopped) return;
      follower.reconnects++;
      await sleep(1000);
      if (!follower.stopped) connect(stream.lastId);
    });
    return stream;
  };
  follower.ready = drained(connect(undefined), {});
  follower.stop = async () => {
    follower.stopped = true;
    await follower.current?.close();
  };
  return follower;
}

/**
 * @param {string[]} bases the app instances; customers and their tabs are spread over them
 * @param {import('../http-browser.mjs').Browser} coach signed in; `coach.on(base)` posts through each instance
 * @param {{ customers: number, tabsEach: number, durationMs: number, runId: string, during?: (elapsedMs: number) => Promise<void> | void }} options
 *   `during` is called about every 100 ms while the coach posts (the fault test restarts the database from it)
 */
export async function chatLoad(bases, coach, { customers, tabsEach, durationMs, runId, during }) {
  const chats = [];
  for (let i = 0; i < customers; i++) {
    const base = bases[i % bases.length];
    const { customer, chatId } = await signInCustomer(base, { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` });
    // The first message opens the chat for the coach's console.
    const composer = findForm(await customer.get('/support'), 'customer composer', (f) => f.fields.chatId === chatId);
    const opened = await customer.submit('/support', composer, { message: `load ${runId} hello from customer ${i}` });
    if (opened.status !== 200) throw new Error(`customer ${i}: first message ${opened.status}`);
    const tabs = Array.from({ length: tabsEach }, (_, t) => followChat(customer.on(bases[(i + t) % bases.length]), chatId));
    chats.push({ chatId, tabs, posted: [], failedPosts: [] });
  }
  await Promise.all(chats.flatMap((chat) => chat.tabs.map((tab) => tab.ready)));

  const composers = new Map();
  const composerFor = async (poster, chatId) => {
    const key = `${poster.base} ${chatId}`;
    if (!composers.has(key)) {
      const page = await poster.get(`/coach/inbox?chat=${chatId}`);
      composers.set(
        key,
        findForm(page, 'coach composer', (f) => f.fields.chatId === chatId && f.inner.includes('name="message"')),
      );
    }
    return composers.get(key);
  };

  const started = performance.now();
  const postedAt = new Map();
  let n = 0;
  let lastTick = 0;
  while (performance.now() - started < durationMs) {
    const chat = chats[n % chats.length];
    const poster = coach.on(bases[n % bases.length]);
    const text = `load ${runId} answer ${n}`;
    n++;
    try {
      const composer = await composerFor(poster, chat.chatId);
      const answer = await poster.submit(`/coach/inbox?chat=${chat.chatId}`, composer, { chatId: chat.chatId, message: text });
      if (answer.status === 200 && showsMessage(answer.html, text)) {
        chat.posted.push(text);
        postedAt.set(text, Math.round(performance.now() - started));
      } else {
        chat.failedPosts.push(text);
        await sleep(100);
      }
    } catch {
      chat.failedPosts.push(text);
      composers.clear();
      await sleep(100);
    }
    if (during && performance.now() - lastTick >= 100) {
      lastTick = performance.now();
      await during(lastTick - started);
    }
  }

  // Wait until every stream holds every answer that was posted, or the settle time is up.
  const answersOf = (tab) => tab.received.filter((text) => text.startsWith(`load ${runId} answer `));
  const settleBy = performance.now() + SETTLE_MS;
  const complete = () =>
    chats.every((chat) => chat.tabs.every((tab) => chat.posted.every((text) => answersOf(tab).includes(text))));
  while (!complete() && performance.now() < settleBy) await sleep(100);
  await Promise.all(chats.flatMap((chat) => chat.tabs.map((tab) => tab.stop())));

  let lost = 0;
  const lostAnswers = new Map();
  let duplicated = 0;
  let outOfOrder = 0;
  let foreign = 0;
  let deliveredOfFailedPosts = 0;
  for (const chat of chats) {
    for (const tab of chat.tabs) {
      const answers = answersOf(tab);
      const seen = new Set();
      for (const text of answers) {
        if (seen.has(text)) duplicated++;
        seen.add(text);
        if (chat.failedPosts.includes(text)) deliveredOfFailedPosts++;
        else if (!chat.posted.includes(text)) foreign++;
      }
      for (const text of chat.posted.filter((text) => !seen.has(text))) {
        lost++;
        lostAnswers.set(text, (lostAnswers.get(text) ?? 0) + 1);
      }
      const order = answers.filter((text) => chat.posted.includes(text));
      const expected = chat.posted.filter((text) => seen.has(text));
      if (order.join('\n') !== expected.join('\n')) outOfOrder++;
    }
  }
  const posted = chats.reduce((sum, chat) => sum + chat.posted.length, 0);
  if (lostAnswers.size) {
    const list = [...lostAnswers].map(
      ([text, tabs]) => `'${text}' (posted at ${postedAt.get(text)} ms, missing on ${tabs} tabs)`,
    );
    console.error(`lost answers: ${list.slice(0, 20).join('; ')}`);
  }
  return {
    streams: chats.length * tabsEach,
    'answers posted': posted,
    'posts refused': chats.reduce((sum, chat) => sum + chat.failedPosts.length, 0),
    deliveries: posted * tabsEach,
    lost,
    duplicated,
    'out of order (streams)': outOfOrder,
    'from another chat': foreign,
    'delivered though its post failed': deliveredOfFailedPosts,
    reconnects: chats.reduce((sum, chat) => sum + chat.tabs.reduce((s, tab) => s + tab.reconnects, 0), 0),
  };
}
