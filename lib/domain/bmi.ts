/** BMI, body fat and target weight. Pure: no React, no I/O. */

export type BmiCategory = 'Underweight' | 'Normal weight' | 'Overweight' | 'Obese';
/** Colour of the score: blue below 18.5, success below 25, warning below 30, destructive from 30. */
export type BmiTone = 'info' | 'success' | 'warning' | 'destructive';

export interface BmiResult {
  bmi: number;
  fatPercentage: number;
  category: BmiCategory;
  recommendation: string;
  targetWeight: number;
  tone: BmiTone;
}

export interface BmiBand {
  below: number;
  category: BmiCategory;
  tone: BmiTone;
  recommendation: string;
  target: (weight: number) => number;
}

/** The spec's four bands, lowest first: each holds the BMIs below `below` and not below the one before. */
export const BMI_BANDS: readonly BmiBand[] = [
  {
    below: 18.5,
    category: 'Underweight',
    tone: 'info',
    recommendation: 'Focus on healthy weight gain with our nutrition program.',
    target: (w) => w + 5,
  },
  {
    below: 25,
    category: 'Normal weight',
    tone: 'success',
    recommendation: 'Maintain your healthy weight and build strength with our fitness program.',
    target: (w) => w,
  },
  {
    below: 30,
    category: 'Overweight',
    tone: 'warning',
    recommendation: 'Our 45-day program can help you lose 5-8 kg safely.',
    target: (w) => w - 7,
  },
  {
    below: Infinity,
    category: 'Obese',
    tone: 'destructive',
    recommendation: 'Our intensive 45-day program can help you lose 8-10 kg.',
    target: (w) => w - 10,
  },
];

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The one-decimal BMI is the one shown, and it is also the one that picks the band and feeds
 * the body-fat formula, so the card never shows "25.0" next to "Normal weight".
 */
export function calculateBmi(weightKg: number, heightCm: number): BmiResult {
  const heightM = heightCm / 100;
  const bmi = oneDecimal(weightKg / (heightM * heightM));
  const band = BMI_BANDS.find((b) => bmi < b.below) ?? BMI_BANDS[BMI_BANDS.length - 1]!;
  return {
    bmi,
    fatPercentage: Math.max(0, oneDecimal((bmi - 10) * 1.2)),
    category: band.category,
    recommendation: band.recommendation,
    targetWeight: Math.round(band.target(weightKg)),
    tone: band.tone,
  };
}

/** The label under the progress bar, which starts at 0 of the kg to go. */
export function targetLabel(weightKg: number, targetWeight: number): string {
  const change = Math.round(Math.abs(weightKg - targetWeight));
  if (change === 0) return 'Goal: maintain your current weight';
  return targetWeight < weightKg ? `0 of ${change} kg lost` : `0 of ${change} kg gained`;
}

/** A band's range as the legend reads it, on the one-decimal BMI: 'Below 18.5', '18.5 - 24.9', '30 and above'. */
export function bandRange(index: number): string {
  const band = BMI_BANDS[index]!;
  const from = BMI_BANDS[index - 1]?.below;
  if (from === undefined) return `Below ${band.below}`;
  if (band.below === Infinity) return `${from} and above`;
  return `${from} - ${(band.below - 0.1).toFixed(1)}`;
}
