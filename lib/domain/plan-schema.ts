import { PLAN_MESSAGES as M, PAUSE_DAYS } from './plans';
import * as z from './validation';

/**
 * 'Pause my plan' as the server reads it; the plan's own limit (14 or 28 days) is checked with the
 * plan. Without `confirmed` it only says what the pause would do; the customer confirms that.
 */
export const pausePlanSchema = z.object({
  days: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    z.int({ error: M.pauseDays }).check(z.gte(PAUSE_DAYS.min, M.pauseDays), z.lte(PAUSE_DAYS.maxOnYearPlan, M.pauseDays)),
  ),
  confirmed: z.optional(z.literal('yes')),
});

/** 'Resume now': nothing to say but the customer's own session. */
export const resumePlanSchema = z.object({});
export type PausePlanInput = z.infer<typeof pausePlanSchema>;
