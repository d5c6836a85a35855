import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';

test('the home page renders with no console errors and passes axe', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page with status 404 and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('no page scrolls sideways', async ({ page }) => {
  for (const path of ['/', '/missing']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
