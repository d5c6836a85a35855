import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/auth/embedded/secret';

/** The check-in tokens' own key, derived from the server's secret so neither can stand for the other. */
export function checkInKey(): Uint8Array {
  return createHmac('sha256', authSecret()).update('wellfit check-in tokens').digest();
}
