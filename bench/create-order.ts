// createOrder, like for like with the bench before checkouts: p95 of placeOrder (the Pay
// action's work: checkout claimed under RLS, priced from the catalogue, captured, marked paid
// with its invoice number) for 20 customers paying at once, each buying the six plans in turn
// (120 orders); 'alone': 5 customers buying the six plans one order at a time (30 orders).
// The checkouts are opened first, as /payment opens them when the page loads, 20 customers at
// once (their own figures: 'open'); one untimed purchase warms up first.
// The simulated gateway's 3 s wait is the spec's theatre, not work: 0 here by default;
// `npm run bench:create-order -- 3000` measures with it.
import { createCustomers, runBench } from './harness';
import { summarize } from './stats';

const gatewayDelayMs = Number(process.argv[2] || 0);
const customers = 20;

await runBench(`createOrder, ${customers} concurrent customers x 6 plans, gateway wait ${gatewayDelayMs} ms`, async () => {
  const { openCheckout } = await import('../lib/db/checkouts');
  const { placeOrder } = await import('../lib/db/orders');
  const { businessSettings } = await import('../lib/business');
  const { simulatedGateway } = await import('../lib/payments/simulated');
  const { PACKAGE_IDS } = await import('../lib/domain/packages');
  const gateway = simulatedGateway(gatewayDelayMs);
  const business = businessSettings();
  type User = { id: string };
  type PackageId = (typeof PACKAGE_IDS)[number];

  const timed = async <T>(into: number[], work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    into.push(performance.now() - start);
    return result;
  };
  const pay = async (user: User, packageId: PackageId, checkoutId: string, into: number[]) => {
    const input = { checkoutId, packageId, method: 'upi' as const, placeOfSupply: '29' as const };
    const result = await timed(into, () => placeOrder(user, input, gateway, business));
    if (result.status !== 'paid') throw new Error(`order not paid: ${JSON.stringify(result)}`);
  };
  const plansOf = (u: number) => PACKAGE_IDS.map((_, i) => PACKAGE_IDS[(u + i) % PACKAGE_IDS.length]!);

  const [warmUp] = await createCustomers(1, '+91709');
  await pay(warmUp!, 'online-6m', (await openCheckout(warmUp!, 'online-6m')).id, []);

  const alone: number[] = [];
  for (const user of await createCustomers(5, '+91708')) {
    for (const plan of PACKAGE_IDS) await pay(user, plan, (await openCheckout(user, plan)).id, alone);
  }

  const users = await createCustomers(customers, '+91700');
  const opens: number[] = [];
  const checkouts = await Promise.all(
    users.map(async (user, u) => {
      const ids: string[] = [];
      for (const plan of plansOf(u)) ids.push((await timed(opens, () => openCheckout(user, plan))).id);
      return ids;
    }),
  );
  const pays: number[] = [];
  const started = performance.now();
  await Promise.all(
    users.map(async (user, u) => {
      for (const [i, plan] of plansOf(u).entries()) await pay(user, plan, checkouts[u]![i]!, pays);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const open = summarize(opens);
  const one = summarize(alone);
  return {
    ...summarize(pays),
    'alone p50': one.p50,
    'alone p95': one.p95,
    'orders/s': Math.round((pays.length / seconds) * 10) / 10,
    'open p50': open.p50,
    'open p95': open.p95,
  };
});
