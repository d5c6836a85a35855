import 'server-only';
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { authSecret } from '@/lib/auth/embedded/secret';

/**
 * 'Undo' after a delete: the server deletes at once (nothing waits on the phone to be lost) and
 * hands back what it deleted, signed for this customer and a short while, so putting it back
 * cannot bring in anything the server did not write.
 */

/** Long enough for the toast's few seconds and a slow connection, short enough to mean 'just now'. */
export const UNDO_WINDOW_S = 120;

const AUDIENCE = 'wellfit-undo';

/** The undo tokens' own key, derived from the server's secret so neither can stand for the other. */
const undoKey = () => createHmac('sha256', authSecret()).update('wellfit undo tokens').digest();

export function signUndo(userId: string, kind: string, snapshot: Record<string, unknown>): Promise<string> {
  return new SignJWT({ kind, snapshot })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${UNDO_WINDOW_S}s`)
    .sign(undoKey());
}

/** What was deleted, if the token is ours, this customer's, of this kind and still fresh; else null. */
export async function readUndo(userId: string, kind: string, token: string): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, undoKey(), { audience: AUDIENCE, subject: userId, algorithms: ['HS256'] });
    return payload.kind === kind && typeof payload.snapshot === 'object' && payload.snapshot !== null
      ? (payload.snapshot as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
