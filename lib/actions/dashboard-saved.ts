import { revalidatePath } from 'next/cache';
import { ok } from './result';

/** The outcome of a change the dashboard shows: its page is rendered afresh on the next visit. */
export function savedToDashboard<T>(data: T) {
  revalidatePath('/dashboard');
  return ok(data);
}
