import 'server-only';
import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { isIP } from 'node:net';
import WebSocket from 'ws';
import type { CookieJar } from '@/lib/auth/types';
import { type Env, settings } from '@/lib/settings';

/** The Supabase project, read at run time on the server (the settings allow both or neither). */
export function supabaseConfig(env?: Env): { url: string; anonKey: string } | null {
  const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey } = settings(env);
  return url && anonKey ? { url, anonKey } : null;
}

/**
 * A new client per request (never shared: it carries that request's session). Node 20 has no
 * global WebSocket and supabase-js 2.1xx throws at construction without one, so pass `ws`.
 *
 * Only the server reads the session (no browser client), so its cookies are httpOnly, and Secure
 * over https. Every auth call leaves from this server, so `Sb-Forwarded-For` names the browser's
 * address: with IP address forwarding on (Authentication > Rate Limits), Supabase Auth limits
 * each customer rather than the app server; off, the header is ignored.
 */
export function createSupabaseServerClient(jar: CookieJar, clientAddress: string): SupabaseClient {
  const config = supabaseConfig();
  if (!config) throw new Error('NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are not set.');
  return createServerClient(config.url, config.anonKey, {
    cookieOptions: { httpOnly: true, secure: jar.secure, sameSite: 'lax', path: '/' },
    global: { headers: isIP(clientAddress) ? { 'Sb-Forwarded-For': clientAddress } : {} },
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies) => jar.setAll(cookies),
    },
    ...(globalThis.WebSocket ? {} : { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } }),
  });
}
