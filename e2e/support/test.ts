import { test as base, expect } from '@playwright/test';

/**
 * `test` whose page.goto also waits for React to hydrate the page when JavaScript is on, so a
 * test never types or presses keys into server HTML whose handlers are not attached yet.
 * A hydrated element carries React's `__reactFiber…` key.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
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
  },
});

export { expect };
