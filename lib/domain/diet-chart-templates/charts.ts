/**
 * The built-in diet charts' base days by key, one file each (issue 42). Pure data.
 */
import type { BaseChartKey } from '../diet-chart-choice';
import { EGGETARIAN } from './eggetarian';
import { JAIN } from './jain';
import { NON_VEG } from './non-veg';
import { PCOD_NON_VEG } from './pcod-non-veg';
import { PCOD_VEG } from './pcod-veg';
import type { BaseChart } from './types';
import { VEG_NORTH } from './veg-north';
import { VEG_SOUTH } from './veg-south';
import { VEGAN } from './vegan';

export type { BaseChart };

export const BASE_CHARTS: Record<BaseChartKey, BaseChart> = {
  'veg-north': VEG_NORTH,
  'veg-south': VEG_SOUTH,
  'non-veg': NON_VEG,
  eggetarian: EGGETARIAN,
  vegan: VEGAN,
  jain: JAIN,
  'pcod-veg': PCOD_VEG,
  'pcod-non-veg': PCOD_NON_VEG,
};
