// Signed-in customers for the browser tests, made before the test servers start (scripts/e2e.mjs,
// in the PGlite folders of the main server and of the gateway's, with their DATA_DIR) by the
// server's own session code: a new account each, a session (its refresh token) and an access
// token signed with the servers' key.
// No route hands out a session: e2e/support/sessions.ts gives each test that asks one of these.
import { mkdirSync, writeFileSync } from 'node:fs';
import { authSecret } from '../../lib/auth/embedded/secret';
import { sessionCookieNames } from '../../lib/auth/embedded/cookie-names';
import { signAccessToken, startSession } from '../../lib/auth/embedded/tokens';
import { type DatabaseConfig, databaseConfigFromEnv, openDatabase } from '../../lib/db/connection';
import { migrate } from '../../lib/db/migrate';
import { authUsers } from '../../lib/db/schema';
import { gatewayDatabaseDir } from './gateway-server';
import { SESSION_COUNTS, type SessionServer, sessionFile, sessionsDir, type StoredSession } from './sessions';

const dataDir = process.env.DATA_DIR!;
const databases: Record<SessionServer, DatabaseConfig> = {
  main: databaseConfigFromEnv(),
  gateway: { dataDir: gatewayDatabaseDir(dataDir) },
};
for (const [server, config] of Object.entries(databases) as [SessionServer, DatabaseConfig][]) {
  await seed(server, config);
}

async function seed(server: SessionServer, config: DatabaseConfig): Promise<void> {
  const database = await openDatabase(config);
  try {
    await migrate(database.raw);
    mkdirSync(sessionsDir(dataDir, server), { recursive: true });
    const names = sessionCookieNames(false);
    const now = new Date();
    for (let i = 0; i < SESSION_COUNTS[server]; i++) {
      // 8xxxxxxxxx: apart from randomPhone()'s numbers (9…) and the fixtures' (90000…).
      const phone = `8${String(i).padStart(9, '0')}`;
      const [user] = await database.db
        .insert(authUsers)
        .values({ phone: `+91${phone}`, phoneConfirmedAt: now, lastSignInAt: now })
        .returning({ id: authUsers.id, phone: authUsers.phone, isAnonymous: authUsers.isAnonymous });
      const session = await startSession(database.db, user!, now);
      const stored: StoredSession = {
        phone,
        access: { name: names.access, value: await signAccessToken(authSecret(), session.user, session.sessionId, now) },
        refresh: { name: names.refresh, value: session.refreshToken },
      };
      writeFileSync(sessionFile(dataDir, server, i), JSON.stringify(stored));
    }
  } finally {
    await database.close();
  }
}
