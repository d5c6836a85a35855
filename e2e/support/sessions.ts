import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, type Page, test } from '@playwright/test';

/** Signed-in customers e2e/support/seed-sessions.ts makes: enough for every test that asks, twice over for retries. */
export const SESSION_COUNT = 200;

export interface StoredSession {
  /** The customer's 10 digits. */
  phone: string;
  access: { name: string; value: string };
  refresh: { name: string; value: string };
}

export const sessionsDir = (dataDir: string) => path.join(dataDir, 'sessions');
export const sessionFile = (dataDir: string, i: number) => path.join(sessionsDir(dataDir), `${i}.json`);

/**
 * Signs `context` in as a customer no other test has had (each is claimed once, across workers,
 * by making its claim folder), with the cookies the server set at sign-in. The proxy renews the
 * access token when it has run out, as it would for anyone.
 */
export async function signedInCustomer(context: BrowserContext, baseURL: string): Promise<{ phone: string }> {
  const dataDir = process.env.E2E_DATA_DIR!;
  for (let i = 0; i < SESSION_COUNT; i++) {
    try {
      mkdirSync(path.join(sessionsDir(dataDir), `${i}.claimed`));
    } catch {
      continue;
    }
    const stored = JSON.parse(readFileSync(sessionFile(dataDir, i), 'utf8')) as StoredSession;
    await context.addCookies(
      [stored.access, stored.refresh].map((cookie) => ({ ...cookie, url: baseURL, httpOnly: true, sameSite: 'Lax' as const })),
    );
    return { phone: stored.phone };
  }
  throw new Error(`All ${SESSION_COUNT} seeded sessions are taken: raise SESSION_COUNT in e2e/support/sessions.ts.`);
}

/** The page's browser signed in as a fresh customer (a seeded session, no sign-in screen); their phone. */
export async function signInFresh(page: Page): Promise<string> {
  const { phone } = await signedInCustomer(page.context(), test.info().project.use.baseURL!);
  return phone;
}
