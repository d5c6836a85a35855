// What the database work of each signed-in page costs by itself: the page's one data function,
// called in-process on PGlite on disk, one call at a time, as its render calls it (the dashboard's
// loadDashboard() for a paying customer with a profile and a weight; the roster's
// loadRosterPage() and loadClientPage() for the coach of ROSTER_CLIENTS clients seeded by
// bench/seed-roster.ts). The server does nothing else while a call runs on its one thread, so
// 1000 / p50 is the most requests a second the page could serve if rendering cost nothing.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { validProfileForm } from '../fixtures/profile';
import { createCustomers, figures, runBench, timeEach } from './harness';

const CALLS = 100;
const COACH_PHONE = '9000000404';

await runBench(`each page's data alone, ${CALLS} calls one at a time`, async () => {
  // The seed opens the folder itself, before this process does (one process at a time holds it).
  execFileSync(path.join('node_modules', '.bin', 'tsx'), ['bench/seed-roster.ts', COACH_PHONE], { env: process.env });
  const { startDatabase } = await import('../lib/db/start');
  const { authUsers } = await import('../lib/db/schema');
  const { eq } = await import('drizzle-orm');
  const { openCheckout } = await import('../lib/db/checkouts');
  const { placeOrder } = await import('../lib/db/orders');
  const { businessSettings } = await import('../lib/business');
  const { simulatedGateway } = await import('../lib/payments/simulated');
  const { saveCustomerProfile } = await import('../lib/db/profiles');
  const { profileSchema } = await import('../lib/domain/profile-schema');
  const { logWeight } = await import('../lib/db/checkins');
  const { istDay } = await import('../lib/domain/india-time');
  const { loadDashboard } = await import('../lib/db/dashboard');
  const { loadRosterPage } = await import('../lib/db/roster');
  const { loadClientPage } = await import('../lib/db/client-page');

  const [customer] = await createCustomers(1, '+91740');
  const checkout = await openCheckout(customer!, 'online-3m');
  const order = {
    checkoutId: checkout.id,
    packageId: 'online-3m' as const,
    method: 'upi' as const,
    placeOfSupply: '29' as const,
  };
  if ((await placeOrder(customer!, order, simulatedGateway(0), businessSettings())).status !== 'paid')
    throw new Error('not paid');
  await saveCustomerProfile(customer!, profileSchema.parse(validProfileForm));
  await logWeight(customer!, istDay(new Date()), 79.5);

  const { db } = await startDatabase();
  const [coach] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.phone, `+91${COACH_PHONE}`));
  const firstPage = await loadRosterPage(coach!, '', 1);
  const client = firstPage.rows[0]?.customerId;
  if (!client) throw new Error('the seeded roster is empty');

  const time = async (label: string, work: () => Promise<unknown>) => {
    await timeEach([customer!], 5, work);
    return figures(label, await timeEach([customer!], CALLS, work));
  };
  return {
    ...(await time('dashboard', () => loadDashboard(customer!))),
    ...(await time('roster', () => loadRosterPage(coach!, '', 1))),
    ...(await time('client page', () => loadClientPage(coach!, client))),
  };
});
