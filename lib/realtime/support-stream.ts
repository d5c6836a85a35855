import 'server-only';
import type { AuthProvider, AuthUser } from '@/lib/auth/types';
import { readChatSince } from '@/lib/db/support';
import type { ChatStatus } from '@/lib/domain/support';
import { settings } from '@/lib/settings';
import { StreamSlots } from './stream-slots';
import { ANY_CHAT, onSupportActivity } from './support-activity';

/** The chat streams open on this instance, within CHAT_STREAMS_PER_USER and CHAT_STREAMS_PER_ADDRESS. */
export const chatStreamSlots = new StreamSlots(() => ({
  perUser: settings().CHAT_STREAMS_PER_USER,
  perAddress: settings().CHAT_STREAMS_PER_ADDRESS,
}));

/** The spec's realtime heartbeat: a comment that keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** The browser waits this long before it reconnects (the spec's first reconnect delay). */
const RETRY_MS = 1000;
/**
 * A read that has not answered in this long is given up, and one that failed is tried again
 * after RETRY_MS: while the database restarts a query can fail, or hang on a dead connection,
 * and without a retry a tab would miss what came until the chat's next message.
 */
const READ_DEADLINE_MS = 5000;

function readWithDeadline(userId: string, chatId: string, afterId: string | undefined): ReturnType<typeof readChatSince> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READ_DEADLINE_MS} ms`)), READ_DEADLINE_MS);
  });
  return Promise.race([readChatSince({ id: userId }, chatId, afterId), deadline]).finally(() => clearTimeout(timer));
}

// Every tab of one person on one chat is usually caught up to the same message: one read of the
// database then serves them all, instead of one read per tab for each notification. A read is
// shared only by the tabs answering the same notification: it started after that notification
// came, so it sees the message that caused it. (A read begun before a message's commit would
// not, and a tab that joined it would lose that message until the next one.)
const inFlight = new Map<string, ReturnType<typeof readChatSince>>();

function sharedRead(
  userId: string,
  chatId: string,
  afterId: string | undefined,
  notice: number,
): ReturnType<typeof readChatSince> {
  const key = `${userId}:${chatId}:${afterId ?? ''}:${notice}`;
  let read = inFlight.get(key);
  if (!read) {
    read = readWithDeadline(userId, chatId, afterId).finally(() => inFlight.delete(key));
    inFlight.set(key, read);
  }
  return read;
}

export type StreamScope = { chatId: string; status: ChatStatus } | { inbox: true };

interface StreamOptions {
  user: AuthUser;
  auth: AuthProvider;
  scope: StreamScope;
  /** The last message the browser has (Last-Event-ID on a reconnect, ?after on the first connect). */
  lastEventId: string | null;
  signal: AbortSignal;
  /** How often to send a heartbeat and check that the session still holds. */
  heartbeatMs?: number;
  /** When the server ends the stream; the browser reconnects after RETRY_MS and catches up. */
  lifetimeMs?: number;
  /** Called once when the stream ends, however it ends. */
  onEnd?: () => void;
}

/**
 * Server-Sent Events for one chat (its new messages and status) or for a coach's inbox (which
 * chat moved). A notification only says which chat moved: the rows are read again under RLS
 * as this user, so nothing reaches someone who may not see it. Reads run one at a time, so a
 * message is sent once and in order. The stream ends when the session does, and after
 * `lifetimeMs` at the latest.
 */
export function supportEventStream({
  user,
  auth,
  scope,
  lastEventId,
  signal,
  heartbeatMs = HEARTBEAT_MS,
  lifetimeMs = settings().CHAT_STREAM_MAX_SECONDS * 1000,
  onEnd = () => {},
}: StreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lastId = lastEventId ?? undefined;
  let closed = false;
  let cleanup = () => {};

  return new ReadableStream({
    async start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        controller.close();
      };

      let reads = Promise.resolve();
      let retry: NodeJS.Timeout | undefined;
      let status = 'chatId' in scope ? scope.status : undefined;
      /** Reads what came after lastId; `notice` is the notification that asked, null otherwise. */
      const catchUp = (notice: number | null) => {
        if (!('chatId' in scope)) return;
        reads = reads
          .then(async () => {
            if (closed) return;
            const read =
              notice === null
                ? await readWithDeadline(user.id, scope.chatId, lastId)
                : await sharedRead(user.id, scope.chatId, lastId, notice);
            for (const message of read.messages) {
              send(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
              lastId = message.id;
            }
            if (read.status && read.status !== status) {
              status = read.status;
              send(`event: status\ndata: ${JSON.stringify(status)}\n\n`);
            }
          })
          .catch((error: unknown) => {
            console.error('support stream read failed, trying again', error);
            retry ??= setTimeout(() => {
              retry = undefined;
              catchUp(null);
            }, RETRY_MS);
          });
      };

      send(`retry: ${RETRY_MS}\n\n`);
      // Until the listener is in place, ending the stream only has its slot to give back.
      cleanup = onEnd;
      let unsubscribe: () => void;
      try {
        unsubscribe = await onSupportActivity((chatId, notice) => {
          if ('inbox' in scope) send(`event: activity\ndata: ${JSON.stringify(chatId)}\n\n`);
          else if (chatId === scope.chatId || chatId === ANY_CHAT) catchUp(notice);
        });
      } catch (error) {
        onEnd();
        throw error;
      }
      if (closed) return unsubscribe();
      const heartbeat = setInterval(() => {
        send(': heartbeat\n\n');
        void auth.getUser().then((current) => current?.id === user.id || close(), close);
      }, heartbeatMs);
      const lifetime = setTimeout(close, lifetimeMs);
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(retry);
        clearTimeout(lifetime);
        signal.removeEventListener('abort', close);
        onEnd();
      };
      if (signal.aborted) return close();
      signal.addEventListener('abort', close);
      // Listening first, then reading what came since the page was drawn: nothing falls between.
      catchUp(null);
    },
    cancel() {
      closed = true;
      cleanup();
    },
  });
}
