// p95 of three customer actions' work, alone (one customer, one after another) and with 20
// customers at once: logging a check-in (today's weight, upserted under RLS), a glass of water
// (today's count changed in one statement) and sending a chat message (the chat checked open, the
// message stored under RLS; its NOTIFY goes with the commit).
import { createCustomers, figures, runBench, type Timed, timeEach as measure } from './harness';

const alone = 50;
const concurrent = 20;
const each = 10;

await runBench(`check-in, water and chat message, alone x ${alone} and ${concurrent} concurrent x ${each}`, async () => {
  const { changeWater, logWeight } = await import('../lib/db/checkins');
  const { openSupportChat, postSupportMessage } = await import('../lib/db/support');
  const { istDay } = await import('../lib/domain/india-time');
  const today = istDay(new Date());
  const checkin: Timed = (user, i) => logWeight(user, today, 80 - i / 10);
  // Up and down, so a long run stays within the day's 0 to 20 glasses.
  const water: Timed = (user, i) => changeWater(user, today, i % 2 === 0 ? 1 : -1);
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
  return {
    ...figures('check-in alone', await measure([solo!], alone, checkin)),
    ...figures('check-in x20', await measure(crowd, each, checkin)),
    ...figures('water alone', await measure([solo!], alone, water)),
    ...figures('water x20', await measure(crowd, each, water)),
    ...figures('message alone', await messagesAlone()),
    ...figures('message x20', await measure(crowd, each, message)),
  };
});
