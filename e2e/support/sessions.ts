import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, type Page, test } from '@playwright/test';
import { SIGNED_IN_HINT } from '../../lib/auth/signed-in-hint';

/**
 * The servers with signed-in customers of their own (e2e/support/seed-sessions.ts makes them in
 * each one's database), and how many: enough for every test that asks, twice over for retries.
 * A project names its server in its metadata (playwright.config.ts); unnamed, it is the main one.
 */
export const SESSION_COUNTS = { main: 300, gateway: 20 } as const;
export type SessionServer = keyof typeof SESSION_COUNTS;

export interface StoredSession {
  /** The customer's 10 digits. */
  phone: string;
  access: { name: string; value: string };
  refresh: { name: string; value: string };
}

export const sessionsDir = (dataDir: string, server: SessionServer) => path.join(dataDir, `${server}-sessions`);
export const sessionFile = (dataDir: string, server: SessionServer, i: number) =>
  path.join(sessionsDir(dataDir, server), `${i}.json`);

/**
 * Signs `context` in as a customer no other test has had (each is claimed once, across workers,
 * by making its claim folder), with the cookies the server set at sign-in. The proxy renews the
 * access token when it has run out, as it would for anyone.
 */
export async function signedInCustomer(
  context: BrowserContext,
  baseURL: string,
  server: SessionServer = 'main',
): Promise<{ phone: string }> {
  const dataDir = process.env.E2E_DATA_DIR!;
  for (let i = 0; i < SESSION_COUNTS[server]; i++) {
    try {
      mkdirSync(path.join(sessionsDir(dataDir, server), `${i}.claimed`));
    } catch {
      continue;
    }
    const stored = JSON.parse(readFileSync(sessionFile(dataDir, server, i), 'utf8')) as StoredSession;
    await context.addCookies([
      ...[stored.access, stored.refresh].map((cookie) => ({ ...cookie, url: baseURL, httpOnly: true, sameSite: 'Lax' as const })),
      // The hint the static pages read to show 'Dashboard' (lib/auth/signed-in-hint.ts), set at sign-in too.
      { name: SIGNED_IN_HINT, value: '1', url: baseURL, sameSite: 'Lax' as const },
    ]);
    return { phone: stored.phone };
  }
  throw new Error(`All ${server} server's seeded sessions are taken: raise SESSION_COUNTS in e2e/support/sessions.ts.`);
}

/** The page's browser signed in as a fresh customer (a seeded session, no sign-in screen); their phone. */
export async function signInFresh(page: Page): Promise<string> {
  const { project } = test.info();
  const server = (project.metadata as { sessions?: SessionServer }).sessions;
  const { phone } = await signedInCustomer(page.context(), project.use.baseURL!, server);
  return phone;
}
