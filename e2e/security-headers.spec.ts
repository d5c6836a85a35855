import { demoLoginTo } from './support/demo-login';
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
    for (const path of ['/', '/packages']) {
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
    // Hydrated under the policy: the tabs answer a click.
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

    await demoLoginTo(page, '/dashboard');
    const dashboard = await page.reload();
    expect(expectStrictPolicy(dashboard!.headers()['content-security-policy'])).toContain("'strict-dynamic'");
  });
});
