// p95 of the profile submit's work (validate, upsert under RLS) for 20 customers at once,
// 10 submits each (the first creates the row, the rest update it); 'alone': one customer's 50
// submits one after another.
import { validProfileForm } from '../fixtures/profile';
import { createCustomers, runBench } from './harness';
import { summarize } from './stats';

const customers = 20;
const submitsEach = 10;

await runBench(`submit profile, ${customers} concurrent customers x ${submitsEach}`, async () => {
  const { saveCustomerProfile } = await import('../lib/db/profiles');
  const { profileSchema } = await import('../lib/domain/profile-schema');
  const submit = async (user: { id: string }, times: number, into: number[]) => {
    for (let i = 0; i < times; i++) {
      const start = performance.now();
      await saveCustomerProfile(user, profileSchema.parse({ ...validProfileForm, weight: String(70 - (i % 20)) }));
      into.push(performance.now() - start);
    }
  };
  const [solo] = await createCustomers(1, '+91711');
  const alone: number[] = [];
  await submit(solo!, 50, alone);
  const users = await createCustomers(customers, '+91710');
  const durations: number[] = [];
  await Promise.all(users.map((user) => submit(user, submitsEach, durations)));
  const one = summarize(alone);
  return { ...summarize(durations), 'alone p50': one.p50, 'alone p95': one.p95 };
});
