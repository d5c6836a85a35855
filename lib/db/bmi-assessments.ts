import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { calculateBmi } from '@/lib/domain/bmi';
import type { BmiForm } from '@/lib/domain/bmi-schema';
import type { Tx } from './connection';
import { bmiAssessments } from './schema';
import { type SessionUser, withUser } from './with-user';

/** Records a BMI result for the customer, computed here from the measurements alone. */
export async function recordBmiAssessment(user: SessionUser, form: BmiForm): Promise<void> {
  const result = calculateBmi(form.weight, form.height);
  await withUser(user, (tx) =>
    tx.insert(bmiAssessments).values({
      userId: user.id,
      weight: form.weight,
      height: form.height,
      age: Math.round(form.age),
      bmi: result.bmi,
      category: result.category,
      bodyFat: result.fatPercentage,
      targetWeight: result.targetWeight,
    }),
  );
}

/** The customer's most recent BMI result: its target weight is the programme's goal. */
export async function latestBmiAssessment(user: SessionUser) {
  return withUser(user, (tx) => latestBmiIn(tx, user.id));
}

/**
 * A customer's most recent BMI result, in a transaction that reads more. It names the customer:
 * RLS would also show a coach the rows of their clients.
 */
export async function latestBmiIn(tx: Tx, userId: string) {
  const [latest] = await tx
    .select()
    .from(bmiAssessments)
    .where(eq(bmiAssessments.userId, userId))
    .orderBy(desc(bmiAssessments.createdAt))
    .limit(1);
  return latest;
}
