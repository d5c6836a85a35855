import { describe, expect, it, vi } from 'vitest';
import { openSupportChat, postSupportMessage } from '@/lib/db/support';
import { openEventStream as open, signUp } from '../support/event-stream';

// The next read of the chat either fails or never answers, as while the database restarts.
const trouble = vi.hoisted(() => ({ next: null as 'fail' | 'hang' | null }));
vi.mock('@/lib/db/support', async (original) => {
  const actual = await original<typeof import('@/lib/db/support')>();
  return {
    ...actual,
    readChatSince: (...args: Parameters<typeof actual.readChatSince>) => {
      const mode = trouble.next;
      trouble.next = null;
      if (mode === 'fail') return Promise.reject(new Error('connection terminated'));
      if (mode === 'hang') return new Promise<never>(() => {});
      return actual.readChatSince(...args);
    },
  };
});

describe('the support event stream when a read goes wrong', () => {
  it.each([
    ['fails', 'fail' as const, 3_000],
    ['never answers', 'hang' as const, 8_000],
  ])(
    'delivers the message anyway when its read %s',
    async (_, mode, withinMs) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const customer = await signUp(`+9171000001${mode === 'fail' ? '10' : '11'}`);
      const chat = await openSupportChat(customer);
      const { events, abort } = open(customer, { chatId: chat.id, status: 'open' }, null);
      expect(await events.next()).toMatchObject({ event: 'message' }); // the greeting
      trouble.next = mode;
      const started = Date.now();
      const posted = await postSupportMessage(customer, chat.id, `Sent while the read ${mode}s`);
      if (posted.status !== 'ok') throw new Error(posted.reason);
      expect(await events.next()).toMatchObject({ event: 'message', id: posted.posted.id });
      expect(Date.now() - started).toBeLessThan(withinMs);
      expect(errors).toHaveBeenCalledWith('support stream read failed, trying again', expect.any(Error));
      errors.mockRestore();
      abort();
    },
    15_000,
  );
});
