'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser, validatedStaffAction } from '@/lib/actions/validated';
import { clockNow } from '@/lib/clock';
import { ateChartOption, ateChartSwap, confirmClientDietChart } from '@/lib/db/diet-charts';
import { COACHING_MESSAGES } from '@/lib/domain/coaching';
import { clientIdSchema } from '@/lib/domain/coaching-schema';
import { ateThisSchema, DIET_CHART_MESSAGES as M, swapSchema } from '@/lib/domain/diet-charts/views';
import { istDay } from '@/lib/domain/india-time';

/**
 * 'Ate this': a slot's option of today's chart, to today's food log (the server says which day).
 * The form refreshes the page itself (refreshOnSuccess), after its toast: the refreshed page shows
 * the slot logged, without the form.
 */
export const ateThisAction = validatedActionWithUser(
  'ateThis',
  ateThisSchema,
  { signedOut: M.signedOut, failed: M.failed },
  async (input, user) => {
    const outcome = await ateChartOption(user, input, istDay(clockNow()));
    if (outcome.status === 'refused') return failure(M[outcome.reason]);
    return ok(outcome.again ? M.alreadyFollowed(outcome.slot) : M.ateThis(outcome.slot, outcome.kcal));
  },
);

/**
 * 'Ate this instead' on /plan/swap: one of the swaps the server works out for today's option,
 * logged as following the slot. Nothing is revalidated here: the form then goes to /plan itself
 * (goOnSuccess; a page revalidated now would drop the form before its toast), which is read
 * afresh; without JavaScript the swap page comes back showing the slot logged.
 */
export const ateSwapAction = validatedActionWithUser(
  'ateSwap',
  swapSchema,
  { signedOut: M.signedOut, failed: M.failed },
  async (input, user) => {
    const outcome = await ateChartSwap(user, input, istDay(clockNow()));
    if (outcome.status === 'refused') return failure(M[outcome.reason]);
    return ok(outcome.again ? M.alreadyFollowed(outcome.slot) : M.swapped(outcome.slot, outcome.kcal));
  },
);

/** 'Confirm this chart' on the client page: the default the payment gave stays as it is. */
export const confirmDietChartAction = validatedStaffAction(
  'confirmDietChart',
  clientIdSchema,
  'staff',
  { signedOut: COACHING_MESSAGES.signedOut, forbidden: COACHING_MESSAGES.notStaff, failed: M.confirmFailed },
  async ({ customerId }, user) => {
    if (!(await confirmClientDietChart(user, customerId))) return failure(M.nothingToConfirm);
    revalidatePath(`/coach/clients/${customerId}`);
    return ok(M.confirmed);
  },
);
