import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { listSupportMessages, openSupportChat, postSupportMessage } from '@/lib/db/support';
import { openEventStream as open, signUp } from '../../support/event-stream';

// PostgreSQL only (vitest.config.ts collects this folder when DATABASE_URL is set, as in CI's
// database suite): PGlite has no listening connection to lose.
describe('the support event stream on PostgreSQL', () => {
  it('catches up on what was posted while the listening connection was down (PostgreSQL)', async () => {
    const customer = await signUp('+917100000007');
    const chat = await openSupportChat(customer);
    const [greeting] = await listSupportMessages(customer, chat.id);
    const { events, abort } = open(customer, { chatId: chat.id, status: 'open' }, greeting!.id);
    const live = await postSupportMessage(customer, chat.id, 'Before the break');
    if (live.status !== 'ok') throw new Error(live.reason);
    expect(await events.next()).toMatchObject({ event: 'message', id: live.posted.id });
    // Cut the LISTEN connection, then post while it is down: that NOTIFY reaches nobody.
    const { raw } = await getDatabase();
    const cut = await raw.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
         where query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    expect(cut.length).toBeGreaterThan(0);
    const missed = await postSupportMessage(customer, chat.id, 'During the break');
    if (missed.status !== 'ok') throw new Error(missed.reason);
    expect(await events.next()).toMatchObject({ event: 'message', id: missed.posted.id });
    abort();
  }, 15_000);
});
