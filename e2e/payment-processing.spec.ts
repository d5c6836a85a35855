import { collectConsoleErrors, expectAccessible, expectPageAccessible } from './support/a11y';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';

// On the server whose gateway takes the spec's 3 s (e2e/support/gateway-server.ts): long enough
// to see 'Processing Payment...' and to reload in the middle of a capture.
test('pay, then reload at once: one order, shown processing and then confirmed; Buy again makes a second', async ({ page }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInFresh(page);
  const payment = '/payment?package=online-12m&type=online';
  await page.goto(payment);
  await page.getByRole('button', { name: 'Pay ₹18,879' }).click();
  await expect(page.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
  // The reload comes once the server holds the order, as the gateway captures it: from then on
  // the payment page sends anyone on to it (a click's request may still be on its way before).
  await expect.poll(async () => (await page.request.get(payment, { maxRedirects: 0 })).status()).toBe(307);
  await page.reload();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Processing Payment...' })).toBeVisible();
  // prefers-reduced-motion (emulated above): the spinner stands still.
  await expect(page.locator('.animate-spin')).toHaveCSS('animation-name', 'none');
  await expectPageAccessible(page, errors, null);
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 15_000 });
  const confirmed = page.url();

  // Back on the payment page of that plan: what was bought, never a fresh Pay button.
  await page.goto(payment);
  await expect(page.getByText(/You bought this plan on \d{1,2} \w+ \d{4} at/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    new URL(confirmed).pathname + new URL(confirmed).search,
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Buy again' }).click();
  await page.getByRole('button', { name: 'Pay ₹18,879' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  expect(page.url()).not.toBe(confirmed);

  await page.goto('/account');
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(2);
});
