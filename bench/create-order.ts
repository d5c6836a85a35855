// p95 of createOrder's work (placeOrder: price, insert under RLS, capture, record) for 20
// customers at once, 10 orders each. The simulated gateway's 3 s wait is the spec's theatre,
// not work: by default it is 0 here; `npm run bench:create-order -- 3000` measures with it.
import { randomUUID } from 'node:crypto';
import { createCustomers, runBench } from './harness';
import { summarize } from './stats';

const gatewayDelayMs = Number(process.argv[2] || 0);
const customers = 20;
const ordersEach = 10;

await runBench(`createOrder, ${customers} concurrent customers x ${ordersEach}, gateway wait ${gatewayDelayMs} ms`, async () => {
  const { placeOrder } = await import('../lib/db/orders');
  const { simulatedGateway } = await import('../lib/payments/simulated');
  const { PACKAGE_IDS } = await import('../lib/domain/packages');
  const gateway = simulatedGateway(gatewayDelayMs);
  const users = await createCustomers(customers, '+91700');
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    users.map(async (user, u) => {
      for (let i = 0; i < ordersEach; i++) {
        const start = performance.now();
        const packageId = PACKAGE_IDS[(u + i) % PACKAGE_IDS.length]!;
        const result = await placeOrder(user, { packageId, method: 'upi', idempotencyKey: randomUUID() }, gateway);
        durations.push(performance.now() - start);
        if (result.status !== 'paid') throw new Error(`order not paid: ${JSON.stringify(result)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summarize(durations), 'orders/s': Math.round((durations.length / seconds) * 10) / 10 };
});
