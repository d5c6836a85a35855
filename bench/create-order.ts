// p95 of createOrder's work (placeOrder: price, insert under RLS, capture, record) for 20
// customers at once, 10 orders each, on the embedded database in a fresh folder on disk.
// The simulated gateway's 3 s wait is the spec's theatre, not work: by default it is 0 here;
// `npm run bench:create-order -- 3000` measures with it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarize } from './stats';

const gatewayDelayMs = Number(process.argv[2] ?? 0);
const customers = 20;
const ordersEach = 10;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-'));
process.env.DATA_DIR = dir;

const { getDatabase } = await import('../lib/db/client');
const { authUsers } = await import('../lib/db/schema');
const { placeOrder } = await import('../lib/db/orders');
const { simulatedGateway } = await import('../lib/payments/simulated');
const { PACKAGE_IDS } = await import('../lib/domain/packages');

const { db, close } = await getDatabase();
const gateway = simulatedGateway(gatewayDelayMs);
try {
  const users = await db
    .insert(authUsers)
    .values(Array.from({ length: customers }, (_, i) => ({ phone: `+9170000000${String(i).padStart(2, '0')}` })))
    .returning({ id: authUsers.id });
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    users.map(async (user, u) => {
      for (let i = 0; i < ordersEach; i++) {
        const start = performance.now();
        const result = await placeOrder(
          user,
          { packageId: PACKAGE_IDS[(u + i) % PACKAGE_IDS.length]!, method: 'upi', idempotencyKey: randomUUID() },
          gateway,
        );
        durations.push(performance.now() - start);
        if (!result.ok) throw new Error(result.message);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      bench: `createOrder, ${customers} concurrent customers x ${ordersEach}, gateway wait ${gatewayDelayMs} ms`,
      ...summarize(durations),
      'orders/s': Math.round((durations.length / seconds) * 10) / 10,
    }),
  );
} finally {
  await close();
  rmSync(dir, { recursive: true, force: true });
}
