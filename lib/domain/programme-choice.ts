/**
 * The programme a customer gets the moment they pay (issue 41), chosen from the profile until
 * their coach reviews it: where they train (online packages at home, studio packages at the
 * studio), their experience, the limitations their words propose, and PCOD or thyroid in the
 * medical field. Pure: no React, no I/O.
 */
import type { Limitation } from './exercises';
import type { PackageType } from './packages';
import type { Experience } from './profile-schema';

export const TEMPLATE_KEYS = [
  'home-beginner',
  'home-intermediate',
  'gym-intermediate',
  'low-impact',
  'after-pregnancy',
  'pcod-thyroid-strength',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** PCOD or a thyroid condition in the profile's medical issues (a diet chart follows it too). */
export const PCOD_OR_THYROID = /\bpco[ds]\b|polycystic|thyroid|hypothyroid|hashimoto|थायरॉ/i;

export interface ProgrammeChoiceInput {
  packageType: PackageType;
  experience: Experience;
  /** Confirmed by the coach, or proposed from the profile's words until then. */
  limitations: readonly Limitation[];
  medicalIssues: string | null;
}

/**
 * After a birth, the gentle plan (which asks for a doctor's clearance); sore knees or back, low
 * impact; PCOD or thyroid, strength with low-impact cardio; else by experience and place: a
 * beginner at home, or anyone at the studio without a reason for a gentler plan, starts with the
 * home plan's bodyweight work (the studio's trainers add to it); an intermediate or advanced
 * customer gets dumbbells at home and the gym plan at the studio.
 */
export function defaultTemplateFor(input: ProgrammeChoiceInput): TemplateKey {
  if (input.limitations.includes('pregnancy')) return 'after-pregnancy';
  if (input.limitations.includes('knees') || input.limitations.includes('lower-back')) return 'low-impact';
  if (PCOD_OR_THYROID.test(input.medicalIssues ?? '')) return 'pcod-thyroid-strength';
  if (input.experience === 'beginner') return 'home-beginner';
  return input.packageType === 'offline' ? 'gym-intermediate' : 'home-intermediate';
}
