import type { Page } from '@playwright/test';
import { collectConsoleErrors } from './support/a11y';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { expectNoHorizontalScroll } from './support/layout';
import { payAsNewCustomer } from './support/paying';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';

// The customer's five places (Today, Plan, Food, Progress, Coach) and Account: a bottom bar on
// phones, the header's links on wider screens, plain links with the current place marked.

const PLACES = [
  ['Today', '/dashboard'],
  ['Plan', '/plan'],
  ['Food', '/food'],
  ['Progress', '/progress'],
  ['Coach', '/support'],
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A customer who paid for the online 3-month plan, back on Today. */
async function payingCustomer(page: Page): Promise<void> {
  await payAsNewCustomer(page, 'online-3m');
  await page.goto('/dashboard');
}

test('each place and Account is one tap from every place, the current one marked; Back returns', async ({ page, isMobile }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await payingCustomer(page);
  // On a phone the places are a bar at the bottom of the screen; wider, they sit in the header.
  const box = (await nav(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  if (isMobile) expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
  else expect(box.y).toBeLessThan(100);

  // From Today to each place, and Back.
  for (const [label, path] of PLACES.slice(1)) {
    await nav(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await page.goBack();
    await expect(page).toHaveURL('/dashboard');
  }
  // Round the places: on each, every place and Account one tap away, and only its own marked.
  for (const [label, path] of [...PLACES.slice(1), PLACES[0]]) {
    await nav(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(nav(page).getByRole('link')).toHaveCount(PLACES.length);
    await expect(nav(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(0);
  for (const heading of ['Reminders', 'Your orders', 'My data']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expectNoHorizontalScroll(page);
  // The bottom bar never hides the end of a page.
  await page.getByRole('link', { name: 'Download my data' }).scrollIntoViewIfNeeded();
  const last = (await page.getByText('Delete my account', { exact: true }).boundingBox())!;
  const bar = (await nav(page).boundingBox())!;
  if (isMobile) expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
  expect(errors).toEqual([]);
});

test('the places with the keyboard alone; the first key press offers to skip past them', async ({ page }) => {
  await payingCustomer(page);
  await page.goto('/progress');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is the page's own first control, past the header and the places.
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');
  await page.goto('/dashboard');
  const food = nav(page).getByRole('link', { name: 'Food' });
  await tabTo(page, food);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/food');
  await expect(nav(page).getByRole('link', { name: 'Food' })).toHaveAttribute('aria-current', 'page');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the places are plain links', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/dashboard');
    for (const [label, path] of PLACES) {
      await nav(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(nav(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/account');
  });
});
