import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { ActionInput, ActionResult } from '@/lib/actions/result';
import { openCheckout } from '@/lib/db/checkouts';
import { getDatabase } from '@/lib/db/database';
import { rowsOf } from '@/lib/db/connection';
import { authUsers, supportChats } from '@/lib/db/schema';
import { openSupportChat, postSupportMessage } from '@/lib/db/support';
import { buy, paid } from './checkout';
import { createAuthUser } from './db';
import { type Case, cases, type Field, HTML, MISSING, type Spec, SQL, wrongType } from './hostile';

// Every Server Action, fed random and hostile inputs as an object and as a form post
// (tests/integration/actions-fuzz.test.ts, with their targets in tests/support/action-fuzz-targets/;
// actions-fuzz-coverage.test.ts fails for an exported action without a target).
// A case with a bad field must be refused by validation (fieldErrors); a case of ok fields must
// be accepted or cleanly refused (signed out, not a coach, expired checkout). Neither may reach
// the wrapper's `failed` path, which logs with console.error.

type SessionUser = { id: string; phone: string | null; isAnonymous: boolean };
const signedIn = vi.hoisted(() => ({ user: null as SessionUser | null }));
/** Who the actions see signed in (null: nobody). */
export const session = signedIn;
const jar = vi.hoisted(() => new Map<string, string>());

vi.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7', 'user-agent': 'fuzz <script>alert(1)</script>' }),
}));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidatePath: () => {},
  refresh: () => {},
}));
// No response to wait for: what an action leaves for after it runs now.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: (task: () => void) => task() }));
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/session')>()),
  getSessionUser: async () => signedIn.user,
}));

export type Action = (previous: unknown, input: ActionInput) => Promise<ActionResult<unknown>>;
export type Outcome = ActionResult<unknown> | 'redirect';

/** FUZZ_RUNS=… for a longer (or quicker) run: each target's runs are scaled by it (1000 is the default). */
export const scaledRuns = (runs: number) => Math.max(1, Math.round((runs * Number(process.env.FUZZ_RUNS ?? 1000)) / 1000));

export interface Target {
  action: Action;
  /** The fields, or several shapes the action takes (one of them per case). */
  spec: () => Spec | Spec[];
  /** How each way of posting is fuzzed (forms only where the action is posted by a form). */
  modes: readonly ('object' | 'form')[];
  /** Whether the action reads the session (then a signed-out case must be refused with this). */
  signedOut?: string;
  /** A staff action: a customer's case of ok fields is refused with this before anything runs. */
  forbidden?: string;
  /** Who sends the cases of ok fields: the fuzz's own fresh customer, or one of the fixture's staff. */
  as?: () => { id: string };
  /** What an input of ok fields may get: accepted, or one of these clean refusals. */
  accepted: (outcome: Outcome) => boolean;
  /** The action reads no input at all (signOut): every case, whatever it holds, must be `accepted`. */
  ignoresInput?: boolean;
  /**
   * Inputs per way of posting (scaled by FUZZ_RUNS): 1000, or fewer where each input costs more
   * database work, to keep the whole fuzz near two minutes on two cores: 500 for about 1.5 s per
   * 1000 inputs, 300 for 2 s and more.
   */
  runs?: number;
  /** Prepares the signed-in customer (their own chat, for instance); run once per property. */
  setup?: (user: { id: string }) => Promise<void>;
  /** Runs before each input (as the server, outside the action). */
  beforeEach?: () => Promise<void>;
  /**
   * Tables a staff action writes to when it succeeds, children first: rows it added are deleted
   * after the run, and these tables' counts are not compared.
   */
  scratch?: readonly string[];
  /** Puts back what the run changed (a coach deactivated, a client reassigned). */
  cleanup?: () => Promise<void>;
  /** Environment for the run. */
  env?: Record<string, string>;
}

/** The other customer, with a paid order, an open checkout and a support chat: their ids are fed to every action. */
export const world = { other: { id: '' }, otherIds: [] as string[] };

export const fuzzPhone = `98${randomInt(10_000_000, 99_999_999)}`;

export async function call(action: Action, input: ActionInput): Promise<Outcome> {
  try {
    return await action(null, input);
  } catch (error) {
    // redirect() throws NEXT_REDIRECT: a valid input was accepted.
    if (String((error as { digest?: unknown } | null)?.digest).startsWith('NEXT_REDIRECT')) return 'redirect';
    throw error;
  }
}

/** Rows of every public table and of auth.users, counted in one statement. */
export async function countRows(): Promise<Record<string, number>> {
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

/** A row's primary key as text, for a table ('public.centres'). */
async function keyOf(table: string) {
  const { db } = await getDatabase();
  const columns = rowsOf<{ name: string }>(
    await db.execute(
      sql`select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${table}::regclass and i.indisprimary order by a.attnum`,
    ),
  ).map((c) => c.name);
  if (columns.length === 0) throw new Error(`${table} has no primary key to tell new rows by`);
  return sql`json_build_array(${sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  )})::text`;
}

/** The keys of the rows there now, to delete what is added after. */
async function keysOf(tables: readonly string[]): Promise<Map<string, string[]>> {
  const { db } = await getDatabase();
  const keys = new Map<string, string[]>();
  for (const table of tables) {
    const rows = rowsOf<{ k: string }>(await db.execute(sql`select ${await keyOf(table)} as k from ${sql.raw(table)}`));
    keys.set(
      table,
      rows.map((r) => r.k),
    );
  }
  return keys;
}

async function deleteAddedRows(before: Map<string, string[]>): Promise<void> {
  const { db } = await getDatabase();
  for (const [table, keys] of before) {
    const key = await keyOf(table);
    const kept = keys.length
      ? sql` where ${key} not in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql``;
    await db.execute(sql`delete from ${sql.raw(table)}${kept}`);
  }
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
    workoutSessions: await of('public.workout_sessions'),
    workoutSets: await of('public.workout_sets'),
    messages: rowsOf(
      await db.execute(
        sql`select m.* from public.support_messages m join public.support_chats c on c.id = m.chat_id
            where c.user_id = ${userId} order by m.created_at, m.id`,
      ),
    ),
  };
}

export const asSession = (user: { id: string }, phone: string | null = null): SessionUser => ({
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

export const isOk = (o: Outcome) => o !== 'redirect' && o.status === 'ok';
export const refusedWith =
  (...messages: string[]) =>
  (o: Outcome) =>
    o !== 'redirect' && o.status === 'error' && !o.fieldErrors && messages.includes(o.message);
/** A refusal with a reason of its own (a rate limit, a wrong code), not the `failed` catch-all. */
export const cleanRefusal = (failed: string) => (o: Outcome) =>
  o !== 'redirect' && o.status === 'error' && !o.fieldErrors && o.message !== failed;
export const validationError = (o: Outcome) =>
  o !== 'redirect' && o.status === 'error' && !!o.fieldErrors && Object.keys(o.fieldErrors).length > 0;

export function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

export const phoneField = (): Field => ({
  ok: fc.constantFrom(fuzzPhone, `+91 ${fuzzPhone.slice(0, 5)} ${fuzzPhone.slice(5)}`, `0${fuzzPhone}`, `91-${fuzzPhone}`),
  bad: fc.oneof(
    fc.constantFrom(fuzzPhone.slice(1), `${fuzzPhone}1`, `1${fuzzPhone}1`, `+92 ${fuzzPhone}`, '', '+91', 'x'.repeat(100_000)),
    fc.constantFrom(`${'9'.repeat(100_000)}`, ...SQL, ...HTML, MISSING),
    wrongType(fuzzPhone),
  ),
});

export const otpField = (): Field => ({
  ok: fc.oneof(
    fc.string({ minLength: 1, maxLength: 6 }).filter((t) => t.trim().length > 0),
    fc.constantFrom("' --", "'or'1", '1\u00002', '🙂🙂🙂', '<b>', '000000'),
  ),
  // Seven characters, of one or two UTF-16 units each.
  bad: fc.oneof(fc.constantFrom('', '   ', '1234567', '🙂'.repeat(7), 'x'.repeat(100_000), MISSING), wrongType('123456')),
});

export function emailField(): Field {
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

/** What an action logged: its words and the error's chain of messages (with the SQLSTATE). */
const logged = (args: unknown[]) =>
  args
    .map((arg) => {
      const chain: string[] = [];
      for (let e: unknown = arg; e instanceof Error; e = e.cause) {
        const code = (e as { code?: unknown }).code;
        chain.push(`${e.message}${typeof code === 'string' ? ` [${code}]` : ''}`);
      }
      return chain.length ? chain.join(' <- ') : String(arg);
    })
    .join(': ');

let errors: MockInstance<typeof console.error>;
/** console.error, silenced and recorded while the fuzz runs: a call means an action reached its `failed` path. */
export const consoleErrors = () => errors;

/**
 * The fuzz of a table of targets (named as the actions are exported), with the other customer
 * made first and checked unchanged last. `prepare` makes what the targets' fields name (a coach,
 * a centre), once for the file.
 */
export function fuzzActions(targets: Record<string, Target>, prepare?: () => Promise<void>): void {
  let otherBefore: Awaited<ReturnType<typeof rowsOfUser>>;

  beforeAll(async () => {
    const other = await createAuthUser();
    const order = paid(await buy(other, 'online-6m'));
    const open = await openCheckout(other, 'offline-3m');
    const chat = await openSupportChat(other);
    const message = await postSupportMessage(other, chat.id, 'My private health question');
    if (message.status !== 'ok') throw new Error(message.reason);
    world.other = other;
    // Two exercises of the workout plan the payment gave them.
    const slots = rowsOf<{ id: string }>(
      await (
        await getDatabase()
      ).db.execute(
        sql`select e.id from public.programme_exercises e join public.programmes p on p.id = e.programme_id
            where p.client_id = ${other.id} order by e.id limit 2`,
      ),
    ).map((slot) => slot.id);
    if (slots.length !== 2) throw new Error('the other customer has no workout plan');
    // A slot and an option of the diet chart the payment gave them.
    const chart = rowsOf<{ slot: string; option: string }>(
      await (
        await getDatabase()
      ).db.execute(
        sql`select o.slot_id as slot, o.id as option from public.diet_chart_options o
            join public.diet_charts c on c.id = o.chart_id where c.client_id = ${other.id} order by o.id limit 1`,
      ),
    );
    if (chart.length !== 1) throw new Error('the other customer has no diet chart');
    world.otherIds = [
      other.id,
      order.id,
      order.idempotencyKey,
      open.id,
      chat.id,
      message.posted.id,
      ...slots,
      chart[0]!.slot,
      chart[0]!.option,
    ];
    await prepare?.();
    otherBefore = await rowsOfUser(other.id);
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterAll(async () => {
    errors.mockRestore();
    // The other customer's rows are as they were, whatever was sent with their ids.
    expect(await rowsOfUser(world.other.id)).toEqual(otherBefore);
  });

  describe.each(Object.entries(targets))('%s', (name, target) => {
    const runs = scaledRuns(target.runs ?? 1000);
    it.each(target.modes)(`refuses every hostile input, posted as %s, and writes nothing`, async (mode) => {
      for (const [key, value] of Object.entries(target.env ?? {})) vi.stubEnv(key, value);
      const scratch = target.scratch ?? [];
      const before = await countRows();
      const scratchBefore = await keysOf(scratch);
      const user = await createAuthUser();
      await target.setup?.(user);
      const specs = [target.spec()].flat();
      const counts = { rejected: 0, accepted: 0, signedOut: 0, forbidden: 0 };
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(...specs.map((spec) => cases(spec, mode))),
            fc.nat(9),
            async ({ input, reject }: Case, dice) => {
              errors.mockClear();
              await target.beforeEach?.();
              const signedIn = !target.signedOut || dice > 0;
              const asCustomer = target.forbidden !== undefined && dice === 1;
              session.user = !signedIn ? null : asCustomer || !target.as ? asSession(user) : asSession(target.as());
              jar.clear();
              const outcome = await call(target.action, input);
              const shown = `${name}(${describeInput(input)}) -> ${JSON.stringify(outcome)}`;
              expect(errors.mock.calls.map(logged).join('\n'), shown).toBe('');
              if (target.ignoresInput) {
                counts.accepted++;
                expect(target.accepted(outcome), shown).toBe(true);
              } else if (reject) {
                counts.rejected++;
                expect(validationError(outcome), shown).toBe(true);
              } else if (!signedIn) {
                counts.signedOut++;
                expect(outcome, shown).toEqual({ status: 'error', message: target.signedOut });
              } else if (asCustomer) {
                counts.forbidden++;
                expect(outcome, shown).toEqual({ status: 'error', message: target.forbidden });
              } else {
                counts.accepted++;
                expect(target.accepted(outcome), shown).toBe(true);
              }
            },
          ),
          // FUZZ_SEED and FUZZ_PATH (from a failure's report) replay that failure's inputs.
          { numRuns: runs, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, path: process.env.FUZZ_PATH },
        );
      } finally {
        session.user = null;
        vi.unstubAllEnvs();
        // What accepted inputs wrote belongs to this user alone: it goes with them.
        // (Chats first, as delete_my_account() does: their messages cannot outlive their sender.)
        const { db } = await getDatabase();
        await db.delete(supportChats).where(eq(supportChats.userId, user.id));
        await db.delete(authUsers).where(eq(authUsers.id, user.id));
        // What staff wrote belongs to nobody: the rows it added go, and what it changed is put back.
        await deleteAddedRows(scratchBefore);
        await target.cleanup?.();
      }
      const unscratched = (rows: Record<string, number>) =>
        Object.fromEntries(Object.entries(rows).filter(([table]) => !scratch.includes(table)));
      expect(unscratched(await countRows())).toEqual(unscratched(before));
      // (Too few inputs to count on, under a small FUZZ_RUNS.)
      if (!target.ignoresInput && runs >= 100 && specs.some((spec) => Object.keys(spec).length > 0)) {
        expect(counts.rejected).toBeGreaterThan(runs / 2);
      }
    });
  });
}
