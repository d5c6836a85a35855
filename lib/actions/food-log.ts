'use server';

import { savedForCustomer } from '@/lib/actions/customer-saved';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { clockNow } from '@/lib/clock';
import {
  changeFoodQuantity,
  copyYesterdaysMeal,
  deleteFoodLog,
  type FoodLogEntry,
  logFood,
  quickAddFood,
  restoreFoodLog,
} from '@/lib/db/food-logs';
import { createOwnFood } from '@/lib/db/foods';
import { CHECKIN_MESSAGES } from '@/lib/domain/checkins';
import {
  copyMealSchema,
  deleteFoodLogSchema,
  editFoodLogSchema,
  FOOD_LOG_MESSAGES,
  type FoodLogRefusal,
  foodLogRefusalText,
  logFoodSchema,
  ownFoodSchema,
  quickAddSchema,
  restoreFoodLogSchema,
  tooDense,
} from '@/lib/domain/food-log';
import { istDay } from '@/lib/domain/india-time';
import type { Outcome } from '@/lib/domain/outcome';
import { readUndo, signUndo } from '@/lib/security/undo-token';

// The food log of today in India, as the server tells it: the browser sends no date.
const messages = { signedOut: CHECKIN_MESSAGES.signedOut, failed: FOOD_LOG_MESSAGES.failed };

function answer(outcome: Outcome<object, FoodLogRefusal>) {
  if (outcome.status === 'refused') return failure(foodLogRefusalText(outcome));
  return savedForCustomer(undefined);
}

/** 'Add': a quantity of one of a food's servings, to a meal of today. */
export const logFoodAction = validatedActionWithUser('logFood', logFoodSchema, messages, async (input, user) =>
  answer(await logFood(user, input, istDay(clockNow()))),
);

/** 'Quick add': a meal in words and its kcal, to a meal of today. */
export const quickAddFoodAction = validatedActionWithUser('quickAddFood', quickAddSchema, messages, async (input, user) => {
  await quickAddFood(user, input, istDay(clockNow()));
  return savedForCustomer(undefined);
});

export const changeFoodQuantityAction = validatedActionWithUser(
  'changeFoodQuantity',
  editFoodLogSchema,
  messages,
  async ({ entryId, quantity }, user) => answer(await changeFoodQuantity(user, entryId, quantity)),
);

/**
 * Deletes at once, and answers with what 'Undo' needs to put it back in the next minutes. The
 * form refreshes the page itself (refreshOnSuccess), after raising its toast.
 */
export const deleteFoodLogAction = validatedActionWithUser(
  'deleteFoodLog',
  deleteFoodLogSchema,
  messages,
  async ({ entryId }, user) => {
    const outcome = await deleteFoodLog(user, entryId);
    if (outcome.status === 'refused') return failure(foodLogRefusalText(outcome));
    return ok({ foodName: outcome.entry.foodName, undo: await signUndo(user.id, 'food-log', { ...outcome.entry }) });
  },
);

export const restoreFoodLogAction = validatedActionWithUser(
  'restoreFoodLog',
  restoreFoodLogSchema,
  messages,
  async ({ token }, user) => {
    const entry = await readUndo(user.id, 'food-log', token);
    if (!entry) return failure(FOOD_LOG_MESSAGES.undoExpired);
    return answer(await restoreFoodLog(user, entry as unknown as FoodLogEntry));
  },
);

/** "Copy yesterday's <meal>". */
export const copyYesterdaysMealAction = validatedActionWithUser(
  'copyYesterdaysMeal',
  copyMealSchema,
  messages,
  async ({ meal }, user) => answer(await copyYesterdaysMeal(user, meal, istDay(clockNow()))),
);

/** 'Create a food': the customer's own, handed back so the sheet can log it at once. */
export const createOwnFoodAction = validatedActionWithUser('createOwnFood', ownFoodSchema, messages, async (input, user) =>
  tooDense(input)
    ? failure(FOOD_LOG_MESSAGES.ownTooDense, {
        fieldErrors: { kcal: [FOOD_LOG_MESSAGES.ownTooDense] },
        // The form shows what was typed again, to be corrected rather than typed anew.
        values: Object.fromEntries(Object.entries(input).map(([field, value]) => [field, String(value)])),
      })
    : ok(await createOwnFood(user, input)),
);
