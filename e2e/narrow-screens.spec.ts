import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { expectControlsFit, expectNoHorizontalScroll, expectToastsClearOf } from './support/layout';
import { signInWithOtp } from './support/otp';

// The narrowest phones still in use, and the width a customer reported these defects at.
const WIDTHS = [320, 360];

/** The element's text sits on one line: its box is less than one and a half lines tall. */
async function expectOneLine(locator: Locator): Promise<void> {
  const { height, lineHeight } = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    // Chromium reports line-height in px; a bare number is a multiple of the font size.
    const line = style.lineHeight.endsWith('px')
      ? parseFloat(style.lineHeight)
      : parseFloat(style.lineHeight) * parseFloat(style.fontSize);
    return { height: element.getBoundingClientRect().height, lineHeight: line };
  });
  expect(height).toBeGreaterThan(0);
  expect(height).toBeLessThan(1.5 * lineHeight);
}

test.describe('narrow screens', () => {
  test('at 360 px a toast keeps clear of the primary button it answers', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/receipt');
    const download = page.getByRole('button', { name: 'Download Receipt' });
    // The button low on the screen, where a toast at the bottom would land.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const { y, height } = (await download.boundingBox())!;
    expect(y + height).toBeGreaterThan(740 - 160);
    await download.click();
    await expect(page.getByText('Receipt Downloaded')).toBeVisible();
    await expectToastsClearOf(page, [download]);
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the receipt's buttons fit, and dates and support contacts stay on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await page.goto('/receipt');
      await expect(page.getByText(/Sample receipt/)).toBeVisible();
      await expectControlsFit(page, width);
      // The purchase and start dates are today's, so they are found by their shape ('22 November 2026').
      const dates = page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(dates).toHaveCount(2);
      for (const date of await dates.all()) await expectOneLine(date);
      await expectOneLine(page.getByText('+91 98765 43210', { exact: true }));
      await expectOneLine(page.getByText('support@wellfit.in', { exact: true }));
      await expectNoHorizontalScroll(page);
    });
  }

  test('at 320 px the order confirmation keeps each value on one line and its buttons fit', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 780 });
    await page.goto('/payment?package=online-3m&type=online');
    await expect(page).toHaveURL(/\/auth\?next=/);
    await signInWithOtp(page);
    await page.getByRole('button', { name: 'Pay ₹5,899' }).click();
    await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();

    const values = page.getByRole('definition');
    await expect(values).toHaveCount(4);
    for (const value of await values.all()) await expectOneLine(value);
    await expectOneLine(page.getByRole('link', { name: '+91 98765 43210' }));
    await expectControlsFit(page, 320);
    await expectNoHorizontalScroll(page);
  });
});
