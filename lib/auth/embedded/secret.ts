import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/data-dir';

const holder = globalThis as typeof globalThis & { __wellfitAuthSecret?: Uint8Array };

/**
 * The key that signs session tokens and keys the OTP HMACs: AUTH_SECRET, or for the embedded
 * database one generated on first start and kept beside the data (mode 0600). A deployment on
 * a shared database must set AUTH_SECRET, or every instance would make its own.
 */
export function authSecret(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  if (env.AUTH_SECRET) {
    if (env.AUTH_SECRET.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
    return new TextEncoder().encode(env.AUTH_SECRET);
  }
  if (holder.__wellfitAuthSecret) return holder.__wellfitAuthSecret;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new Error('Set AUTH_SECRET (32+ random characters) when DATABASE_URL is set.');
  }
  const file = path.join(dataDir(env), 'auth-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    secret = randomBytes(32).toString('base64url');
    // 'wx' fails if another process wrote it first; then read theirs.
    try {
      writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch {
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  holder.__wellfitAuthSecret = new TextEncoder().encode(secret);
  return holder.__wellfitAuthSecret;
}
