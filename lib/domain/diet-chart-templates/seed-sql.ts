/**
 * The built-in diet charts as SQL: the migration that puts them in place is generated from
 * lib/domain/diet-chart-templates (`npm run diet-charts:seed`), and a unit test keeps the two the
 * same. Pure: no I/O.
 */
import type { DietChartKey } from '../diet-chart-choice';
import type { DietChartTemplate } from '../diet-charts/types';
import { sqlJson, sqlText } from '../sql-literals';

export function dietChartSeedSql(templates: Record<DietChartKey, DietChartTemplate>): string {
  const calls = Object.entries(templates).map(
    ([key, { name, summary, diet, kcal, pcod, days }]) =>
      `select public.put_diet_chart_template(${sqlText(key)}, ${sqlText(name)}, ${sqlText(summary)}, ${sqlText(diet)}, ${kcal}, ${pcod}, ${sqlJson({ days })});`,
  );
  return [
    '-- The built-in diet charts (issue 42), generated from lib/domain/diet-chart-templates by',
    '-- `npm run diet-charts:seed`: change them there and generate a new migration; never edit this file by hand.',
    '',
    ...calls,
    '',
  ].join('\n');
}
