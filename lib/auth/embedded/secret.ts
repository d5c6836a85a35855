import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/data-dir';
import { type Env, settings } from '@/lib/settings';

const holder = globalThis as typeof globalThis & { __wellfitAuthSecret?: Uint8Array };

/**
 * The key that signs session tokens and keys the OTP HMACs: AUTH_SECRET, or for the embedded
 * database one generated on first start and kept beside the data (mode 0600). The settings
 * require AUTH_SECRET in production and on a shared database, where every instance would
 * otherwise make its own.
 */
export function authSecret(env?: Env): Uint8Array {
  const { AUTH_SECRET } = settings(env);
  if (AUTH_SECRET) return new TextEncoder().encode(AUTH_SECRET);
  if (holder.__wellfitAuthSecret) return holder.__wellfitAuthSecret;
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
