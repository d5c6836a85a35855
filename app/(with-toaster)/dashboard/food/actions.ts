'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { changeFoodQuantity, copyYesterdaysMeal, deleteFoodLog, type FoodLogOutcome, logFood } from '@/lib/db/food-logs';
import { createOwnFood } from '@/lib/db/foods';
import { CHECKIN_MESSAGES } from '@/lib/domain/checkins';
import {
  copyMealSchema,
  deleteFoodLogSchema,
  editFoodLogSchema,
  FOOD_LOG_MESSAGES,
  logFoodSchema,
  ownFoodSchema,
  tooDense,
} from '@/lib/domain/food-log';
import { istDay } from '@/lib/domain/progress';

// The food log of today in India, as the server tells it: the browser sends no date.
const messages = { signedOut: CHECKIN_MESSAGES.signedOut, failed: FOOD_LOG_MESSAGES.failed };

function answer(outcome: FoodLogOutcome) {
  if (outcome.status === 'refused') return failure(outcome.message);
  revalidatePath('/dashboard');
  return ok();
}

/** 'Add': a quantity of one of a food's servings, to a meal of today. */
export const logFoodAction = validatedActionWithUser('logFood', logFoodSchema, messages, async (input, user) =>
  answer(await logFood(user, input, istDay(new Date()))),
);

export const changeFoodQuantityAction = validatedActionWithUser(
  'changeFoodQuantity',
  editFoodLogSchema,
  messages,
  async ({ entryId, quantity }, user) => answer(await changeFoodQuantity(user, entryId, quantity)),
);

export const deleteFoodLogAction = validatedActionWithUser(
  'deleteFoodLog',
  deleteFoodLogSchema,
  messages,
  async ({ entryId }, user) => answer(await deleteFoodLog(user, entryId)),
);

/** "Copy yesterday's <meal>". */
export const copyYesterdaysMealAction = validatedActionWithUser(
  'copyYesterdaysMeal',
  copyMealSchema,
  messages,
  async ({ meal }, user) => answer(await copyYesterdaysMeal(user, meal, istDay(new Date()))),
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
