// p95 of two customer actions' work, alone (one customer, one after another) and with 20
// customers at once: logging a check-in (today's weight, upserted under RLS) and sending a chat
// message (the chat checked open, the message stored under RLS; its NOTIFY goes with the commit).
import { createCustomers, runBench } from './harness';
import { summarize } from './stats';

const alone = 50;
const concurrent = 20;
const each = 10;

type Timed = (user: { id: string }, i: number) => Promise<unknown>;

async function measure(users: { id: string }[], perUser: number, work: Timed): Promise<number[]> {
  const durations: number[] = [];
  await Promise.all(
    users.map(async (user) => {
      for (let i = 0; i < perUser; i++) {
        const start = performance.now();
        await work(user, i);
        durations.push(performance.now() - start);
      }
    }),
  );
  return durations;
}

await runBench(`check-in and chat message, alone x ${alone} and ${concurrent} concurrent x ${each}`, async () => {
  const { logWeight } = await import('../lib/db/checkins');
  const { openSupportChat, postSupportMessage } = await import('../lib/db/support');
  const { istDay } = await import('../lib/domain/progress');
  const today = istDay(new Date());
  const checkin: Timed = (user, i) => logWeight(user, today, 80 - i / 10);
  const chats = new Map<string, string>();
  const message: Timed = async (user, i) => {
    const sent = await postSupportMessage(user, chats.get(user.id)!, `Message ${i}: how much water today?`);
    if (!sent) throw new Error('the message was not stored');
  };
  // A customer may send 30 messages a minute: the lone sender's run is split between two.
  const [solo, secondSolo] = await createCustomers(2, '+91720');
  const crowd = await createCustomers(concurrent, '+91721');
  for (const user of [solo!, secondSolo!, ...crowd]) chats.set(user.id, (await openSupportChat(user)).id);
  const messagesAlone = async () => [
    ...(await measure([solo!], alone / 2, message)),
    ...(await measure([secondSolo!], alone / 2, message)),
  ];
  // One untimed round warms the plans.
  await measure([solo!], 2, checkin);
  await measure([solo!], 2, message);
  const figures = (label: string, durations: number[]) => {
    const { p50, p95, max } = summarize(durations);
    return { [`${label} p50`]: p50, [`${label} p95`]: p95, [`${label} max`]: max };
  };
  return {
    ...figures('check-in alone', await measure([solo!], alone, checkin)),
    ...figures('check-in x20', await measure(crowd, each, checkin)),
    ...figures('message alone', await messagesAlone()),
    ...figures('message x20', await measure(crowd, each, message)),
  };
});
