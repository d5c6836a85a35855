/**
 * The daily calorie and protein targets: Mifflin-St Jeor's resting energy (BMR) from the profile,
 * times an activity factor, less a 500 kcal deficit (about 0.5 kg a week), never below the BMR or
 * a floor of 1,200 kcal for women and 1,500 kcal for men. Protein: 1.2 g per kg of target weight.
 * Pure: no React, no I/O.
 */
import type { Experience, GENDERS } from './profile-schema';

type Gender = (typeof GENDERS)[number];

export const DAILY_DEFICIT_KCAL = 500;
export const PROTEIN_G_PER_KG = 1.2;

/** Mifflin-St Jeor's sex constant; with no sex given, the midpoint of the two. */
const SEX_CONSTANT: Record<Gender, number> = { male: 5, female: -161, other: -78 };
const CALORIE_FLOOR: Record<Gender, number> = { male: 1500, female: 1200, other: 1200 };

/**
 * Activity factors by the programme's workout level: its sessions on most days make a beginner
 * lightly active, an intermediate moderately and an advanced customer very active.
 */
export const ACTIVITY_FACTOR: Record<Experience, number> = { beginner: 1.375, intermediate: 1.55, advanced: 1.725 };

export interface EnergyProfile {
  gender: Gender;
  age: number;
  heightCm: number;
  weightKg: number;
  workoutExperience: Experience;
}

/** Resting energy, kcal a day: 10·kg + 6.25·cm − 5·years + 5 (men) or − 161 (women). */
export function bmrMifflinStJeor({ gender, age, heightCm, weightKg }: Omit<EnergyProfile, 'workoutExperience'>): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + SEX_CONSTANT[gender];
}

export interface CalorieTarget {
  bmr: number;
  /** What keeps the weight: BMR times the activity factor. */
  maintenance: number;
  /** The day's target, rounded to 10 kcal. */
  target: number;
}

export function calorieTargetFor(profile: EnergyProfile): CalorieTarget {
  const bmr = bmrMifflinStJeor(profile);
  const maintenance = bmr * ACTIVITY_FACTOR[profile.workoutExperience];
  const floor = Math.max(bmr, CALORIE_FLOOR[profile.gender]);
  return {
    bmr: Math.round(bmr),
    maintenance: Math.round(maintenance),
    target: Math.round(Math.max(maintenance - DAILY_DEFICIT_KCAL, floor) / 10) * 10,
  };
}

/** Grams of protein a day for a target weight. */
export const proteinTargetFor = (targetWeightKg: number): number => Math.round(PROTEIN_G_PER_KG * targetWeightKg);

/** Of the day's energy, the share fat gives (the rest after protein is carbohydrate). */
export const FAT_SHARE = 0.25;

export interface DailyNutritionTargets {
  kcal: number;
  /** Where kcal comes from: the coach's 'Daily calorie target', else the profile's formula. */
  source: 'coach' | 'profile';
  /** Grams; null with no weight to reckon protein from. */
  macros: { protein: number; carbs: number; fat: number } | null;
}

export interface TargetInputs {
  /** The profile's figures, with today's weight; null before the profile is filled in. */
  profile: EnergyProfile | null;
  /** The programme's target weight, else the current weight; null if neither is known. */
  proteinWeightKg: number | null;
  /** The coach's 'Daily calorie target', which overrides the formula. */
  coachKcal: number | null;
}

/**
 * The day's calorie target and its macronutrients in grams: protein 1.2 g per kg, fat a quarter of
 * the energy, carbohydrate the rest. Null when neither the coach nor the profile gives one.
 */
export function dailyNutritionTargets({ profile, proteinWeightKg, coachKcal }: TargetInputs): DailyNutritionTargets | null {
  const kcal = coachKcal ?? (profile ? calorieTargetFor(profile).target : null);
  if (kcal === null) return null;
  const source = coachKcal !== null ? 'coach' : 'profile';
  if (proteinWeightKg === null) return { kcal, source, macros: null };
  const protein = proteinTargetFor(proteinWeightKg);
  const fat = Math.round((kcal * FAT_SHARE) / 9);
  const carbs = Math.max(0, Math.round((kcal - protein * 4 - fat * 9) / 4));
  return { kcal, source, macros: { protein, carbs, fat } };
}

/** The profile's figures the target reads, as the profile keeps them. */
export interface ProfileFigures {
  gender: Gender;
  age: number;
  height: number;
  weight: number;
  workoutExperience: Experience;
}

/**
 * The day's targets for a customer as the dashboard and their coach see them: the formula on
 * today's weight (else the profile's), protein on the programme's target weight (else today's).
 */
export function nutritionTargetsOf(
  profile: ProfileFigures | null,
  weights: { current: number | null; target: number | null },
  coachKcal: number | null,
): DailyNutritionTargets | null {
  return dailyNutritionTargets({
    profile: profile
      ? {
          gender: profile.gender,
          age: profile.age,
          heightCm: profile.height,
          weightKg: weights.current ?? profile.weight,
          workoutExperience: profile.workoutExperience,
        }
      : null,
    proteinWeightKg: weights.target ?? weights.current,
    coachKcal,
  });
}
