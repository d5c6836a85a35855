import 'server-only';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { dataDir } from '@/lib/data-dir';
import { type Env, settings } from '@/lib/settings';
import type { VapidKeys } from './web-push';

const holder = globalThis as typeof globalThis & { __wellfitVapid?: VapidKeys };

/**
 * The key pair that signs web push: the VAPID_ settings, or outside production (and off a shared
 * production database, where each instance would make its own) one generated on first use and
 * kept beside the data. Null when production has none: reminders by web push are off.
 */
export function vapidKeys(env?: Env): VapidKeys | null {
  const current = settings(env);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = current;
  if (publicKey && privateKey && subject) return { publicKey, privateKey, subject };
  if (current.production || (current.NODE_ENV === 'production' && current.DATABASE_URL)) return null;
  if (holder.__wellfitVapid) return holder.__wellfitVapid;
  const file = path.join(dataDir(env), 'vapid.json');
  let keys: Omit<VapidKeys, 'subject'>;
  try {
    keys = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    keys = webpush.generateVAPIDKeys();
    // 'wx' fails if another process wrote it first; then read theirs.
    try {
      writeFileSync(file, JSON.stringify(keys), { flag: 'wx', mode: 0o600 });
    } catch {
      keys = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  holder.__wellfitVapid = { ...keys, subject: `mailto:${current.GRIEVANCE_OFFICER_EMAIL}` };
  return holder.__wellfitVapid;
}
