// Writes the migration that seeds the shared food table from lib/domain/foods:
//   npm run foods:seed -- [migration file name]   (default: the latest *_food_table_seed.sql)
// A changed table goes into a new migration (a new name): one already applied is never edited.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FOOD_TABLE } from '../lib/domain/foods';
import { foodSeedSql } from '../lib/domain/foods/seed-sql';

const dir = path.join(import.meta.dirname, '..', 'supabase', 'migrations');
const name =
  process.argv[2] ??
  readdirSync(dir)
    .filter((file) => file.endsWith('_food_table_seed.sql'))
    .sort()
    .at(-1);
if (!name) throw new Error('name the migration to write, e.g. 20261124001100_food_table_seed.sql');
writeFileSync(path.join(dir, name), foodSeedSql(FOOD_TABLE));
console.log(`wrote ${name}: ${FOOD_TABLE.length} foods`);
