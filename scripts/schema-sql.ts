// `npm run db:schema`: writes supabase/schema.sql, the database as the migrations leave it, for
// reading. tests/integration/schema-file.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaSql } from '../lib/db/schema-sql';

const root = path.resolve(import.meta.dirname, '..');
writeFileSync(path.join(root, 'supabase', 'schema.sql'), await schemaSql(root));
