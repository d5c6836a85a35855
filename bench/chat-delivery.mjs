// Support chat live delivery over real HTTP against `next start`: a customer and a coach sign
// in as a browser without JavaScript does (server-action forms posted as multipart), the
// customer follows the chat over Server-Sent Events, the coach posts the composer form, and
// each message is timed from the start of its POST to its `event: message` on the stream.
// Plain Node (fetch, no EventSource); everything bounded in count and time, 127.0.0.1 only.
import { setTimeout as sleep } from 'node:timers/promises';
import { drained, openStream } from './event-stream.mjs';
import { findForm, signInCoach, signInCustomer } from './http-browser.mjs';

const STEP_MESSAGES = 20;
const STEP_SPACING_MS = 200;
const STEP_BUDGET_MS = 20_000;
const MAX_CLIENTS = 400;
const P95_LIMIT_MS = 1000;
/** How long a message may take to arrive before it counts as lost. */
const ARRIVAL_TIMEOUT_MS = 5000;
/** SSE connections opened at once while a step sets up. */
const OPEN_BATCH = 50;

/** Nearest-rank percentiles, as bench/stats.ts `summarize`. */
export function summarize(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const round = (ms) => Math.round(ms * 10) / 10;
  return { n: sorted.length, p50: round(rank(50)), p95: round(rank(95)), p99: round(rank(99)), max: round(sorted.at(-1) ?? NaN) };
}

// ---------------------------------------------------------------- the bench

/**
 * @param {string} base e.g. http://127.0.0.1:3500 (127.0.0.1 only)
 * @param {string} dataDir the server's DATA_DIR (for sms.log)
 * @param {{ messages?: number, clientCounts?: number[], durationMs?: number, coachPhone?: string }} options
 *   durationMs bounds the whole run (sign-ins excepted); coachPhone must be in the server's COACH_PHONES.
 */
export async function chatDelivery(
  base,
  dataDir,
  { messages = 100, clientCounts = [50, 100, 200, 400], durationMs = 180_000, coachPhone = '9000000301' } = {},
) {
  if (new URL(base).hostname !== '127.0.0.1') throw new Error('chatDelivery runs against 127.0.0.1 only');
  messages = Math.min(Math.max(1, messages), 1000);
  clientCounts = clientCounts.filter((n) => n > 0 && n <= MAX_CLIENTS);
  const runId = Math.random().toString(36).slice(2, 8);

  const { customer, chatId } = await signInCustomer(base);
  const coach = await signInCoach(base, dataDir, coachPhone);
  const deadline = performance.now() + durationMs;
  const composerPath = `/coach/inbox?chat=${chatId}`;
  const composer = findForm(
    await coach.get(composerPath),
    'coach composer',
    (f) => f.fields.chatId === chatId && f.inner.includes('name="message"'),
  );

  /** Posts one coach message; returns when the response is read. */
  const post = async (text, signal) => {
    const started = performance.now();
    const answer = await coach.submit(composerPath, composer, { chatId, message: text }, signal);
    if (answer.status !== 200 || !answer.html.includes(text.replace(/&/g, '&amp;')))
      throw new Error(`coach reply: ${answer.status}`);
    return { started, ended: performance.now() };
  };

  const streams = new Set();
  const open = (options) => {
    const stream = openStream(customer, chatId, options);
    streams.add(stream);
    return stream;
  };
  try {
    // 1. One tab, messages one after another.
    const waiting = new Map();
    const primary = open({
      onMessage: (message, at) => {
        waiting.get(message.message)?.(at);
        waiting.delete(message.message);
      },
    });
    await drained(primary, {});
    const deliveries = [];
    const posts = [];
    let early = 0;
    let lost = 0;
    for (let i = 0; i < messages && performance.now() < deadline; i++) {
      const text = `bench ${runId} single ${i}`;
      const arrived = new Promise((resolve) => waiting.set(text, resolve));
      const timeout = sleep(ARRIVAL_TIMEOUT_MS).then(() => null);
      const { started, ended } = await post(text);
      const at = await Promise.race([arrived, timeout]);
      waiting.delete(text);
      posts.push(ended - started);
      if (at === null) lost++;
      else {
        deliveries.push(at - started);
        if (at < ended) early++;
      }
    }
    const latency = {
      ...summarize(deliveries),
      lost,
      'POST p50': summarize(posts).p50,
      'POST p95': summarize(posts).p95,
      'before POST returned': early,
    };

    // 2. N tabs on the same chat, 20 messages 200 ms apart, until p95 passes 1 s.
    const rows = [];
    for (const clients of clientCounts) {
      if (performance.now() + STEP_BUDGET_MS > deadline) break;
      const stepEnd = performance.now() + STEP_BUDGET_MS;
      const after = primary.lastId;
      const tabs = [];
      /** The tabs that opened and caught up: the ones measured. */
      const live = [];
      let failedToOpen = 0;
      // Opening stops in time to leave the sending and the waiting inside the step's budget.
      const openUntil = stepEnd - STEP_MESSAGES * STEP_SPACING_MS - ARRIVAL_TIMEOUT_MS;
      for (let i = 0; i < clients; i += OPEN_BATCH) {
        if (performance.now() > openUntil) {
          failedToOpen += clients - i;
          break;
        }
        const batch = Array.from({ length: Math.min(OPEN_BATCH, clients - i) }, () => open({ after }));
        tabs.push(...batch);
        const timeoutMs = Math.max(500, openUntil - performance.now());
        await Promise.all(
          batch.map((tab) =>
            drained(tab, { untilId: after, timeoutMs }).then(
              () => live.push(tab),
              () => failedToOpen++,
            ),
          ),
        );
      }
      await sleep(200);
      const sends = [];
      for (let k = 0; k < STEP_MESSAGES; k++) {
        const text = `bench ${runId} n${clients} ${k}`;
        const signal = AbortSignal.timeout(Math.round(Math.max(1000, stepEnd - performance.now())));
        sends.push({ text, result: post(text, signal).catch((error) => ({ error })) });
        await sleep(STEP_SPACING_MS);
      }
      const sent = await Promise.all(sends.map(async ({ text, result }) => ({ text, ...(await result) })));
      const waitUntil = Math.min(stepEnd, performance.now() + ARRIVAL_TIMEOUT_MS);
      const allIn = () =>
        live.every((tab) => tab.closed || sent.every((m) => m.error || tab.arrivals.some((a) => a.data.message === m.text)));
      while (performance.now() < waitUntil && !allIn()) await sleep(50);

      const delays = [];
      let missing = 0;
      let duplicated = 0;
      for (const tab of live) {
        for (const m of sent) {
          if (m.error) continue;
          const got = tab.arrivals.filter((a) => a.data.message === m.text);
          if (got.length === 0) missing++;
          else delays.push(got[0].at - m.started);
          duplicated += Math.max(0, got.length - 1);
        }
      }
      const s = summarize(delays);
      rows.push({
        clients,
        'p95 ms': s.p95,
        'max ms': s.max,
        lost: missing,
        duplicated,
        'POST p95 ms': summarize(sent.filter((m) => !m.error).map((m) => m.ended - m.started)).p95,
        'failed POSTs': sent.filter((m) => m.error).length,
        'tabs not opened': failedToOpen,
      });
      await Promise.all(tabs.map((tab) => tab.close().then(() => streams.delete(tab))));
      // Reads queued for the closed tabs still run on the server: give them a moment.
      await sleep(1000);
      if (!(s.p95 <= P95_LIMIT_MS)) break;
    }
    const passing = rows.filter(
      (r) => r['p95 ms'] < P95_LIMIT_MS && r.lost === 0 && r['failed POSTs'] === 0 && r['tabs not opened'] === 0,
    );
    return {
      latency,
      clients: rows,
      maxClients: passing.at(-1)?.clients ?? 0,
      messagesPerStep: STEP_MESSAGES,
      spacingMs: STEP_SPACING_MS,
    };
  } finally {
    await Promise.all([...streams].map((stream) => stream.close()));
  }
}
