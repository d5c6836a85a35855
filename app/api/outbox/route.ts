import { getSessionUser } from '@/lib/auth/session';
import { applyClientWrites } from '@/lib/db/client-writes';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { clientWriteResultOf, OFFLINE_MESSAGES, outboxBatchSchema } from '@/lib/domain/offline-writes';
import { sessionTag } from '@/lib/pwa/session-tag';

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * What a phone logged offline (lib/offline/outbox.ts, from the page or the service worker's
 * Background Sync): applied once per entry id, for the person signed in, and only if that is the
 * person who logged them on this phone.
 */
export async function POST(request: Request) {
  // JSON from this site's own pages only: a cross-site form cannot send it, and a cross-site script is refused here.
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return answer(403, { message: 'Forbidden' });
  if (!request.headers.get('content-type')?.startsWith('application/json')) return answer(415, { message: 'Send JSON.' });

  const user = await getSessionUser();
  if (!user) return answer(401, { message: OFFLINE_MESSAGES.signedOut });
  const batch = outboxBatchSchema.safeParse(await request.json().catch(() => null));
  if (!batch.success) return answer(400, { message: batch.error.issues[0]?.message ?? 'Invalid input' });
  if (batch.data.owner !== sessionTag(user.id)) return answer(409, { message: OFFLINE_MESSAGES.otherPerson });
  if (!(await withinLimits([rateLimits().outboxSendsPerCustomer, user.id]))) {
    return answer(429, { message: OFFLINE_MESSAGES.failed });
  }
  // Each entry's reason in words: what the phone shows, and keeps (ClientWriteResult).
  const applied = await applyClientWrites(user, batch.data.entries);
  return answer(200, { results: applied.map(clientWriteResultOf) });
}
