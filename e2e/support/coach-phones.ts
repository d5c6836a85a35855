/**
 * The coaches of the test server (COACH_PHONES). A pool, because one number may ask for a code
 * once a minute and tests sign coaches in from both projects and on retries.
 */
export const COACH_PHONES = Array.from({ length: 30 }, (_, i) => `90000001${String(i).padStart(2, '0')}`);
