/** The signed-in person as the app sees them, whichever provider signed them in. */
export interface AuthUser {
  id: string;
  /** +91 and 10 digits; null for a demo (anonymous) account. */
  phone: string | null;
  isAnonymous: boolean;
}

/** A refusal's message is fit for the customer; without one the caller says its general failure. */
export type AuthResult<T = void> = { ok: true; value: T } | { ok: false; message?: string };

export interface CookieToSet {
  name: string;
  value: string;
  options: {
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none' | boolean;
    path?: string;
    maxAge?: number;
    expires?: Date;
    domain?: string;
  };
}

/**
 * Where a provider reads and writes its session cookies: Next's cookie store in actions and
 * pages, the request/response pair in the proxy, a plain map in tests. The shape is the one
 * @supabase/ssr asks for, so both providers take the same jar.
 */
export interface CookieJar {
  /** The request came over https: cookies are Secure (and, where a provider can, `__Host-`). */
  secure: boolean;
  getAll(): { name: string; value: string }[];
  setAll(cookies: CookieToSet[]): void;
}

export interface AuthProvider {
  /** Sends a one-time code by SMS to +91 and 10 digits; sign-up and login alike create the user. */
  sendOtp(phone: string): Promise<AuthResult>;
  /** Checks the code and, when right, starts a session in the jar. */
  verifyOtp(phone: string, token: string): Promise<AuthResult<AuthUser>>;
  /** Starts a session for a new anonymous (demo) account. */
  signInAnonymously(clientKey: string): Promise<AuthResult<AuthUser>>;
  /**
   * 'Add my phone' for the signed-in demo account: sends a code to link this number to it
   * (Supabase: updateUser({ phone })). Refused when the number already has an account.
   */
  sendPhoneLinkOtp(phone: string): Promise<AuthResult>;
  /** Checks that code and links the number: the same account (orders, logs), now signed in by phone. */
  verifyPhoneLink(phone: string, token: string): Promise<AuthResult<AuthUser>>;
  /**
   * The user of the session in the jar while that session is live on the server (not signed
   * out, the person not deleted; see live-sessions.ts), without changing any cookie (safe in a page).
   */
  getUser(): Promise<AuthUser | null>;
  /** Like getUser, but renews a session that is expired or about to be (the proxy's job). */
  refreshSession(): Promise<AuthUser | null>;
  /** Ends the session on the server and clears its cookies. */
  signOut(): Promise<void>;
}
