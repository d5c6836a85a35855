/**
 * The six built-in programmes of 45 days (issue 41): a coach copies one to edit it, and a
 * customer who pays gets one chosen from the profile (lib/domain/programme-choice). Pure.
 */
import type { TemplateKey } from '../programme-choice';
import { AFTER_PREGNANCY } from './after-pregnancy';
import { GYM_INTERMEDIATE } from './gym-intermediate';
import { HOME_BEGINNER } from './home-beginner';
import { HOME_INTERMEDIATE } from './home-intermediate';
import { LOW_IMPACT } from './low-impact';
import { PCOD_THYROID_STRENGTH } from './pcod-thyroid-strength';
import type { ProgrammeTemplate } from './types';

export type { ProgrammeTemplate };

export const PROGRAMME_TEMPLATES: Record<TemplateKey, ProgrammeTemplate> = {
  'home-beginner': HOME_BEGINNER,
  'home-intermediate': HOME_INTERMEDIATE,
  'gym-intermediate': GYM_INTERMEDIATE,
  'low-impact': LOW_IMPACT,
  'after-pregnancy': AFTER_PREGNANCY,
  'pcod-thyroid-strength': PCOD_THYROID_STRENGTH,
};
