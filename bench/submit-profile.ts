// p95 of the profile submit's work (saveCustomerProfile: validate, upsert under RLS) for 20
// customers at once, 10 submits each (the first creates the row, the rest update it), on the
// embedded database in a fresh folder on disk.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validProfileForm } from '../tests/support/fixtures';
import { summarize } from './stats';

const customers = 20;
const submitsEach = 10;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-'));
process.env.DATA_DIR = dir;

const { getDatabase } = await import('../lib/db/client');
const { authUsers } = await import('../lib/db/schema');
const { saveCustomerProfile } = await import('../lib/db/profiles');

const { db, close } = await getDatabase();
try {
  const users = await db
    .insert(authUsers)
    .values(Array.from({ length: customers }, (_, i) => ({ phone: `+9171000000${String(i).padStart(2, '0')}` })))
    .returning({ id: authUsers.id });
  const durations: number[] = [];
  await Promise.all(
    users.map(async (user) => {
      for (let i = 0; i < submitsEach; i++) {
        const start = performance.now();
        const result = await saveCustomerProfile(user, { ...validProfileForm, weight: String(70 - i) });
        durations.push(performance.now() - start);
        if (!result.ok) throw new Error(result.message);
      }
    }),
  );
  console.log(JSON.stringify({ bench: `submit profile, ${customers} concurrent customers x ${submitsEach}`, ...summarize(durations) }));
} finally {
  await close();
  rmSync(dir, { recursive: true, force: true });
}
