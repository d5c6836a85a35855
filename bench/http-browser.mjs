// A browser without JavaScript, for the benches: a cookie jar, GETs, and server-rendered forms
// (Server Actions) posted as multipart, as the no-JavaScript path of every form works.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const REQUEST_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------- HTTP with a cookie jar

export class Browser {
  /** `headers` go with every request (the load test names a client address in X-Forwarded-For). */
  constructor(base, headers = {}) {
    this.base = base;
    this.headers = headers;
    this.cookies = new Map();
  }

  /** The same person (cookies, headers) on another instance of the app. */
  on(base) {
    const twin = new Browser(base, this.headers);
    twin.cookies = this.cookies;
    return twin;
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
      headers: { ...this.headers, ...init.headers, ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}) },
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

export function findForm(html, what, test) {
  const form = formsOf(html).find(test);
  if (!form) throw new Error(`no ${what} form on the page`);
  if (!Object.keys(form.fields).some((name) => name.startsWith('$ACTION')))
    throw new Error(`the ${what} form has no server-action fields`);
  return form;
}

// ---------------------------------------------------------------- sign-in

export async function signInCustomer(base, headers = {}) {
  const customer = new Browser(base, headers);
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

async function otpFromSmsLog(dataDir, phone, after) {
  const file = path.join(dataDir, 'sms.log');
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

/** A person signed in with the code the embedded sign-in wrote to DATA_DIR's SMS log: a Browser holding their cookies. */
export async function signInByOtp(base, dataDir, phone, headers = {}) {
  const person = new Browser(base, headers);
  const sendForm = findForm(await person.get('/auth'), 'send OTP', (f) => 'phone' in f.fields && f.fields.intent === 'login');
  const asked = Date.now();
  const sent = await person.submit('/auth', sendForm, { phone });
  if (sent.status !== 200) throw new Error(`send OTP: ${sent.status}`);
  const verifyForm = findForm(sent.html, 'verify OTP', (f) => 'phone' in f.fields && f.inner.includes('name="token"'));
  const token = await otpFromSmsLog(dataDir, phone, asked);
  const verified = await person.submit('/auth', verifyForm, { token });
  if (verified.status !== 303) throw new Error(`verify OTP: ${verified.status} (another code within 60 s?)`);
  return person;
}

/** A coach (their number in COACH_PHONES) signed in, on their roster. */
export async function signInCoach(base, dataDir, phone, headers = {}) {
  const coach = await signInByOtp(base, dataDir, phone, headers).catch((error) =>
    Promise.reject(new Error(`${error.message} (is ${phone} in COACH_PHONES?)`)),
  );
  await coach.get('/coach');
  return coach;
}
