import { test as base, expect } from '@playwright/test';

/**
 * `test` whose page.goto also waits for React to hydrate the page when JavaScript is on, so a
 * test never types or presses keys into server HTML whose handlers are not attached yet.
 * A hydrated element carries React's `__reactFiber…` key. Every test also fails on any
 * Content-Security-Policy violation on its page, so the whole suite runs under the policy.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const violations: string[] = [];
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
        await page.waitForFunction(() => {
          const main = document.querySelector('main');
          return !main || Object.keys(main).some((key) => key.startsWith('__reactFiber'));
        });
      }
      return response;
    };
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
