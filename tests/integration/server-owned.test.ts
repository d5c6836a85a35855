import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { rowsOf } from '@/lib/db/connection';
import { openSupportChat, postSupportMessage } from '@/lib/db/support';
import { withAnon, withUser } from '@/lib/db/with-user';
import { createAuthUser, expectRefused } from '../support/db';
import { EXECUTABLE, executableBy } from '../support/function-grants';

// What the server owns, the client cannot write: as the Data API does, each case writes as the
// `authenticated` role with forged values and reads back what the database kept.

const FORGED = '9999-01-01T00:00:00Z';
const secondsAgo = (value: string | Date) => (Date.now() - new Date(value).getTime()) / 1000;

describe("the support chat's server-owned columns", () => {
  it('a chat opened with forged timestamps and read marker gets now and none', async () => {
    const user = await createAuthUser();
    const [chat] = rowsOf<{ created_at: string; last_message_at: string; coach_read_at: string | null }>(
      await withUser(user, (tx) =>
        tx.execute(sql`
          insert into public.support_chats (user_id, created_at, last_message_at, coach_read_at)
          values (${user.id}, ${FORGED}, ${FORGED}, ${FORGED})
          returning created_at, last_message_at, coach_read_at`),
      ),
    );
    expect(Math.abs(secondsAgo(chat!.created_at))).toBeLessThan(60);
    expect(Math.abs(secondsAgo(chat!.last_message_at))).toBeLessThan(60);
    expect(chat!.coach_read_at).toBeNull();
  });

  it('a message dated 9999 is stored at now, and does not pin its chat to the top of the inbox', async () => {
    const user = await createAuthUser();
    const chat = await openSupportChat(user);
    await withUser(user, (tx) =>
      tx.execute(sql`
        insert into public.support_messages (chat_id, sender_id, message, created_at)
        values (${chat.id}, ${user.id}, 'Hello', ${FORGED})`),
    );
    const { db } = await getDatabase();
    const [row] = rowsOf<{ created_at: string; last_message_at: string }>(
      await db.execute(sql`
        select m.created_at, c.last_message_at from public.support_messages m
        join public.support_chats c on c.id = m.chat_id
        where m.chat_id = ${chat.id} and m.sender_id = ${user.id}`),
    );
    expect(Math.abs(secondsAgo(row!.created_at))).toBeLessThan(60);
    expect(Math.abs(secondsAgo(row!.last_message_at))).toBeLessThan(60);
  });

  it('the server itself keeps the timestamps it writes (imports and fixtures)', async () => {
    const user = await createAuthUser();
    const { db } = await getDatabase();
    const [chat] = rowsOf<{ created_at: string }>(
      await db.execute(sql`
        insert into public.support_chats (user_id, created_at) values (${user.id}, '2026-01-01T00:00:00Z')
        returning created_at`),
    );
    expect(new Date(chat!.created_at).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('the message limit', () => {
  it('a customer sends 30 messages in a minute; the 31st is refused, and the chat keeps working after', async () => {
    const user = await createAuthUser();
    const chat = await openSupportChat(user);
    for (let i = 0; i < 30; i++) expect(await postSupportMessage(user, chat.id, `Message ${i}`)).toMatchObject({ status: 'ok' });
    expect(await postSupportMessage(user, chat.id, 'One too many')).toEqual({ status: 'refused', reason: 'tooMany' });
    // A minute later (the older messages moved back in time) the customer may write again.
    const { db } = await getDatabase();
    await db.execute(sql`
      update public.support_messages set created_at = created_at - interval '61 seconds'
      where chat_id = ${chat.id}`);
    expect(await postSupportMessage(user, chat.id, 'Back again')).toMatchObject({ status: 'ok' });
  });
});

describe('function grants', () => {
  it.each(Object.entries(EXECUTABLE))('%s executes only the allow-listed functions', async (role, allowed) => {
    const { raw } = await getDatabase();
    expect(await executableBy(raw, role)).toEqual(allowed);
  });

  it("a visitor cannot burn order numbers or look up a coach's name", async () => {
    for (const call of [sql`select public.next_order_number()`, sql`select public.coach_name_of(gen_random_uuid())`]) {
      await expectRefused(withAnon((tx) => tx.execute(call)));
    }
  });

  it('a function created from now on is executable by nobody but its owner', async () => {
    const { db } = await getDatabase();
    await db.execute(sql`create function public.grants_probe() returns int language sql as 'select 1'`);
    try {
      const [row] = rowsOf<{ anon: boolean; authenticated: boolean }>(
        await db.execute(sql`
          select has_function_privilege('anon', 'public.grants_probe()', 'execute') as anon,
                 has_function_privilege('authenticated', 'public.grants_probe()', 'execute') as authenticated`),
      );
      expect(row).toEqual({ anon: false, authenticated: false });
    } finally {
      await db.execute(sql`drop function public.grants_probe()`);
    }
  });
});
