// p95 of a customer's workout, alone (one customer, one call after another) and with 20 customers
// at once: opening /plan (loadPlanPage(), the page's one data call: the plans and refunds, the
// studio batch, and today's workout by workoutDayIn(): the programme by programme_tree(), today's
// session and sets, the week's days done, 'Last time') and logging a set (logSet(), the work of
// the 'Log set' action and of the phone's outbox: the slot checked against the customer's own
// programme and limitations, the write kept once, the target from 'Last time', the day's session
// made with the first set, the set upserted), and 'Ate this' on the diet chart (ateChartOption(),
// the action's work and the outbox's: today's slot and option found in the customer's chart, the
// write kept once, the slot checked not yet followed, the option's foods read and logged), each
// call a slot of a day not yet logged. Every customer pays as the payment form does (the default
// programme and diet chart come with the payment), then logs every set of the workouts of their
// first 11 days through logSet() and finishes each; the bench runs on their day 12, a workout day.
import { randomUUID } from 'node:crypto';
import { validProfileForm } from '../fixtures/profile';
import { createCustomers, figures, runBench, type Timed, timeEach } from './harness';

const alone = 100;
const concurrent = 20;
const each = 10;
/** The programme day the bench runs on; the days before it are logged first. */
const DAY = 12;

await runBench(`workout: /plan's data, a set, 'Ate this', alone x ${alone} and ${concurrent} concurrent x ${each}`, async () => {
  const { openCheckout } = await import('../lib/db/checkouts');
  const { placeOrder } = await import('../lib/db/orders');
  const { businessSettings } = await import('../lib/business');
  const { simulatedGateway } = await import('../lib/payments/simulated');
  const { saveCustomerProfile } = await import('../lib/db/profiles');
  const { profileSchema } = await import('../lib/domain/profile-schema');
  const { loadPlanPage } = await import('../lib/db/dashboard');
  const { finishWorkout, logSet, myWorkoutDay } = await import('../lib/db/workouts');
  const { ateChartOption } = await import('../lib/db/diet-charts');
  const { finishWorkoutSchema, logSetSchema } = await import('../lib/domain/workout-log');
  const { addDays, istDay } = await import('../lib/domain/india-time');
  const { clockNow } = await import('../lib/clock');
  type User = { id: string };
  type Item = NonNullable<NonNullable<Awaited<ReturnType<typeof myWorkoutDay>>>['workout']>['items'][number];

  const dayOne = istDay(clockNow());
  const now = new Date(clockNow().getTime() + (DAY - 1) * 86_400_000);
  const today = istDay(now);

  /** A set of the item as the page's form sends it: the target's reps (or seconds) and kg. */
  const setOf = (item: Item, setNumber: number) =>
    logSetSchema.parse({
      slotId: item.slotId,
      exerciseId: item.exercise.id,
      setNumber: String(setNumber),
      reps: item.target.seconds === null ? String(item.target.repsMax ?? 10) : '',
      seconds: item.target.seconds === null ? '' : String(item.target.seconds),
      kg: item.target.kg === null ? '' : String(item.target.kg),
      clientId: randomUUID(),
    });
  const logged = async (user: User, item: Item, setNumber: number, day: string) => {
    const outcome = await logSet(user, setOf(item, setNumber), day);
    if (outcome.status !== 'ok') throw new Error(`set not logged: ${JSON.stringify(outcome)}`);
  };

  /** Pays for a 3-month online plan after saving a profile, as the payment form does: the programme comes with it. */
  const payingCustomers = async (count: number, prefix: string) => {
    const users = await createCustomers(count, prefix);
    for (const user of users) {
      await saveCustomerProfile(user, profileSchema.parse(validProfileForm));
      const checkout = await openCheckout(user, 'online-3m');
      const input = {
        checkoutId: checkout.id,
        packageId: 'online-3m' as const,
        method: 'upi' as const,
        placeOfSupply: '29' as const,
      };
      if ((await placeOrder(user, input, simulatedGateway(0), businessSettings())).status !== 'paid') throw new Error('not paid');
    }
    return users;
  };

  /** Every set of every workout of the days before DAY, each workout finished. */
  const history = async (user: User) => {
    for (let n = 1; n < DAY; n++) {
      const day = addDays(dayOne, n - 1);
      const workout = (await myWorkoutDay(user, day))?.workout;
      if (!workout) continue;
      for (const item of workout.items) for (let set = 1; set <= item.sets; set++) await logged(user, item, set, day);
      const finished = await finishWorkout(user, finishWorkoutSchema.parse({ feeling: 'right', clientId: randomUUID() }), day);
      if (finished.status !== 'ok') throw new Error(`workout not finished: ${JSON.stringify(finished)}`);
    }
  };

  const [solo] = await payingCustomers(1, '+91750');
  const crowd = await payingCustomers(concurrent, '+91751');
  await Promise.all([solo!, ...crowd].map(history));

  // Today's sets in the order the page offers them: each exercise's sets one after another.
  const slots = new Map<string, { item: Item; setNumber: number }[]>();
  for (const user of [solo!, ...crowd]) {
    const day = await myWorkoutDay(user, today);
    if (!day?.workout) throw new Error(`day ${DAY} holds no workout`);
    if (!day.workout.items.some((item) => item.lastTime !== null)) throw new Error("no 'Last time' on day " + DAY);
    slots.set(
      user.id,
      day.workout.items.flatMap((item) => Array.from({ length: item.sets }, (_, i) => ({ item, setNumber: i + 1 }))),
    );
  }
  // Past the workout's last set, a set logged again replaces the first (the same upsert).
  const logSetToday: Timed = (user, i) => {
    const all = slots.get(user.id)!;
    const { item, setNumber } = all[i % all.length]!;
    return logged(user, item, setNumber, today);
  };
  const openPlan: Timed = async (user) => {
    const page = await loadPlanPage(user, now);
    if (!page.workout?.workout) throw new Error('/plan shows no workout');
    if (!page.meals) throw new Error('/plan shows no diet chart');
  };
  // 'Ate this': call i taps slot i mod 7 of the day i div 7 days before today, so every call logs.
  const mealSlots = new Map<string, { slotId: string; optionId: string }[]>();
  for (const user of [solo!, ...crowd]) {
    const meals = (await loadPlanPage(user, now)).meals!;
    mealSlots.set(
      user.id,
      meals.slots.map((slot) => ({ slotId: slot.id, optionId: slot.options[0]!.id })),
    );
  }
  const ateThis: Timed = async (user, i) => {
    const all = mealSlots.get(user.id)!;
    const day = addDays(today, -Math.floor(i / all.length));
    const outcome = await ateChartOption(user, { ...all[i % all.length]!, clientId: randomUUID() }, day);
    if (outcome.status !== 'ok' || outcome.again) throw new Error(`not logged: ${JSON.stringify(outcome)}`);
  };

  // One untimed round warms the plans; the page is then read with today's session under way.
  await timeEach([solo!], 2, openPlan);
  await timeEach([solo!], 2, logSetToday);
  const logAlone = await timeEach([solo!], alone, logSetToday);
  const logTogether = await timeEach(crowd, each, logSetToday);
  const ateAlone = await timeEach([solo!], alone, ateThis);
  const ateTogether = await timeEach(crowd, each, ateThis);
  return {
    ...figures('plan page alone', await timeEach([solo!], alone, openPlan)),
    ...figures('plan page x20', await timeEach(crowd, each, openPlan)),
    ...figures('log set alone', logAlone),
    ...figures('log set x20', logTogether),
    ...figures('ate this alone', ateAlone),
    ...figures('ate this x20', ateTogether),
  };
});
