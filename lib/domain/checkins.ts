import * as z from './validation';
import { asNumber, measured } from './measured';

/** What the dashboard's forms may send; the day is always the server's today in India. */
export const CHECKIN_MESSAGES = {
  signedOut: 'Please sign in again to log your progress.',
  failed: 'Could not save that. Please try again.',
  weightLow: 'Weight must be at least 30kg',
  weightHigh: 'Weight must be less than 300kg',
} as const;

/** The most glasses of water a day's check-in counts (the database's check says the same). */
export const WATER_GLASSES_MAX = 30;

/** The id a form with JavaScript gives each write, so a retry after a lost answer is applied once. */
export const sentOnce = { clientId: z.optional(z.uuid()) };

export const weightLogSchema = z.object({
  weight: measured(asNumber, 30, 300, CHECKIN_MESSAGES.weightLow, CHECKIN_MESSAGES.weightHigh),
  ...sentOnce,
});

export const waterSchema = z.object({ change: z.enum(['add', 'remove']), ...sentOnce });

export const workoutSchema = z.object({ done: z.enum(['yes', 'no']), ...sentOnce });

export const deleteAccountSchema = z.object({ confirm: z.literal('delete', { error: 'Tick the box to confirm.' }) });
