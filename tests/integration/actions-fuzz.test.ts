import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { authUsers } from '@/lib/db/schema';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';
import {
  asSession,
  call,
  consoleErrors,
  countRows,
  formOf,
  fuzzActions,
  scaledRuns,
  session,
  world,
} from '../support/action-fuzz';
import { createAuthUser } from '../support/db';
import { HTML, SQL } from '../support/hostile';

// Every Server Action, fed random and hostile inputs as an object and as a form post: what each
// must answer is in tests/support/action-fuzz.ts, the actions' fields and answers in
// tests/support/action-fuzz-targets/ (by area), and actions-fuzz-coverage.test.ts fails for an
// exported action without a target. One file, one database: its migrations are a good part of the
// run on two cores.

const customer = await import('../support/action-fuzz-targets/customer');
const dashboard = await import('../support/action-fuzz-targets/dashboard');
const staff = await import('../support/action-fuzz-targets/staff');
const dietChartBuilder = await import('../support/action-fuzz-targets/diet-chart-builder');

fuzzActions({ ...customer.targets, ...dashboard.targets, ...staff.targets, ...dietChartBuilder.targets }, async () => {
  await staff.prepare();
  await dietChartBuilder.prepare();
});

describe('a chat that is not theirs', () => {
  // Another customer's chat, or one that does not exist: refused cleanly (no error logged), nothing
  // written, and the other customer's chat unchanged (checked after all).
  it.each(['object', 'form'] as const)('is refused, posted as %s, and nothing is written', async (mode) => {
    const before = await countRows();
    const user = await createAuthUser();
    const chatId = fc.oneof(fc.constantFrom(...world.otherIds), fc.uuid({ version: 4 }));
    const message = fc.oneof(fc.constantFrom(...SQL, ...HTML, 'Refund approved'), fc.string({ minLength: 1, maxLength: 50 }));
    const errors = consoleErrors();
    try {
      await fc.assert(
        fc.asyncProperty(
          chatId,
          message.filter((m) => m.trim().length > 0),
          async (id, text) => {
            errors.mockClear();
            session.user = asSession(user);
            const input = mode === 'object' ? { chatId: id, message: text } : formOf({ chatId: id, message: text });
            const outcome = await call(customer.sendSupportMessageAction, input);
            expect(outcome).toEqual({ status: 'error', message: SUPPORT_MESSAGES.sendFailed });
            expect(errors).not.toHaveBeenCalled();
          },
        ),
        { numRuns: scaledRuns(500) },
      );
    } finally {
      session.user = null;
      const { db } = await getDatabase();
      await db.delete(authUsers).where(eq(authUsers.id, user.id));
    }
    expect(await countRows()).toEqual(before);
  });
});
