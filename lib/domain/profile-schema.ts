import * as z from './validation';
import { measured } from './measured';
import { formatPhone, nationalDigits, toE164 } from './phone';
import { trimmedText } from './text';

export const GENDERS = ['male', 'female', 'other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const WORKOUT_EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const;
export type Experience = (typeof WORKOUT_EXPERIENCE)[number];
/** The specification's three, then eggetarian and Jain (issue 42): a diet chart follows the choice. */
export const DIET_PREFERENCES = ['vegetarian', 'non-vegetarian', 'vegan', 'eggetarian', 'jain'] as const;
export type DietPreference = (typeof DIET_PREFERENCES)[number];

export const GENDER_LABEL: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };
export const WORKOUT_EXPERIENCE_LABEL: Record<Experience, string> = {
  beginner: 'Beginner (0-6 months)',
  intermediate: 'Intermediate (6 months - 2 years)',
  advanced: 'Advanced (2+ years)',
};
export const DIET_PREFERENCE_LABEL: Record<DietPreference, string> = {
  vegetarian: 'Vegetarian',
  'non-vegetarian': 'Non-Vegetarian',
  vegan: 'Vegan',
  eggetarian: 'Eggetarian (vegetarian with eggs)',
  jain: 'Jain (no onion, garlic or root vegetables)',
};

/** The diet as a word in a sentence: 'a vegetarian chart', 'a Jain client'. */
export const DIET_WORD: Record<DietPreference, string> = {
  vegetarian: 'vegetarian',
  'non-vegetarian': 'non-vegetarian',
  vegan: 'vegan',
  eggetarian: 'eggetarian',
  jain: 'Jain',
};

/** The product's profile toasts, and ours for a form the server refused field by field. */
export const PROFILE_MESSAGES = {
  signedOut: 'You must be logged in to submit the form',
  failed: 'Failed to submit profile. Please try again.',
  invalid: 'Please check the highlighted fields.',
} as const;

/** Empty or unreadable number input becomes 0, so it fails the minimum (the spec's rule for age). */
const numberOrZero = (value: unknown) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  // Not text either ([29], 29n, an object): unreadable, not read through String().
  if (typeof value !== 'string') return 0;
  const n = Number(value.trim() || 0);
  return Number.isFinite(n) ? n : 0;
};

/** An optional text: blank becomes null. */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(trimmedText({ max, tooLong: `Please keep this under ${max} characters` })),
    z.transform((v) => v || null),
  );

/** A required text: missing reads as the same message as too short. */
const requiredText = (min: number, message: string, max: number, maxMessage: string) =>
  trimmedText({ min, max, tooShort: message, tooLong: maxMessage });

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/**
 * The health profile, shared by the wizard (zodResolver) and the server action. Messages are
 * the spec's, word for word; the upper limits and the WhatsApp shape are ours, so that what
 * passes here also passes the database's checks.
 */
export const profileSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', 100, 'Name must be at most 100 characters'),
  age: z.pipe(
    z.transform(numberOrZero),
    z.int('Age must be a whole number').check(z.gte(16, 'Age must be at least 16'), z.lte(100, 'Age must be less than 100')),
  ),
  gender: requiredChoice(GENDERS, 'Please select gender'),
  height: measured(numberOrZero, 100, 250, 'Height must be at least 100cm', 'Height must be less than 250cm'),
  weight: measured(numberOrZero, 30, 300, 'Weight must be at least 30kg', 'Weight must be less than 300kg'),
  // At most 254 characters, as the database checks (z.email() has no limit).
  email: z.pipe(
    z.string({ error: 'Please enter a valid email' }).check(z.trim(), z.maxLength(254, 'Please enter a valid email')),
    z.email('Please enter a valid email'),
  ),
  whatsapp: z.pipe(
    requiredText(10, 'WhatsApp number must be at least 10 digits', 20, 'Enter a 10-digit Indian mobile number').check(
      // Too short is already reported above; this catches the long or oddly prefixed.
      z.refine((v) => v.length < 10 || nationalDigits(v).length === 10, 'Enter a 10-digit Indian mobile number'),
    ),
    z.transform((v) => toE164(nationalDigits(v))),
  ),
  address: requiredText(10, 'Please enter complete address', 500, 'Please keep the address under 500 characters'),
  bloodGroup: z.pipe(
    z.optional(z.union([z.enum(BLOOD_GROUPS), z.literal('')], { error: 'Please select a blood group from the list' })),
    z.transform((v) => v || null),
  ),
  workoutExperience: requiredChoice(WORKOUT_EXPERIENCE, 'Please select experience level'),
  dietPreference: requiredChoice(DIET_PREFERENCES, 'Please select diet preference'),
  injuryHistory: optionalText(2000),
  medicalIssues: optionalText(2000),
  primaryGoal: requiredText(5, 'Please describe your primary goal', 1000, 'Please keep your goal under 1000 characters'),
  referralSource: optionalText(200),
  terms: z.literal(true, { error: 'You must accept terms and conditions' }),
  dataConsent: z.literal(true, { error: 'You must consent to data processing' }),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** The wizard's four steps and the fields each one holds, in order. */
export const PROFILE_STEPS = [
  { title: 'Personal Details', fields: ['name', 'age', 'gender', 'height', 'weight'] },
  { title: 'Contact Information', fields: ['email', 'whatsapp', 'address', 'bloodGroup'] },
  { title: 'Health and Fitness', fields: ['workoutExperience', 'dietPreference', 'injuryHistory', 'medicalIssues'] },
  { title: 'Goals and Preferences', fields: ['primaryGoal', 'referralSource', 'terms', 'dataConsent'] },
] as const satisfies readonly { title: string; fields: readonly (keyof ProfileInput)[] }[];

export type ProfileField = (typeof PROFILE_STEPS)[number]['fields'][number];

/** The first step, in wizard order, that holds one of the given fields (for jumping to an error). */
export function firstStepWith(fields: readonly string[]): { step: number; field: ProfileField } | null {
  for (const [step, { fields: stepFields }] of PROFILE_STEPS.entries()) {
    const field = stepFields.find((f) => fields.includes(f));
    if (field) return { step, field };
  }
  return null;
}

/** A saved profile as the wizard's fields hold it, so a returning customer edits what they saved. */
export function profileFormValues(profile: Profile): ProfileInput {
  return {
    ...profile,
    age: String(profile.age),
    height: String(profile.height),
    weight: String(profile.weight),
    bloodGroup: profile.bloodGroup ?? '',
    injuryHistory: profile.injuryHistory ?? '',
    medicalIssues: profile.medicalIssues ?? '',
    referralSource: profile.referralSource ?? '',
  };
}

/** A first profile starts from what the customer already told us: the latest BMI check and the sign-in phone. */
export function profileStarterValues(known: {
  weight?: number;
  height?: number;
  age?: number;
  phone: string | null;
}): Partial<ProfileInput> {
  const starter: Partial<ProfileInput> = {};
  if (known.weight !== undefined) starter.weight = String(known.weight);
  if (known.height !== undefined) starter.height = String(known.height);
  if (known.age !== undefined) starter.age = String(known.age);
  if (known.phone) starter.whatsapp = formatPhone(known.phone);
  return starter;
}
