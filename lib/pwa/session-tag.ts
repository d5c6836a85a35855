import { createHash } from 'node:crypto';
import { SIGNED_OUT_TAG } from './constants';

/**
 * What the service worker is told about who a response was rendered for (SESSION_HEADER): enough
 * to notice a change of person on this phone, and nothing that names them.
 */
export function sessionTag(userId: string | null): string {
  return userId ? createHash('sha256').update(userId).digest('base64url').slice(0, 16) : SIGNED_OUT_TAG;
}
