/**
 * A cookie that scripts may read, saying someone signed in on this browser: static pages show
 * a way to the dashboard from it without reading the session on the server (which would make
 * them dynamic). It is a hint, never a credential: the dashboard checks the real session.
 */
export const SIGNED_IN_HINT = 'wf-signed-in';
export const SIGNED_IN_HINT_MAX_AGE_S = 30 * 24 * 3600;
