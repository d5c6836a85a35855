import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * `test` whose page.goto also waits for React to hydrate the page when JavaScript is on, so a
 * test never types or presses keys into server HTML whose handlers are not attached yet
 * (components/hydration-mark.tsx marks <html> then). Every test also fails on any
 * Content-Security-Policy violation on its page, and on any page it opens without a policy, so
 * the whole suite runs under it.
 */
export const test = base.extend({
  // Each test is a client of its own (the server trusts no proxy here, so it reads this header):
  // the per-client limits and the sign-in proof of work count one test's requests only.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    const violations: string[] = [];
    const unprotected: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'document' || response.status() >= 300) return;
      if (!response.headers()['content-security-policy']) unprotected.push(request.url());
    });
    await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI || event.sample} on ${location.pathname}`);
      });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) {
        // Not a page of the app (a JSON response, a file): nothing to hydrate.
        await page.waitForFunction(
          () => !document.querySelector('main') || document.documentElement.hasAttribute('data-hydrated'),
        );
      }
      return response;
    };
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(unprotected, 'pages without a Content-Security-Policy').toEqual([]);
  },
});

export { expect };
