/**
 * The four introduction steps, word for word. They are also the landing page's four
 * benefit cards, which name the second one 'Health Issues' (`benefit`).
 */
export const ONBOARDING_STEPS = [
  { id: 'weight-loss', title: 'Weight Loss', benefit: 'Weight Loss', text: 'Get Weight Loss Up to 10kg in 45 Days' },
  {
    id: 'pcod',
    title: 'PCOD & Hormonal Balance',
    benefit: 'Health Issues',
    text: 'Help manage PCOD, Irregular Periods, Thyroid Issues',
  },
  { id: 'post-pregnancy', title: 'Post Pregnancy', benefit: 'Post Pregnancy', text: 'Post Pregnancy Weight Loss with care' },
  {
    id: 'hormonal-balance',
    title: 'Hormonal Balance',
    benefit: 'Hormonal Balance',
    text: 'Help regulate/manage Hormonal Imbalance',
  },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

export const PROGRAM_DAYS = 45;
export const EXPECTED_LOSS_KG = 10;

/** A step index from the URL's 1-based `step`, clamped to the `count` steps (the onboarding's four by default). */
export function stepFromQuery(value: unknown, count: number = ONBOARDING_STEPS.length): number {
  const n = Number.parseInt(typeof value === 'string' ? value : '', 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), count) - 1 : 0;
}

export function percentComplete(step: number): number {
  return ((step + 1) / ONBOARDING_STEPS.length) * 100;
}
