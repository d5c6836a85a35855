import 'server-only';
import { desc } from 'drizzle-orm';
import { calculateBmi } from '@/lib/domain/bmi';
import type { BmiForm } from '@/lib/domain/bmi-schema';
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
  const [latest] = await withUser(user, (tx) =>
    tx.select().from(bmiAssessments).orderBy(desc(bmiAssessments.createdAt)).limit(1),
  );
  return latest;
}
