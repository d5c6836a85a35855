// p95 of the profile submit's work (validate, upsert under RLS) for 20 customers at once,
// 10 submits each (the first creates the row, the rest update it).
import { validProfileForm } from '../fixtures/profile';
import { createCustomers, runBench } from './harness';
import { summarize } from './stats';

const customers = 20;
const submitsEach = 10;

await runBench(`submit profile, ${customers} concurrent customers x ${submitsEach}`, async () => {
  const { saveCustomerProfile } = await import('../lib/db/profiles');
  const { profileSchema } = await import('../lib/domain/profile-schema');
  const users = await createCustomers(customers, '+91710');
  const durations: number[] = [];
  await Promise.all(
    users.map(async (user) => {
      for (let i = 0; i < submitsEach; i++) {
        const start = performance.now();
        await saveCustomerProfile(user, profileSchema.parse({ ...validProfileForm, weight: String(70 - i) }));
        durations.push(performance.now() - start);
      }
    }),
  );
  return summarize(durations);
});
