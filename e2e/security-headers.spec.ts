import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillWholeProfile } from './support/profile';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

function expectStrictPolicy(policy: string | undefined) {
  const csp = directives(policy);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  return scripts;
}

test.describe('security headers', () => {
  test('the prerendered landing and packages pages trust their own inline scripts by hash, and stay prerendered', async ({
    page,
  }) => {
    for (const path of ['/', '/packages', '/hi', '/hi/packages']) {
      const response = await page.goto(path);
      const headers = response!.headers();
      const scripts = expectStrictPolicy(headers['content-security-policy']);
      expect(
        scripts.some((source) => source.startsWith("'sha256-")),
        path,
      ).toBe(true);
      expect(
        scripts.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(false);
      // Served from the build's prerendered HTML, not rendered for this request.
      expect(headers['x-nextjs-cache'], path).toBe('HIT');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
    // Hydrated under the policy: the tabs answer a click (in English again: '/en/…' chooses it).
    await page.goto('/en/packages');
    await expect(page).toHaveURL('/packages');
    await page.getByRole('tab', { name: /offline/i }).click();
    await expect(page.getByRole('tab', { name: /offline/i })).toHaveAttribute('aria-selected', 'true');
  });

  test('rendered pages carry a fresh nonce on every response, signed out and signed in', async ({ page }) => {
    const nonces = new Set<string>();
    for (const path of ['/auth', '/auth', '/bmi-calculator', '/terms']) {
      const response = await page.goto(path);
      const scripts = expectStrictPolicy(response!.headers()['content-security-policy']);
      expect(scripts).toContain("'strict-dynamic'");
      const nonce = scripts.find((source) => source.startsWith("'nonce-"));
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      // Next put the nonce on every script it wrote; what those load is trusted through them.
      const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce!.slice(7, -1)}"`);
    }
    expect(nonces.size).toBe(4);

    await signInFresh(page);
    await page.goto('/dashboard');
    const dashboard = await page.reload();
    expect(expectStrictPolicy(dashboard!.headers()['content-security-policy'])).toContain("'strict-dynamic'");
  });
});

test.describe("Next's own server", () => {
  test('the build marks the landing and the packages prerendered, in English and in Hindi', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(process.env.NEXT_DIST_DIR ?? '.next-e2e', 'prerender-manifest.json'), 'utf8'),
    ) as { routes: Record<string, unknown> };
    // The build's paths are app/[locale]/'s: the proxy serves '/en/packages' at /packages.
    expect(Object.keys(manifest.routes)).toEqual(expect.arrayContaining(['/en', '/en/packages', '/hi', '/hi/packages']));
  });

  test('a wrong setting stops next start before it serves, naming the variable', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-settings-'));
    try {
      const start = spawnSync('node_modules/.bin/next', ['start', '-p', '0', '-H', '127.0.0.1'], {
        env: { ...process.env, DATA_DIR: dataDir, BUSINESS_GSTIN: '29ABCDE1234F1Z5' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(start.status).toBe(1);
      expect(start.stderr).toContain('BUSINESS_GSTIN: the check character is wrong');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a receipt link answers HEAD, then GET with the whole page, and forgets the name once the account is deleted', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInFresh(page);
    await page.goto('/customer-form');
    await fillWholeProfile(page);
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/payment?package=online-3m&type=online');
    await page.getByRole('button', { name: 'Pay ₹5,899' }).click();
    await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
    const receipt = `/receipt?order_id=${new URL(page.url()).searchParams.get('order_id')}`;

    // A link preview's HEAD, then a visitor's GET: the whole page, named.
    const stranger = await browser.newContext();
    const head = await stranger.request.head(receipt);
    expect(head.status()).toBe(200);
    expect(await head.body()).toHaveLength(0);
    const named = await stranger.request.get(receipt);
    expect(named.status()).toBe(200);
    const html = await named.text();
    expect(html).toContain('</html>');
    expect(html).toContain('Meera Iyer');

    await page.goto('/account');
    await page.getByText('Delete my account', { exact: true }).click();
    await page.getByLabel('I understand that this cannot be undone.').check();
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL('/');

    // At once, on the very link that was just read: the tax record stays, the name is gone.
    const forgotten = await stranger.request.get(receipt);
    expect(forgotten.status()).toBe(200);
    const after = await forgotten.text();
    expect(after).toContain('₹5,899.00');
    expect(after).not.toContain('Meera Iyer');
    await stranger.close();
  });
});

test.describe('old cookies after the account is gone', () => {
  test("a deleted person's cookies, replayed at once, open no private page, no data export and no chat stream", async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInFresh(page);
    await page.goto('/dashboard');
    const stream = page.waitForRequest((request) => request.url().includes('/api/support/stream?'));
    await page.goto('/support');
    const streamUrl = new URL((await stream).url());
    const cookies = await page.context().cookies();

    // Before: the same cookies in another browser are the person.
    const replay = await browser.newContext();
    await replay.addCookies(cookies);
    expect((await replay.request.get('/dashboard', { maxRedirects: 0 })).status()).toBe(200);
    expect((await replay.request.get('/api/my-data')).status()).toBe(200);

    await page.goto('/account');
    await page.getByText('Delete my account', { exact: true }).click();
    await page.getByLabel('I understand that this cannot be undone.').check();
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL('/');

    // After: the access token has not expired, but its session is gone. (The pages stream, so
    // the trip to sign in comes inside a 200: the browser follows it.)
    const replayPage = await replay.newPage();
    for (const path of [
      '/dashboard',
      '/account',
      '/support',
      '/customer-form',
      '/payment?package=online-3m',
      '/payment-success',
    ]) {
      await replayPage.goto(path);
      await expect(replayPage, path).toHaveURL(/\/auth\?next=/);
    }
    expect((await replay.request.get('/api/my-data')).status()).toBe(401);
    expect((await replay.request.get(`${streamUrl.pathname}${streamUrl.search}`)).status()).toBe(401);
    await replay.close();
  });
});
