'use server';

import { getSessionUser } from '@/lib/auth/session';
import { recordBmiAssessment } from '@/lib/db/bmi-assessments';
import { bmiFormSchema, type BmiFormInput } from '@/lib/domain/bmi-schema';

export type SaveBmiResult = { saved: true } | { saved: false; reason: 'signed-out' | 'invalid' | 'failed' };

/** Keeps a signed-in customer's result for the dashboard; visitors are not asked to sign in. */
export async function saveBmiAssessment(input: BmiFormInput): Promise<SaveBmiResult> {
  const parsed = bmiFormSchema.safeParse(input);
  if (!parsed.success) return { saved: false, reason: 'invalid' };
  const user = await getSessionUser();
  if (!user) return { saved: false, reason: 'signed-out' };
  try {
    await recordBmiAssessment(user, parsed.data);
    return { saved: true };
  } catch (error) {
    console.error('saveBmiAssessment failed', error);
    return { saved: false, reason: 'failed' };
  }
}
