import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { collectConsoleErrors } from './a11y';
import { randomPhone } from './otp';
import { expect } from './test';

export interface Person {
  page: Page;
  phone: string;
  errors: string[];
}

/**
 * The people of a serial group, each on a phone of their own: a browser context and a client
 * address of their own. `leaveAll()` (in afterAll) fails on anyone's console errors and closes them.
 */
export function peopleOfGroup() {
  const people: Person[] = [];
  return {
    async person(browser: Browser, viewport: { width: number; height: number } | null, phone = randomPhone()): Promise<Person> {
      const context = await browser.newContext({
        ...(viewport ? { viewport } : {}),
        extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
      });
      const page = await context.newPage();
      const someone = { page, phone, errors: collectConsoleErrors(page) };
      people.push(someone);
      return someone;
    },
    /** Someone who came in earlier in the group, by their phone. */
    withPhone(phone: string): Person {
      const someone = people.find((p) => p.phone === phone);
      if (!someone) throw new Error(`nobody with ${phone} came in yet`);
      return someone;
    },
    async leaveAll(): Promise<void> {
      for (const someone of people.splice(0)) {
        expect(someone.errors, `console errors of ${someone.phone}`).toEqual([]);
        await someone.page.context().close();
      }
    },
  };
}
