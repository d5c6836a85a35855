'use server';

import { validatedActionWithUser } from '@/lib/actions/validated';
import { clockNow } from '@/lib/clock';
import { saveTodaysMeasurements } from '@/lib/db/measurements';
import { istDay } from '@/lib/domain/india-time';
import { MEASUREMENT_MESSAGES as M, measurementsSchema } from '@/lib/domain/measurements';
import { savedForCustomer } from './customer-saved';

/** 'Add measurements': today's entry in India, as the server tells it (the browser sends no date). */
export const saveMeasurementsAction = validatedActionWithUser(
  'saveMeasurements',
  measurementsSchema,
  { signedOut: M.signedOut, failed: M.failed },
  async (input, user) => {
    await saveTodaysMeasurements(user, input, istDay(clockNow()));
    return savedForCustomer(M.saved);
  },
);
