import type { NextRequest } from 'next/server';
import { clientAddressFrom, clientKeyOf, trustedProxyHops } from '@/lib/auth/client-address';
import { requestAuth } from '@/lib/auth/session';
import { isStaff } from '@/lib/db/staff';
import { findSupportChat } from '@/lib/db/support';
import { chatStreamSlots, type StreamScope, supportEventStream } from '@/lib/realtime/support-stream';

const isUuid = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value);

const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: no proxy or compression may buffer the events.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** GET ?chat=<id>[&after=<message id>] for one chat, or ?inbox=1 for a coach's inbox. */
export async function GET(request: NextRequest) {
  const auth = await requestAuth();
  const user = await auth.getUser();
  if (!user) return new Response('Sign in first.', { status: 401 });
  const params = request.nextUrl.searchParams;
  let scope: StreamScope;
  if (params.get('inbox') === '1') {
    if (!(await isStaff(user))) return new Response('Coaches only.', { status: 403 });
    scope = { inbox: true };
  } else {
    const chatId = params.get('chat') ?? '';
    const chat = isUuid(chatId) ? await findSupportChat(user, chatId) : undefined;
    if (!chat) return new Response('No such chat.', { status: 404 });
    scope = { chatId: chat.id, status: chat.status };
  }
  const address = clientKeyOf(clientAddressFrom(request.headers.get('x-forwarded-for'), trustedProxyHops()));
  const release = chatStreamSlots.take(user.id, address);
  if (!release) {
    return new Response('Too many open chat streams. Close other tabs of this chat and try again.', {
      status: 429,
      headers: { 'Retry-After': '30' },
    });
  }
  const lastEventId = [request.headers.get('last-event-id'), params.get('after')].find(isUuid) ?? null;
  const stream = supportEventStream({ user, auth, scope, lastEventId, signal: request.signal, onEnd: release });
  return new Response(stream, { headers: EVENT_STREAM_HEADERS });
}
