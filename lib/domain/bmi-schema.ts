import * as z from './validation';
import { type BmiResult, calculateBmi } from './bmi';
import { measured } from './measured';

/** Text that does not read as a number becomes empty (undefined), which is invalid. */
const asNumber = (value: unknown) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
};

/** The BMI form, shared by the browser (zodResolver) and the server action. */
export const bmiFormSchema = z.object({
  weight: measured(asNumber, 30, 300, 'Weight must be at least 30kg', 'Weight must be less than 300kg'),
  height: measured(asNumber, 100, 250, 'Height must be at least 100cm', 'Height must be less than 250cm'),
  age: measured(asNumber, 16, 100, 'Age must be at least 16', 'Age must be less than 100'),
});

export type BmiFormInput = z.input<typeof bmiFormSchema>;
export type BmiForm = z.output<typeof bmiFormSchema>;

/** Saving is quiet for visitors: the result is theirs to see either way. */
export const BMI_MESSAGES = {
  signedOut: 'Sign in to keep your results on your dashboard.',
  failed: 'Your result could not be saved.',
} as const;

export interface BmiQueryState {
  values: Partial<Record<keyof BmiFormInput, string>>;
  result: BmiResult | null;
  errors: Partial<Record<string, string>>;
}

/**
 * The calculator's state from the URL: a submit without JavaScript (a GET form), a reload or
 * a shared link shows the same result, or the same messages as in the browser.
 */
export function bmiFromQuery(query: Record<string, string | string[] | undefined>): BmiQueryState {
  const pick = (key: string) => (typeof query[key] === 'string' ? query[key] : undefined);
  const values = { weight: pick('weight'), height: pick('height'), age: pick('age') };
  const parsed = bmiFormSchema.safeParse(values);
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (parsed.success) return { values: filled, result: calculateBmi(parsed.data.weight, parsed.data.height), errors: {} };
  // A first visit has no query and so no errors.
  const errors = Object.keys(filled).length
    ? Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    : {};
  return { values: filled, result: null, errors };
}
