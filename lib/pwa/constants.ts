/** The service worker's address (app/serwist/[path]/route.ts builds it) and scope. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

/** Pages kept for offline use: private, so emptied when the signed-in person changes. */
export const PAGES_CACHE = 'wellfit-pages';

/**
 * Who a response was rendered for, as the proxy saw the session: a tag of the user's id, or
 * `none` when signed out. Absent where the proxy does not look (the landing page).
 */
export const SESSION_HEADER = 'x-wellfit-session';
export const SIGNED_OUT_TAG = 'none';

/** The page served for an address the phone has not kept, while offline. */
export const OFFLINE_PATH = '/offline';
