import { z } from 'zod';

/** Text that does not read as a number becomes empty (undefined), which is invalid. */
const asNumber = (value: unknown) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
};

const measured = (min: number, max: number, tooLow: string, tooHigh: string) =>
  z.preprocess(asNumber, z.number({ error: tooLow }).min(min, tooLow).max(max, tooHigh));

/** The BMI form, shared by the browser (zodResolver) and the server action. */
export const bmiFormSchema = z.object({
  weight: measured(30, 300, 'Weight must be at least 30kg', 'Weight must be less than 300kg'),
  height: measured(100, 250, 'Height must be at least 100cm', 'Height must be less than 250cm'),
  age: measured(16, 100, 'Age must be at least 16', 'Age must be less than 100'),
});

export type BmiFormInput = z.input<typeof bmiFormSchema>;
export type BmiForm = z.output<typeof bmiFormSchema>;
