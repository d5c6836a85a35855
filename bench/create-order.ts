// createOrder under 20 customers paying at once, each buying the six plans one after another
// (120 orders): p95 of paying a checkout (placeOrder: lock the checkout, price, insert under
// RLS, capture, record with the invoice number). The checkouts are opened first, as /payment
// opens them when the page loads; that work is measured on its own ('open'), then once more
// mixed in with the payments ('mixed': each customer opens and pays in turn).
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

  const opens: number[] = [];
  const pays: number[] = [];
  const buyers = await createCustomers(customers, '+91700');
  const checkouts = await Promise.all(
    buyers.map((user, u) => Promise.all(plansOf(u).map((plan) => timed(opens, () => openCheckout(user, plan))))),
  );
  const started = performance.now();
  await Promise.all(
    buyers.map(async (user, u) => {
      for (const [i, plan] of plansOf(u).entries()) await pay(user, plan, checkouts[u]![i]!.id, pays);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const mixed: number[] = [];
  const others = await createCustomers(customers, '+91701');
  await Promise.all(
    others.map(async (user, u) => {
      for (const plan of plansOf(u)) await pay(user, plan, (await openCheckout(user, plan)).id, mixed);
    }),
  );
  const open = summarize(opens);
  const mix = summarize(mixed);
  return {
    ...summarize(pays),
    'orders/s': Math.round((pays.length / seconds) * 10) / 10,
    'open p50': open.p50,
    'open p95': open.p95,
    'mixed p50': mix.p50,
    'mixed p95': mix.p95,
  };
});
