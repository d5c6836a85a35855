// Support chat live delivery over real HTTP against `next start`: a customer and a coach sign
// in as a browser without JavaScript does (server-action forms posted as multipart), the
// customer follows the chat over Server-Sent Events, the coach posts the composer form, and
// each message is timed from the start of its POST to its `event: message` on the stream.
// Plain Node (fetch, no EventSource); everything bounded in count and time, 127.0.0.1 only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const STEP_MESSAGES = 20;
const STEP_SPACING_MS = 200;
const STEP_BUDGET_MS = 20_000;
const MAX_CLIENTS = 400;
const P95_LIMIT_MS = 1000;
/** How long a message may take to arrive before it counts as lost. */
const ARRIVAL_TIMEOUT_MS = 5000;
const REQUEST_TIMEOUT_MS = 30_000;
/** SSE connections opened at once while a step sets up. */
const OPEN_BATCH = 50;

/** Nearest-rank percentiles, as bench/stats.ts `summarize`. */
export function summarize(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const round = (ms) => Math.round(ms * 10) / 10;
  return { n: sorted.length, p50: round(rank(50)), p95: round(rank(95)), p99: round(rank(99)), max: round(sorted.at(-1) ?? NaN) };
}

// ---------------------------------------------------------------- HTTP with a cookie jar

class Browser {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const attr = (key) =>
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith(`${key}=`))
          ?.split('=')[1];
      const maxAge = attr('max-age');
      const expires = attr('expires');
      const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A request times out after 30 s (or `init.signal`); a stream passes its own signal. */
  async fetch(pathname, init = {}) {
    const response = await fetch(new URL(pathname, this.base), {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}) },
    });
    this.keep(response);
    return response;
  }

  /** GET, expecting `status`; returns the body. */
  async get(pathname, status = 200) {
    const response = await this.fetch(pathname);
    const body = await response.text();
    if (response.status !== status) throw new Error(`GET ${pathname}: ${response.status}, expected ${status}`);
    return body;
  }

  /** Posts a form the way a browser without JavaScript does (multipart, to the page's own URL). */
  async submit(pathname, form, values = {}, signal = undefined) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...form.fields, ...values })) body.append(name, value);
    // A browser sends Origin with every POST; Next compares it with Host for Server Actions.
    const response = await this.fetch(pathname, {
      method: 'POST',
      body,
      headers: { origin: new URL(this.base).origin },
      ...(signal && { signal }),
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  }
}

// ---------------------------------------------------------------- server-rendered forms

const decode = (text) =>
  text.replace(
    /&(quot|amp|lt|gt|#x27|#39|#x2F);/g,
    (_, entity) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'", '#x2F': '/' })[entity],
  );

function attributesOf(tag) {
  const attributes = {};
  for (const m of tag.matchAll(/([^\s=<>/"]+)(?:="([^"]*)")?/g)) attributes[m[1]] = m[2] === undefined ? '' : decode(m[2]);
  return attributes;
}

/** Every <form> of a page with its named inputs (hidden ones carry the action: $ACTION_REF_n, $ACTION_n:0, $ACTION_KEY). */
function formsOf(html) {
  return [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map(([, inner]) => {
    const fields = {};
    for (const [tag] of inner.matchAll(/<input\b[^>]*>/g)) {
      const a = attributesOf(tag.slice(6));
      if (a.name && a.type !== 'submit') fields[a.name] = a.value ?? '';
    }
    return { inner, fields };
  });
}

function findForm(html, what, test) {
  const form = formsOf(html).find(test);
  if (!form) throw new Error(`no ${what} form on the page`);
  if (!Object.keys(form.fields).some((name) => name.startsWith('$ACTION')))
    throw new Error(`the ${what} form has no server-action fields`);
  return form;
}

// ---------------------------------------------------------------- sign-in

async function signInCustomer(base) {
  const customer = new Browser(base);
  const page = '/auth?next=%2Fsupport';
  const demo = findForm(await customer.get(page), 'demo login', (f) => f.inner.includes('Demo Login'));
  const posted = await customer.submit(page, demo);
  if (posted.status !== 303 || !posted.location?.startsWith('/support'))
    throw new Error(`demo login: ${posted.status} to ${posted.location}`);
  const support = await customer.get('/support');
  const chatId = findForm(support, 'customer composer', (f) => 'chatId' in f.fields && f.inner.includes('name="message"')).fields
    .chatId;
  if (!/^[0-9a-f-]{36}$/i.test(chatId ?? '')) throw new Error('no chat id on /support');
  return { customer, chatId };
}

async function otpFromOutbox(dataDir, phone, after) {
  const file = path.join(dataDir, 'sms-outbox.log');
  for (let i = 0; i < 50; i++) {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n');
    for (const line of lines.reverse()) {
      const m = line.match(/^(\S+) SMS to (\+\d+): .*?\b(\d{6})\b/);
      if (m && m[2] === `+91${phone}` && Date.parse(m[1]) >= after - 1000) return m[3];
    }
    await sleep(100);
  }
  throw new Error(`no code for +91${phone} in ${file}`);
}

async function signInCoach(base, dataDir, phone) {
  const coach = new Browser(base);
  const sendForm = findForm(await coach.get('/auth'), 'send OTP', (f) => 'phone' in f.fields && f.fields.intent === 'login');
  const asked = Date.now();
  const sent = await coach.submit('/auth', sendForm, { phone });
  if (sent.status !== 200) throw new Error(`send OTP: ${sent.status}`);
  const verifyForm = findForm(sent.html, 'verify OTP', (f) => 'phone' in f.fields && f.inner.includes('name="token"'));
  const token = await otpFromOutbox(dataDir, phone, asked);
  const verified = await coach.submit('/auth', verifyForm, { token });
  if (verified.status !== 303)
    throw new Error(`verify OTP: ${verified.status} (is ${phone} in COACH_PHONES? another code within 60 s?)`);
  await coach.get('/coach');
  return coach;
}

// ---------------------------------------------------------------- Server-Sent Events

/**
 * One EventSource-like connection: parses the stream and records when each message arrived
 * (the time its bytes were read). `drained` settles once the backlog is in.
 */
function openStream(browser, chatId, { after, onMessage }) {
  const controller = new AbortController();
  const stream = { arrivals: [], lastId: after, status: 0, error: null, closed: false, retryAt: 0 };
  const query = new URLSearchParams({ chat: chatId });
  if (after) query.set('after', after);
  stream.ready = (async () => {
    const response = await browser.fetch(`/api/support/stream?${query}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    stream.status = response.status;
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`stream: ${response.status}`);
    }
    return response.body.getReader();
  })();
  stream.done = stream.ready
    .then(async (reader) => {
      const decoder = new TextDecoder();
      let buffer = '';
      let event = { type: '', data: [], id: undefined };
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop();
        for (const line of lines) {
          if (line === '') {
            if (event.type === 'message' || (event.type === '' && event.data.length)) {
              const data = JSON.parse(event.data.join('\n'));
              if (event.id) stream.lastId = event.id;
              stream.arrivals.push({ at: now, id: event.id, data });
              onMessage?.(data, now);
            }
            event = { type: '', data: [], id: undefined };
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event.type = value;
          else if (field === 'data') event.data.push(value);
          else if (field === 'id') event.id = value;
          else if (field === 'retry') stream.retryAt ||= now;
        }
      }
    })
    .catch((error) => {
      if (!controller.signal.aborted) stream.error = error;
    })
    .finally(() => {
      stream.closed = true;
    });
  stream.close = async () => {
    controller.abort();
    await stream.done;
  };
  return stream;
}

/** Waits until the stream has answered and its backlog (up to `untilId`, or a quiet spell) is in. */
async function drained(stream, { untilId, quietMs = 300, timeoutMs = 10_000 }) {
  const deadline = performance.now() + timeoutMs;
  await Promise.race([stream.ready, sleep(timeoutMs).then(() => Promise.reject(new Error('stream did not answer')))]);
  let seen = -1;
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    if (stream.error || stream.closed) throw stream.error ?? new Error('stream closed');
    if (stream.retryAt && (untilId ? stream.lastId === untilId : performance.now() - quietSince >= quietMs)) return;
    if (stream.arrivals.length !== seen) {
      seen = stream.arrivals.length;
      quietSince = performance.now();
    }
    await sleep(20);
  }
  throw new Error('stream backlog did not drain');
}

// ---------------------------------------------------------------- the bench

/**
 * @param {string} base e.g. http://127.0.0.1:3500 (127.0.0.1 only)
 * @param {string} dataDir the server's DATA_DIR (for sms-outbox.log)
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
  const composerPath = `/coach?chat=${chatId}`;
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
