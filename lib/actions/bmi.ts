'use server';

import { ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { recordBmiAssessment } from '@/lib/db/bmi-assessments';
import { weightProgressOf } from '@/lib/db/dashboard';
import { BMI_MESSAGES, bmiFormSchema } from '@/lib/domain/bmi-schema';

/**
 * Keeps a signed-in customer's result for the dashboard, and answers with the dashboard's own
 * start and target, so the calculator says the same numbers; visitors are not asked to sign in.
 */
export const saveBmiAssessmentAction = validatedActionWithUser(
  'saveBmiAssessment',
  bmiFormSchema,
  BMI_MESSAGES,
  async (form, user) => {
    await recordBmiAssessment(user, form);
    return ok({ progress: await weightProgressOf(user) });
  },
);
