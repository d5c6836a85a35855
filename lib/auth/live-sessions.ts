import { clockNow } from '@/lib/clock';

/**
 * Whether a session is still live on the server (not signed out, its person not deleted). An
 * access token alone stays valid until it expires; pages, actions and streams ask this too, so a
 * signed-out or deleted person's cookies stop working within LIVE_FOR_MS rather than at expiry.
 * A positive answer is kept that long per session, so a busy page costs one lookup per session
 * every few seconds; this process forgets a session at once when it signs out.
 */
export const LIVE_FOR_MS = 5_000;
const MAX_REMEMBERED = 10_000;

const holder = globalThis as typeof globalThis & { __wellfitLiveSessions?: Map<string, number> };
const remembered = () => (holder.__wellfitLiveSessions ??= new Map());

export async function isLiveSession(
  sessionId: string | undefined,
  lookUp: () => Promise<boolean>,
  now = clockNow().getTime(),
): Promise<boolean> {
  if (!sessionId) return false;
  const sessions = remembered();
  const checkedAt = sessions.get(sessionId);
  if (checkedAt !== undefined && now - checkedAt < LIVE_FOR_MS) return true;
  if (!(await lookUp())) {
    sessions.delete(sessionId);
    return false;
  }
  if (sessions.size >= MAX_REMEMBERED) sessions.clear();
  sessions.set(sessionId, now);
  return true;
}

export function forgetSession(sessionId: string | undefined): void {
  if (sessionId) remembered().delete(sessionId);
}
