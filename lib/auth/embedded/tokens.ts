import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, Tx } from '@/lib/db/connection';
import { authUsers, refreshTokens } from '@/lib/db/schema';
import type { AuthUser } from '../types';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;
/** A spent refresh token still works this long, for parallel requests that raced to refresh. */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

const AUDIENCE = 'authenticated';

/** An access token with Supabase's claim shape, so RLS reads it the same way in both modes. */
export async function signAccessToken(secret: Uint8Array, user: AuthUser, sessionId: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: 'authenticated', phone: user.phone ?? '', is_anonymous: user.isAnonymous, session_id: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_S)
    .sign(secret);
}

export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<{ user: AuthUser; sessionId: string | undefined; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    if (!payload.sub || !payload.exp) return null;
    return {
      user: { id: payload.sub, phone: (payload.phone as string) || null, isAnonymous: payload.is_anonymous === true },
      sessionId: typeof payload.session_id === 'string' ? payload.session_id : undefined,
      expiresAt: payload.exp,
    };
  } catch {
    return null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface IssuedSession {
  user: AuthUser;
  sessionId: string;
  refreshToken: string;
}

export async function issueRefreshToken(tx: Db | Tx, userId: string, sessionId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    userId,
    sessionId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

export function startSession(db: Db, user: AuthUser, now: Date): Promise<IssuedSession> {
  const sessionId = randomUUID();
  return issueRefreshToken(db, user.id, sessionId, now).then((refreshToken) => ({ user, sessionId, refreshToken }));
}

/**
 * Trades a refresh token for a new one in the same session. A token spent earlier than the
 * reuse interval is taken as stolen: the whole session is revoked (Supabase's reuse detection).
 */
export async function rotateRefreshToken(db: Db, token: string, now: Date): Promise<IssuedSession | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row || row.expiresAt <= now) return null;
    if (row.revokedAt) {
      // Grace only for a token spent by rotation moments ago: its session still has a live
      // token. Sign-out and reuse detection leave none, and then nothing is renewed.
      const [live] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.sessionId, row.sessionId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      if (!live) return null;
      if (now.getTime() - row.revokedAt.getTime() > REFRESH_REUSE_INTERVAL_MS) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.sessionId, row.sessionId), isNull(refreshTokens.revokedAt)));
        return null;
      }
    } else {
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    const [user] = await tx
      .select({ id: authUsers.id, phone: authUsers.phone, isAnonymous: authUsers.isAnonymous })
      .from(authUsers)
      .where(eq(authUsers.id, row.userId));
    if (!user) return null;
    const refreshToken = await issueRefreshToken(tx, user.id, row.sessionId, now);
    return { user, sessionId: row.sessionId, refreshToken };
  });
}

/** Whether the session still has a refresh token that is neither revoked nor expired. */
export async function sessionHasLiveToken(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .limit(1);
  return live !== undefined;
}

/** Revokes every token of the session the given refresh token belongs to. */
export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, row.sessionId), isNull(refreshTokens.revokedAt)));
}
