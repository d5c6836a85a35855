// Writes the migration that seeds a table of the project's own data from lib/domain:
//   npm run foods:seed -- [migration file name]       (default: the latest *_food_table_seed.sql)
//   npm run exercises:seed -- [migration file name]   (default: the latest *_exercise_library_seed.sql)
//   npm run programmes:seed -- [migration file name]  (default: the latest *_programme_templates_seed.sql)
//   npm run diet-charts:seed -- [migration file name] (default: the latest *_diet_chart_templates_seed.sql)
// A changed table goes into a new migration (a new name): one already applied is never edited.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIET_CHART_TEMPLATES } from '../lib/domain/diet-chart-templates';
import { dietChartSeedSql } from '../lib/domain/diet-chart-templates/seed-sql';
import { EXERCISE_LIBRARY } from '../lib/domain/exercises';
import { exerciseSeedSql } from '../lib/domain/exercises/seed-sql';
import { FOOD_TABLE } from '../lib/domain/foods';
import { foodSeedSql } from '../lib/domain/foods/seed-sql';
import { PROGRAMME_TEMPLATES } from '../lib/domain/programme-templates';
import { programmeSeedSql } from '../lib/domain/programme-templates/seed-sql';

const SEEDS = {
  foods: { suffix: '_food_table_seed.sql', sql: () => foodSeedSql(FOOD_TABLE), count: FOOD_TABLE.length },
  exercises: {
    suffix: '_exercise_library_seed.sql',
    sql: () => exerciseSeedSql(EXERCISE_LIBRARY),
    count: EXERCISE_LIBRARY.length,
  },
  programmes: {
    suffix: '_programme_templates_seed.sql',
    sql: () => programmeSeedSql(PROGRAMME_TEMPLATES),
    count: Object.keys(PROGRAMME_TEMPLATES).length,
  },
  'diet-charts': {
    suffix: '_diet_chart_templates_seed.sql',
    sql: () => dietChartSeedSql(DIET_CHART_TEMPLATES),
    count: Object.keys(DIET_CHART_TEMPLATES).length,
  },
};

const [kind, given] = process.argv.slice(2);
const seed = SEEDS[kind as keyof typeof SEEDS];
if (!seed) throw new Error(`say which table to seed: ${Object.keys(SEEDS).join(' or ')}`);
const dir = path.join(import.meta.dirname, '..', 'supabase', 'migrations');
const name =
  given ??
  readdirSync(dir)
    .filter((file) => file.endsWith(seed.suffix))
    .sort()
    .at(-1);
if (!name) throw new Error(`name the migration to write, e.g. 20261203000100${seed.suffix}`);
writeFileSync(path.join(dir, name), seed.sql());
console.log(`wrote ${name}: ${seed.count} ${kind}`);
