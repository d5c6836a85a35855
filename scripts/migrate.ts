import { databaseConfigFromEnv, openDatabase } from '../lib/db/connection';
import { migrate } from '../lib/db/migrate';
import { DatabaseInUseError } from '../lib/db/pglite-lock';

const config = databaseConfigFromEnv();
const database = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  const applied = await migrate(database.raw);
  const where = 'url' in config ? 'DATABASE_URL' : config.dataDir;
  console.log(applied.length ? `Applied ${applied.join(', ')} on ${where}` : `Database on ${where} is up to date`);
} finally {
  await database.close();
}
