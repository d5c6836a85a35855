import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectControlsFit, expectNoHorizontalScroll } from './support/layout';
import { signInWithOtp } from './support/otp';
import { signInFresh } from './support/sessions';
import { receiptInvoicePdf } from './support/invoice';

/** A fresh customer, signed in, on the payment page of a package. */
async function payFor(page: Page, packageId: string, type: string): Promise<void> {
  await signInFresh(page);
  await page.goto(`/payment?package=${packageId}&type=${type}`);
}

test.describe('checkout', () => {
  test('an offline plan: pay, confirmation, receipt and its download', async ({ page, browser }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await page.goto('/packages?type=offline');
    await page.getByRole('link', { name: 'Book via Brand Select: Offline 6-Month Transformation' }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await signInWithOtp(page);
    await expect(page).toHaveURL('/payment?package=offline-6m');

    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹21,239');
    await expect(page.getByText('GST (18%)')).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel('UPI').check();
    const pay = page.getByRole('button', { name: 'Pay ₹21,239' });
    await pay.click();
    await expect(page.getByText('Payment Successful!')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Redirecting to success page...')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?order_id=[0-9a-f-]{36}$/);

    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    const orderNumber = (await page.getByText(/^#WF\d{6,}$/).textContent())!.slice(1);
    await expect(page.getByText('₹21,239.00')).toBeVisible();
    await expect(page.getByText('6 months')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Happens Next?' })).toBeVisible();
    await page.getByRole('button', { name: 'Watch Welcome Video' }).click();
    await expect(page.getByText('Playing welcome video...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Watch Welcome Video' })).toBeEnabled({ timeout: 5000 });
    // An in-person plan books its batch here; WhatsApp stays for questions.
    await expect(page.getByRole('link', { name: 'Book your batch' })).toHaveAttribute('href', '/batches');
    await expect(page.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(page.getByRole('link', { name: /Schedule/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute('href', '/customer-form');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Receipt' }).click();
    await expect(page).toHaveURL(/\/receipt\?order_id=/);
    await expect(page.getByText(orderNumber)).toBeVisible();
    await expect(page.getByText('PAID', { exact: true })).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText('₹21,239.00 INR');
    // The customer's state is the supplier's (the default, Maharashtra): CGST + SGST, half each.
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await expect(page.getByText('CGST 9%')).toBeVisible();
    await expect(page.getByText('SGST 9%')).toBeVisible();
    await expect(page.getByText('Maharashtra (27)').first()).toBeVisible();
    await expect(page.getByText('Rupees Twenty One Thousand Two Hundred Thirty Nine Only')).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${orderNumber}.txt`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(`Order number: ${orderNumber}`);
    expect(text).toContain('Product: Offline 6-Month Transformation');
    expect(text).toContain('Amount: ₹21,239.00 INR');
    expect(text).toContain('Status: PAID');
    expect(text).toMatch(/Tax invoice: WF\/\d{2}-\d{2}\/\d{6}/);
    expect(text).toContain('CGST 9%: ₹1,620.00');
    expect(text).toContain('Amount in words: Rupees Twenty One Thousand Two Hundred Thirty Nine Only');
    await expect(page.getByText('Receipt Downloaded')).toBeVisible();

    // The link works for anyone who has it, signed out, in a fresh browser.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(page.url());
    await expect(strangerPage.getByTestId('receipt-total')).toHaveText('₹21,239.00 INR');
    // Rendered for each request under a fresh nonce; it hydrates (the download works).
    const again = (await strangerPage.reload())!.headers();
    expect(again['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic';/);
    await expect(strangerPage.getByTestId('receipt-total')).toHaveText('₹21,239.00 INR');
    await Promise.all([
      strangerPage.waitForEvent('download'),
      strangerPage.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    await expect(strangerPage.getByText('Receipt Downloaded')).toBeVisible();
    await stranger.close();
    expect(errors).toEqual([]);
  });

  test('the name on the invoice, and the invoice as a PDF for its owner alone', async ({ page, browser }) => {
    test.slow();
    await payFor(page, 'online-3m', 'online');
    const name = page.getByLabel('Name on the invoice');
    await expect(name).toHaveValue('');
    await name.fill('Asha Verma');
    await page.getByLabel('UPI').check();
    await page.getByRole('button', { name: 'Pay ₹5,899' }).click();
    await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
    const { orderNumber, gstin, text, href } = await receiptInvoicePdf(page, 'Asha Verma');
    expect(text).toContain(orderNumber);
    expect(text).toContain(gstin);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('5,899.00');

    // The receipt's link is anyone's; its PDF is the customer's (and their coach's and an admin's).
    const stranger = await browser.newContext();
    const answer = await stranger.request.get(href);
    expect(answer.status()).toBe(404);
    await stranger.close();
  });

  test('a double click on Pay makes one order', async ({ page }) => {
    test.slow();
    await payFor(page, 'online-3m', 'online');
    await page.getByRole('button', { name: 'Pay ₹5,899' }).dblclick();
    await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
    await page.goto('/account');
    await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(1);
  });

  test('an unknown package falls back to the online 6-month plan', async ({ page }) => {
    await payFor(page, 'gold', 'online');
    await expect(page.getByTestId('order-total')).toHaveText('₹10,619');
    await expect(page.getByRole('button', { name: 'Pay ₹10,619' })).toBeEnabled();
  });

  test('the sample receipt, and the not-found receipt with status 404', async ({ page }) => {
    await page.goto('/receipt');
    await expect(page.getByText(/Sample receipt/)).toBeVisible();
    await expect(page.getByText('6-Month Wellness Program')).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText('$49.99 USD');
    await expectAccessible(page);

    for (const id of ['7f1d3c1e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await page.goto(`/receipt?order_id=${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Receipt Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    }
  });

  test("Back after paying shows 'You bought this plan', never a fresh Pay form", async ({ page }) => {
    test.slow();
    await payFor(page, 'online-3m', 'online');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 15_000 });
    await page.goBack();
    await expect(page).toHaveURL('/payment?package=online-3m&type=online');
    await expect(page.getByText(/You bought this plan on/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  });

  test('a customer in another state pays IGST; the receipt fits 360 px and its policies are a click away', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 780 });
    await payFor(page, 'online-6m', 'online');
    await expectControlsFit(page, 360);
    await page.getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('State')).toHaveValue('27');
    await page.getByLabel('State').selectOption({ label: 'Karnataka' });
    await page.getByRole('button', { name: 'Pay ₹10,619' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Receipt' }).click();
    await expect(page.getByText('IGST 18%')).toBeVisible();
    await expect(page.getByText('CGST 9%')).toHaveCount(0);
    await expect(page.getByText('Karnataka (29)')).toBeVisible();
    await expect(page.getByText('Rupees Ten Thousand Six Hundred Nineteen Only')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectControlsFit(page, 360);
    await expectAccessible(page);

    // The next checkout remembers the state.
    await page.goto('/payment?package=online-3m&type=online');
    await expect(page.getByLabel('State')).toHaveValue('29');
  });
});
