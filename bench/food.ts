// p95 of the food log's two calls, alone (one customer, one after another) and with 20
// customers at once: searching as the 'Log food' sheet does (search_foods() under RLS: exact,
// prefix, contained, then similar names, the profile's diet first) and logging a serving of a
// found food (the food read under RLS, the entry inserted with its values).
import { validProfileForm } from '../fixtures/profile';
import { createCustomers, figures, runBench, type Timed, timeEach } from './harness';

const alone = 100;
const concurrent = 20;
const each = 10;

// What customers type, spelled as they spell it: English, Hinglish, Devanagari, halfway words.
const QUERIES = [
  'dal',
  'roti',
  'panir',
  'पनीर',
  'idli',
  'chai',
  'poha',
  'biryani',
  'rajma',
  'dahi',
  'samo',
  'banana',
  'egg',
  'chicken curry',
  'upma',
  'dosa',
  'khichdi',
  'milk',
  'चावल',
  'aloo',
];

await runBench(`food search and log, alone x ${alone} and ${concurrent} concurrent x ${each}`, async () => {
  const { searchFoods } = await import('../lib/db/foods');
  const { logFood } = await import('../lib/db/food-logs');
  const { saveCustomerProfile } = await import('../lib/db/profiles');
  const { profileSchema } = await import('../lib/domain/profile-schema');
  const { istDay } = await import('../lib/domain/india-time');
  const today = istDay(new Date());
  const [solo] = await createCustomers(1, '+91730');
  const crowd = await createCustomers(concurrent, '+91731');
  // A profile says the diet, which search ranks by.
  for (const user of [solo!, ...crowd]) await saveCustomerProfile(user, profileSchema.parse(validProfileForm));

  const search: Timed = async (user, i) => {
    const found = await searchFoods(user, QUERIES[i % QUERIES.length]!);
    if (found.length === 0) throw new Error(`nothing found for ${QUERIES[i % QUERIES.length]}`);
  };
  // What is logged is what search found: the first match's usual serving.
  const firstMatches = await Promise.all(QUERIES.map(async (query) => (await searchFoods(solo!, query))[0]!));
  const log: Timed = async (user, i) => {
    const food = firstMatches[i % firstMatches.length]!;
    const outcome = await logFood(user, { foodId: food.id, serving: food.servings[0]!.label, quantity: 1, meal: 'lunch' }, today);
    if (outcome.status !== 'ok') throw new Error(`not logged: ${JSON.stringify(outcome)}`);
  };
  // One untimed round warms the plans.
  await timeEach([solo!], QUERIES.length, search);
  await timeEach([solo!], 2, log);
  return {
    ...figures('search alone', await timeEach([solo!], alone, search)),
    ...figures('search x20', await timeEach(crowd, each, search)),
    ...figures('log food alone', await timeEach([solo!], alone, log)),
    ...figures('log food x20', await timeEach(crowd, each, log)),
  };
});
