import 'server-only';
import { type Env, settings } from '@/lib/settings';
import { supabaseConfig } from '@/lib/supabase/server';
import { createEmbeddedAuth } from './embedded';
import type { AuthProvider, CookieJar } from './types';

export type AuthMode = 'supabase' | 'embedded';

/** Supabase Auth when its URL and anon key are set; the embedded provider otherwise. */
export function authMode(env?: Env): AuthMode {
  return supabaseConfig(env) ? 'supabase' : 'embedded';
}

/**
 * The provider for one request's cookies. `clientAddress` is the browser's (client-address.ts):
 * Supabase Auth limits per address, and every call reaches it from this server.
 */
export async function createAuthProvider(jar: CookieJar, clientAddress: string): Promise<AuthProvider> {
  if (authMode() === 'embedded') return createEmbeddedAuth(jar);
  // Loaded only when configured: supabase-js is large and unused by the embedded mode.
  const { createSupabaseAuth } = await import('./supabase');
  return createSupabaseAuth(jar, clientAddress);
}

/** The demo login: on by default with the embedded provider, opt-in (DEMO_LOGIN=on) on Supabase. */
export function demoLoginEnabled(env?: Env): boolean {
  const setting = settings(env).DEMO_LOGIN;
  return setting ? setting === 'on' : authMode(env) === 'embedded';
}
