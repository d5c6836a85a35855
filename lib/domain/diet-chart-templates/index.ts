/**
 * The built-in diet charts (issue 42): each base chart at 1,200, 1,500 and 1,800 kcal, its day
 * rescaled by 'Scale to target'. A coach copies one to edit it; a customer who pays gets one chosen
 * from the profile (lib/domain/diet-chart-choice). Pure.
 */
import { BASE_CHART_KEYS, CHART_KCALS, type DietChartKey } from '../diet-chart-choice';
import { scaleDay } from '../diet-charts/scale';
import type { DietChartTemplate } from '../diet-charts/types';
import { BASE_CHARTS } from './charts';

export { BASE_CHARTS };

export const DIET_CHART_TEMPLATES = Object.fromEntries(
  BASE_CHART_KEYS.flatMap((key) =>
    CHART_KCALS.map((kcal): [DietChartKey, DietChartTemplate] => {
      const { name, summary, diet, pcod, day } = BASE_CHARTS[key];
      return [
        `${key}-${kcal}`,
        { name: `${name} ${kcal.toLocaleString('en-IN')} kcal`, summary, diet, pcod, kcal, days: [scaleDay(day, kcal)] },
      ];
    }),
  ),
) as Record<DietChartKey, DietChartTemplate>;
