import { sqlState } from '@/lib/db/sql-state';
import { type ActionResult, failure } from './result';

/**
 * A database refusal the person can act on, said in their words: the row named is gone (P0002,
 * 23503) or is not theirs to change (42501). Any other error is thrown on, to the action's
 * `failed` path and the server log.
 */
export function refusalFor(error: unknown, messages: Partial<Record<'P0002' | '23503' | '42501', string>>): ActionResult<never> {
  const message = messages[sqlState(error) as keyof typeof messages];
  if (message === undefined) throw error;
  return failure(message);
}
