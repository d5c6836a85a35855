import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { ActionInput, ActionResult } from '@/lib/actions/result';
import { openCheckout } from '@/lib/db/checkouts';
import { getDatabase } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/connection';
import { authUsers, supportChats } from '@/lib/db/schema';
import { openSupportChat, postSupportMessage } from '@/lib/db/support';
import { BMI_MESSAGES } from '@/lib/domain/bmi-schema';
import { BATCH_MESSAGES } from '@/lib/domain/batches';
import { CHECKIN_MESSAGES } from '@/lib/domain/checkins';
import { STATE_CODES } from '@/lib/domain/indian-states';
import { ORDER_MESSAGES, PAYMENT_METHODS } from '@/lib/domain/orders';
import { PACKAGE_IDS } from '@/lib/domain/packages';
import { DIETS, FOOD_LOG_MESSAGES } from '@/lib/domain/food-log';
import { PLAN_MESSAGES } from '@/lib/domain/plans';
import { REFUND_MESSAGES, REFUND_NOTE_MAX, REFUND_REASON } from '@/lib/domain/refunds';
import { ADMIN_MESSAGES } from '@/lib/domain/staff';
import { AUTH_MESSAGES, INTENTS } from '@/lib/domain/phone';
import { BLOOD_GROUPS, DIET_PREFERENCES, GENDERS, PROFILE_MESSAGES, WORKOUT_EXPERIENCE } from '@/lib/domain/profile-schema';
import { MEALS } from '@/lib/domain/progress';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from '@/lib/domain/support';
import { buy, paid } from '../support/checkout';
import { createAuthUser } from '../support/db';
import {
  anyTextField,
  type Case,
  cases,
  choiceField,
  type Field,
  HTML,
  literalField,
  MISSING,
  numberField,
  type Spec,
  SQL,
  textField,
  uuidField,
  wrongType,
} from '../support/hostile';

// Every Server Action, fed 1,000 random and hostile inputs as an object and as a form post.
// A case with a bad field must be refused by validation (fieldErrors); a case of ok fields must
// be accepted or cleanly refused (signed out, not a coach, expired checkout). Neither may reach
// the wrapper's `failed` path, which logs with console.error.

type SessionUser = { id: string; phone: string | null; isAnonymous: boolean };
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
const jar = vi.hoisted(() => new Map<string, string>());

vi.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }),
}));
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidatePath: () => {} }));
// No response to wait for: what an action leaves for after it runs now.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: (task: () => void) => task() }));
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/session')>()),
  getSessionUser: async () => session.user,
}));

const authActions = await import('@/app/(with-toaster)/auth/actions');
const { saveBmiAssessment } = await import('@/app/(with-toaster)/bmi-calculator/actions');
const { sendCoachReply, closeChat } = await import('@/app/(with-toaster)/(staff)/coach/inbox/actions');
const { decideRefundAction } = await import('@/app/(with-toaster)/(staff)/admin/actions');
const { sendPhoneLinkCode, verifyPhoneLinkCode } = await import('@/app/(with-toaster)/add-phone/actions');
const { submitProfile } = await import('@/app/(with-toaster)/customer-form/actions');
const { bookBatchAction } = await import('@/app/(with-toaster)/batches/actions');
const dashboard = await import('@/app/(with-toaster)/dashboard/actions');
const foodActions = await import('@/app/(with-toaster)/dashboard/food/actions');
const { createOrder, buyAgain } = await import('@/app/(with-toaster)/payment/actions');
const { sendSupportMessage } = await import('@/app/(with-toaster)/support/actions');

type Action = (previous: unknown, input: ActionInput) => Promise<ActionResult<unknown>>;
type Outcome = ActionResult<unknown> | 'redirect';

/** FUZZ_RUNS=… for a longer (or quicker) run. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

async function call(action: Action, input: ActionInput): Promise<Outcome> {
  try {
    return await action(null, input);
  } catch (error) {
    // redirect() throws NEXT_REDIRECT: a valid input was accepted.
    if (String((error as { digest?: unknown } | null)?.digest).startsWith('NEXT_REDIRECT')) return 'redirect';
    throw error;
  }
}

/** Rows of every public table and of auth.users, counted in one statement. */
async function countRows(): Promise<Record<string, number>> {
  const { db } = await getDatabase();
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and (table_schema = 'public' or (table_schema = 'auth' and table_name = 'users'))
          order by 1`,
    ),
  ).map((t) => t.name);
  const counts = sql.join(
    tables.map((t) => sql`(select count(*)::integer from ${sql.raw(t)}) as ${sql.identifier(t)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`select ${counts}`));
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** Everything the other customer owns, to see it unchanged. */
async function rowsOfUser(userId: string) {
  const { db } = await getDatabase();
  const of = (table: string) =>
    db.execute(sql`select * from ${sql.raw(table)} where user_id = ${userId} order by 1`).then((r) => rowsOf(r));
  return {
    checkouts: await of('public.checkouts'),
    orders: await of('public.orders'),
    chats: await of('public.support_chats'),
    messages: rowsOf(
      await db.execute(
        sql`select m.* from public.support_messages m join public.support_chats c on c.id = m.chat_id
            where c.user_id = ${userId} order by m.created_at, m.id`,
      ),
    ),
  };
}

const asSession = (user: { id: string }, phone: string | null = null): SessionUser => ({
  id: user.id,
  phone,
  isAnonymous: false,
});
const describeInput = (input: unknown) =>
  input instanceof FormData
    ? `FormData ${JSON.stringify([...input].map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 200) : '<file>']))}`
    : JSON.stringify(input, (_, v: unknown) =>
        typeof v === 'bigint' ? `${v}n` : typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
      );

let errors: MockInstance<typeof console.error>;
let other: { id: string };
let otherIds: string[];
let otherBefore: Awaited<ReturnType<typeof rowsOfUser>>;
const fuzzPhone = `98${randomInt(10_000_000, 99_999_999)}`;

beforeAll(async () => {
  // Another customer with a paid order, an open checkout and a support chat: their ids are fed to every action.
  other = await createAuthUser();
  const order = paid(await buy(other, 'online-6m'));
  const open = await openCheckout(other, 'offline-3m');
  const chat = await openSupportChat(other);
  const message = await postSupportMessage(other, chat.id, 'My private health question');
  otherIds = [other.id, order.id, order.idempotencyKey, open.id, chat.id, message!.id];
  otherBefore = await rowsOfUser(other.id);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(async () => {
  errors.mockRestore();
  // The other customer's rows are as they were, whatever was sent with their ids.
  expect(await rowsOfUser(other.id)).toEqual(otherBefore);
});

interface Target {
  action: Action;
  spec: () => Spec;
  /** How each way of posting is fuzzed (forms only where the action is posted by a form). */
  modes: readonly ('object' | 'form')[];
  /** Whether the action reads the session (then a signed-out case must be refused with this). */
  signedOut?: string;
  /** What an input of ok fields may get: accepted, or one of these clean refusals. */
  accepted: (outcome: Outcome) => boolean;
  /** Prepares the signed-in customer (their own chat, for instance); run once per property. */
  setup?: (user: { id: string }) => Promise<void>;
  /** Runs before each input (as the server, outside the action). */
  beforeEach?: () => Promise<void>;
  /** Environment for the run. */
  env?: Record<string, string>;
}

const isOk = (o: Outcome) => o !== 'redirect' && o.status === 'ok';
const refusedWith =
  (...messages: string[]) =>
  (o: Outcome) =>
    o !== 'redirect' && o.status === 'error' && !o.fieldErrors && messages.includes(o.message);
/** A refusal with a reason of its own (a rate limit, a wrong code), not the `failed` catch-all. */
const cleanRefusal = (failed: string) => (o: Outcome) =>
  o !== 'redirect' && o.status === 'error' && !o.fieldErrors && o.message !== failed;
const validationError = (o: Outcome) =>
  o !== 'redirect' && o.status === 'error' && !!o.fieldErrors && Object.keys(o.fieldErrors).length > 0;

const phoneField = (): Field => ({
  ok: fc.constantFrom(fuzzPhone, `+91 ${fuzzPhone.slice(0, 5)} ${fuzzPhone.slice(5)}`, `0${fuzzPhone}`, `91-${fuzzPhone}`),
  bad: fc.oneof(
    fc.constantFrom(fuzzPhone.slice(1), `${fuzzPhone}1`, `1${fuzzPhone}1`, `+92 ${fuzzPhone}`, '', '+91', 'x'.repeat(100_000)),
    fc.constantFrom(`${'9'.repeat(100_000)}`, ...SQL, ...HTML, MISSING),
    wrongType(fuzzPhone),
  ),
});
const otpField = (): Field => ({
  ok: fc.oneof(
    fc.string({ minLength: 1, maxLength: 6 }).filter((t) => t.trim().length > 0),
    fc.constantFrom("' --", "'or'1", '1\u00002', '🙂🙂🙂', '<b>', '000000'),
  ),
  // Seven characters, of one or two UTF-16 units each.
  bad: fc.oneof(fc.constantFrom('', '   ', '1234567', '🙂'.repeat(7), 'x'.repeat(100_000), MISSING), wrongType('123456')),
});

/** A shared food's id or a customer's own: well-formed ones may still not exist (then refused later). */
const foodIdField = (): Field => ({
  ok: fc.constantFrom('dal-tadka', 'roti', 'no-such-food', '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11'),
  bad: fc.oneof(
    fc.constantFrom('', ' dal-tadka', 'DAL-TADKA', 'dal tadka', "dal-tadka' or 1=1 --", 'x'.repeat(81), ...HTML, MISSING),
    wrongType('dal-tadka'),
  ),
});

const targets: Record<string, Target> = {
  sendOtp: {
    action: authActions.sendOtp,
    spec: () => ({ phone: phoneField(), intent: choiceField(INTENTS, { optional: true }) }),
    modes: ['object', 'form'],
    // The first valid send goes out; the rest meet the resend wait or a rate limit. (The catch-all
    // message here is also 'no message from the provider', so console.error tells them apart.)
    accepted: (o) => isOk(o) || (o !== 'redirect' && o.status === 'error' && !o.fieldErrors),
  },
  verifyOtp: {
    action: authActions.verifyOtp,
    spec: () => ({ phone: phoneField(), token: otpField(), next: anyTextField(), js: anyTextField() }),
    modes: ['object', 'form'],
    // No code was sent to this number: a wrong code, or a rate limit. ('Invalid OTP' is also the
    // catch-all here, so console.error tells a thrown error apart.)
    accepted: (o) => o !== 'redirect' && o.status === 'error' && !o.fieldErrors,
  },
  demoLogin: {
    action: authActions.demoLogin,
    spec: () => ({ next: anyTextField(), js: anyTextField() }),
    modes: ['object', 'form'],
    // Switched off here: a demo sign-in would make a user each time.
    env: { DEMO_LOGIN: 'off' },
    accepted: refusedWith(AUTH_MESSAGES.demoOff),
  },
  // The fuzzing customer signed in with a phone: a demo account's 'Add my phone' is refused, nothing sent or linked.
  sendPhoneLinkCode: {
    action: sendPhoneLinkCode,
    spec: () => ({ phone: phoneField() }),
    modes: ['object', 'form'],
    signedOut: AUTH_MESSAGES.signInFirst,
    accepted: refusedWith(AUTH_MESSAGES.notDemo),
  },
  verifyPhoneLinkCode: {
    action: verifyPhoneLinkCode,
    spec: () => ({ phone: phoneField(), token: otpField(), next: anyTextField() }),
    modes: ['object', 'form'],
    signedOut: AUTH_MESSAGES.signInFirst,
    // Refused before any code is checked, or by the per-network limit on checks.
    accepted: refusedWith(AUTH_MESSAGES.notDemo, AUTH_MESSAGES.tooManyChecks),
  },
  saveBmiAssessment: {
    action: saveBmiAssessment,
    spec: () => ({
      weight: numberField({ min: 30, max: 300 }),
      height: numberField({ min: 100, max: 250 }),
      age: numberField({ min: 16, max: 100 }),
    }),
    modes: ['object', 'form'],
    signedOut: BMI_MESSAGES.signedOut,
    accepted: isOk,
  },
  sendCoachReply: {
    action: sendCoachReply,
    spec: () => ({ chatId: uuidField(otherIds), message: textField({ min: 1, max: SUPPORT_MESSAGE_MAX }) }),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: refusedWith(SUPPORT_MESSAGES.notCoach),
  },
  closeChat: {
    action: closeChat,
    spec: () => ({ chatId: uuidField(otherIds) }),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: refusedWith(SUPPORT_MESSAGES.notCoach),
  },
  submitProfile: {
    action: submitProfile,
    spec: () => ({
      name: textField({ min: 2, max: 100 }),
      age: numberField({ min: 16, max: 100, int: true }),
      gender: choiceField(GENDERS),
      height: numberField({ min: 100, max: 250 }),
      weight: numberField({ min: 30, max: 300 }),
      email: emailField(),
      whatsapp: {
        ok: fc.constantFrom('98765 43210', '+91 98765 43210', '+91-98765-43210', '098765 43210', '9876543210'),
        bad: fc.oneof(
          fc.constantFrom('98765 4321', '98765 432100', '+1 98765 43210', '', ...SQL, MISSING),
          wrongType('9876543210'),
        ),
      },
      address: textField({ min: 10, max: 500 }),
      bloodGroup: choiceField(BLOOD_GROUPS, { optional: true, blank: true }),
      workoutExperience: choiceField(WORKOUT_EXPERIENCE),
      dietPreference: choiceField(DIET_PREFERENCES),
      injuryHistory: textField({ min: 0, max: 2000, optional: true }),
      medicalIssues: textField({ min: 0, max: 2000, optional: true }),
      primaryGoal: textField({ min: 5, max: 1000 }),
      referralSource: textField({ min: 0, max: 200, optional: true }),
      terms: literalField(true),
      dataConsent: literalField(true),
    }),
    // The wizard calls the action with its values; a form post cannot send `true`, so it is refused.
    modes: ['object', 'form'],
    signedOut: PROFILE_MESSAGES.signedOut,
    accepted: isOk,
  },
  logWeightAction: {
    action: dashboard.logWeightAction,
    spec: () => ({ weight: numberField({ min: 30, max: 300 }) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  pauseMyPlanAction: {
    action: dashboard.pauseMyPlanAction,
    spec: () => ({ days: numberField({ min: 7, max: 28, int: true }) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    // The fuzzing customer has no plan: a well-formed pause is refused with its reason, and nothing is written.
    accepted: (o) => o !== 'redirect' && o.status === 'error' && o.message === PLAN_MESSAGES.noPlan,
  },
  requestRefundAction: {
    action: dashboard.requestRefundAction,
    spec: () => ({ orderId: uuidField(otherIds), reason: textField(REFUND_REASON) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    // The fuzzing customer has no plan, and another's order is not theirs: refused, nothing written.
    accepted: refusedWith(REFUND_MESSAGES.notYours),
  },
  decideRefundAction: {
    action: decideRefundAction,
    spec: () => ({
      orderId: uuidField(otherIds),
      decision: choiceField(['approve', 'decline']),
      note: textField({ min: 0, max: REFUND_NOTE_MAX, optional: true }),
    }),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: refusedWith(ADMIN_MESSAGES.notAdmin),
  },
  // Booking without an in-person plan: nothing is booked, whichever batch is named (or a rate limit says wait).
  bookBatchAction: {
    action: bookBatchAction,
    spec: () => ({ batchId: uuidField(otherIds), intent: choiceField(['book', 'waitlist', 'change']) }),
    modes: ['object', 'form'],
    signedOut: BATCH_MESSAGES.signedOut,
    accepted: refusedWith(BATCH_MESSAGES.noStudioPlan, BATCH_MESSAGES.tooMany),
  },
  // The food log: a food that is not in the table, or an entry that is not the customer's, is
  // refused with its reason; the rest is saved to the fuzzing customer's own log.
  logFoodAction: {
    action: foodActions.logFoodAction,
    spec: () => ({
      foodId: foodIdField(),
      serving: textField({ min: 1, max: 40 }),
      quantity: numberField({ min: 0.5, max: 20, step: 0.5 }),
      meal: choiceField(MEALS),
    }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) => isOk(o) || refusedWith(FOOD_LOG_MESSAGES.notFound)(o),
  },
  changeFoodQuantityAction: {
    action: foodActions.changeFoodQuantityAction,
    spec: () => ({ entryId: uuidField(otherIds), quantity: numberField({ min: 0.5, max: 20, step: 0.5 }) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: refusedWith(FOOD_LOG_MESSAGES.entryGone),
  },
  deleteFoodLogAction: {
    action: foodActions.deleteFoodLogAction,
    spec: () => ({ entryId: uuidField(otherIds) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: refusedWith(FOOD_LOG_MESSAGES.entryGone),
  },
  copyYesterdaysMealAction: {
    action: foodActions.copyYesterdaysMealAction,
    spec: () => ({ meal: choiceField(MEALS) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) => o !== 'redirect' && o.status === 'error' && /^Nothing was logged for /.test(o.message),
  },
  // A customer's own food: saved, unless its values are more than its weight can hold.
  createOwnFoodAction: {
    action: foodActions.createOwnFoodAction,
    spec: () => ({
      name: textField({ min: 2, max: 80 }),
      serving: textField({ min: 1, max: 40 }),
      grams: numberField({ min: 1, max: 2000 }),
      diet: choiceField(DIETS),
      kcal: numberField({ min: 0, max: 3000 }),
      protein: numberField({ min: 0, max: 300 }),
      carbs: numberField({ min: 0, max: 300 }),
      fat: numberField({ min: 0, max: 300 }),
      fibre: numberField({ min: 0, max: 300 }),
    }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) =>
      isOk(o) || (o !== 'redirect' && o.status === 'error' && o.fieldErrors?.kcal?.[0] === FOOD_LOG_MESSAGES.ownTooDense),
  },
  changeWaterAction: {
    action: dashboard.changeWaterAction,
    spec: () => ({ change: choiceField(['add', 'remove']) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  logMealAction: {
    action: dashboard.logMealAction,
    spec: () => ({
      meal: choiceField(MEALS),
      description: textField({ min: 1, max: 300 }),
      calories: numberField({ min: 0, max: 5000, int: true, optional: true }),
    }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  setWorkoutAction: {
    action: dashboard.setWorkoutAction,
    spec: () => ({ done: choiceField(['yes', 'no']) }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: isOk,
  },
  deleteAccountAction: {
    action: dashboard.deleteAccountAction,
    spec: () => ({ confirm: literalField('delete') }),
    modes: ['object', 'form'],
    signedOut: CHECKIN_MESSAGES.signedOut,
    accepted: (o) => o === 'redirect',
  },
  createOrder: {
    action: createOrder,
    spec: () => ({
      checkoutId: uuidField(otherIds),
      packageId: choiceField(PACKAGE_IDS),
      method: choiceField(PAYMENT_METHODS),
      placeOfSupply: choiceField(STATE_CODES),
    }),
    modes: ['object', 'form'],
    signedOut: ORDER_MESSAGES.signedOut,
    // Nobody may pay another customer's checkout, nor one that does not exist (or a rate limit says wait).
    accepted: cleanRefusal(ORDER_MESSAGES.failed),
  },
  buyAgain: {
    action: buyAgain,
    spec: () => ({ checkoutId: uuidField(otherIds), packageId: choiceField(PACKAGE_IDS) }),
    modes: ['object', 'form'],
    signedOut: ORDER_MESSAGES.signedOut,
    // Someone else's checkout is refused and left alone (checked in afterAll).
    accepted: (o) => o !== 'redirect' && o.status === 'error' && o.message === ORDER_MESSAGES.notYourPurchase,
  },
  sendSupportMessage: {
    action: sendSupportMessage,
    spec: () => ({
      chatId: { ...uuidField([ownChat]), ok: fc.constantFrom(ownChat, ownChat.toUpperCase()) },
      message: textField({ min: 1, max: SUPPORT_MESSAGE_MAX }),
    }),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    setup: async (user) => {
      ownChat = (await openSupportChat(user)).id;
    },
    // A minute passes between inputs, so the limit of 30 messages a minute never refuses one.
    beforeEach: async () => {
      const { db } = await getDatabase();
      await db.execute(
        sql`update public.support_messages set created_at = created_at - interval '1 minute' where chat_id = ${ownChat}`,
      );
    },
    // Their own chat: stored. Someone else's chat, or none: see 'a chat that is not theirs' below.
    accepted: isOk,
  },
};
let ownChat = '';

function emailField(): Field {
  const local = fc.constantFrom('priya', "o'brien", 'a.b+c', 'x'.repeat(64));
  const email = (domainLength: number) => `${'d'.repeat(domainLength - 3)}.in`;
  return {
    ok: fc.oneof(
      local.map((l) => `${l}@example.in`),
      // 254 characters, the database's limit.
      fc.constant(`${'a'.repeat(64)}@${email(254 - 65)}`),
      local.map((l) => ` ${l}@example.in\n`),
    ),
    bad: fc.oneof(
      fc.constant(`${'a'.repeat(64)}@${email(255 - 65)}`),
      fc.constant(`${'a'.repeat(64)}@${email(100_000)}`),
      fc.constantFrom('priya', 'priya@', '@example.in', 'priya@example', 'pri ya@example.in', 'priya@example.in\u0000'),
      fc.constantFrom('priya🙂@example.in', 'priya\uD83D@example.in', ...SQL, ...HTML, '', MISSING),
      wrongType('priya@example.in'),
    ),
  };
}

describe.each(Object.entries(targets))('%s', (name, target) => {
  it.each(target.modes)(`refuses every hostile input, posted as %s, and writes nothing`, async (mode) => {
    for (const [key, value] of Object.entries(target.env ?? {})) vi.stubEnv(key, value);
    const before = await countRows();
    const user = await createAuthUser();
    await target.setup?.(user);
    const counts = { rejected: 0, accepted: 0, signedOut: 0 };
    try {
      await fc.assert(
        fc.asyncProperty(cases(target.spec(), mode), fc.nat(9), async ({ input, reject }: Case, dice) => {
          errors.mockClear();
          await target.beforeEach?.();
          const signedIn = !target.signedOut || dice > 0;
          session.user = signedIn ? asSession(user) : null;
          jar.clear();
          const outcome = await call(target.action, input);
          const shown = `${name}(${describeInput(input)}) -> ${JSON.stringify(outcome)}`;
          expect(errors.mock.calls, shown).toEqual([]);
          if (reject) {
            counts.rejected++;
            expect(validationError(outcome), shown).toBe(true);
          } else if (!signedIn) {
            counts.signedOut++;
            expect(outcome, shown).toEqual({ status: 'error', message: target.signedOut });
          } else {
            counts.accepted++;
            expect(target.accepted(outcome), shown).toBe(true);
          }
        }),
        { numRuns: NUM_RUNS },
      );
    } finally {
      session.user = null;
      vi.unstubAllEnvs();
      // What accepted inputs wrote belongs to this user alone: it goes with them.
      // (Chats first, as delete_my_account() does: their messages cannot outlive their sender.)
      const { db } = await getDatabase();
      await db.delete(supportChats).where(eq(supportChats.userId, user.id));
      await db.delete(authUsers).where(eq(authUsers.id, user.id));
    }
    expect(await countRows()).toEqual(before);
    expect(counts.rejected).toBeGreaterThan(NUM_RUNS / 2);
  });
});

describe('a chat that is not theirs', () => {
  // Another customer's chat, or one that does not exist: refused cleanly (no error logged), nothing
  // written, and the other customer's chat unchanged (afterAll).
  it.each(['object', 'form'] as const)('is refused, posted as %s, and nothing is written', async (mode) => {
    const before = await countRows();
    const user = await createAuthUser();
    const chatId = fc.oneof(fc.constantFrom(...otherIds), fc.uuid({ version: 4 }));
    const message = fc.oneof(fc.constantFrom(...SQL, ...HTML, 'Refund approved'), fc.string({ minLength: 1, maxLength: 50 }));
    try {
      await fc.assert(
        fc.asyncProperty(
          chatId,
          message.filter((m) => m.trim().length > 0),
          async (id, text) => {
            errors.mockClear();
            session.user = asSession(user);
            const input = mode === 'object' ? { chatId: id, message: text } : formOf({ chatId: id, message: text });
            const outcome = await call(sendSupportMessage, input);
            expect(outcome).toEqual({ status: 'error', message: SUPPORT_MESSAGES.sendFailed });
            expect(errors).not.toHaveBeenCalled();
          },
        ),
        { numRuns: NUM_RUNS },
      );
    } finally {
      session.user = null;
      const { db } = await getDatabase();
      await db.delete(authUsers).where(eq(authUsers.id, user.id));
    }
    expect(await countRows()).toEqual(before);
  });
});

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}
