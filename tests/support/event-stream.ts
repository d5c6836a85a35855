import type { AuthProvider, AuthUser } from '@/lib/auth/types';
import { getDatabase } from '@/lib/db/database';
import { authUsers } from '@/lib/db/schema';
import { supportEventStream, type StreamScope } from '@/lib/realtime/support-stream';

export async function signUp(phone: string): Promise<AuthUser> {
  const { db } = await getDatabase();
  const [user] = await db.insert(authUsers).values({ phone, phoneConfirmedAt: new Date() }).returning({ id: authUsers.id });
  return { id: user!.id, phone, isAnonymous: false };
}

/** A session that holds while `signedIn.value` is true. */
export const sessionOf = (user: AuthUser, signedIn = { value: true }) =>
  ({ getUser: async () => (signedIn.value ? user : null) }) as AuthProvider;

export interface Event {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

/** Reads the stream's events as the browser's EventSource parses them. */
export function reader(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  const source = stream.getReader();
  let buffer = '';
  return {
    async next(): Promise<Event | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Event = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            const [, field, value] = /^(\w+): ?(.*)$/.exec(line) ?? [];
            if (field === 'event' || field === 'id' || field === 'data') event[field] = value;
          }
          if (event.event || event.comment) return event;
          continue;
        }
        const { done, value } = await source.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => source.cancel(),
  };
}

export function openEventStream(
  user: AuthUser,
  scope: StreamScope,
  lastEventId: string | null,
  session = sessionOf(user),
  heartbeatMs?: number,
) {
  const controller = new AbortController();
  const stream = supportEventStream({ user, auth: session, scope, lastEventId, signal: controller.signal, heartbeatMs });
  return { events: reader(stream), abort: () => controller.abort() };
}
