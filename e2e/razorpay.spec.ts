import type { APIRequestContext, Page } from '@playwright/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { receiptInvoicePdf } from './support/invoice';
import { expectNoHorizontalScroll } from './support/layout';
import { signInWithOtp } from './support/otp';
import { razorpayStandInPort } from './support/razorpay-server';
import { expect, test } from './support/test';

// Razorpay takes the money (issue 45), at 360 px, on the server whose RAZORPAY_ settings point at
// the stand-in (e2e/support/razorpay-server.ts): Pay opens its Checkout on the order the server
// made, the stand-in pays it and answers with Razorpay's signature (and sends its webhooks), and
// the customer sees the specification's confirmation, the receipt and the invoice as a PDF.

const standInOrigin = `http://127.0.0.1:${razorpayStandInPort(Number(process.env.E2E_PORT ?? 3100))}`;

// What the stand-in's Checkout does next is one setting for the server: these tests take turns.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ request }) => checkoutWill(request, 'pay'));

async function checkoutWill(request: APIRequestContext, outcome: 'pay' | 'fail' | 'dismiss'): Promise<void> {
  const answer = await request.put(`${standInOrigin}/__stand-in/checkout-outcome`, { data: outcome });
  expect(answer.status()).toBe(204);
}

/** The Razorpay order the next Checkout opens on, once Pay is pressed. */
async function checkoutOpened(page: Page, press: () => Promise<void>): Promise<Record<string, unknown>> {
  const opened = page.waitForRequest((request) => request.url().startsWith(`${standInOrigin}/v1/checkout/open`));
  await press();
  return JSON.parse(new URL((await opened).url()).searchParams.get('options')!) as Record<string, unknown>;
}

test('pay through Razorpay Checkout: confirmation, receipt, and the invoice PDF with the order number, GSTIN and total', async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await page.goto('/auth?next=%2Fpayment%3Fpackage%3Donline-3m');
  const phone = await signInWithOtp(page);
  await expect(page).toHaveURL('/payment?package=online-3m');

  // Razorpay's script and window are let in on /payment alone; the script waits for Pay.
  const policy = (await page.request.get('/payment?package=online-3m')).headers()['content-security-policy']!;
  expect(policy).toContain(`frame-src 'self' ${standInOrigin}`);
  expect(policy).toMatch(new RegExp(`script-src [^;]*${standInOrigin.replace(/[.:/]/g, '\\$&')}`));
  expect((await page.request.get('/packages')).headers()['content-security-policy']).not.toContain(standInOrigin);
  await expect(page.locator(`script[src^="${standInOrigin}"]`)).toHaveCount(0);
  await expect(page.getByText(/^Payments are processed by Razorpay/)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByLabel('Name on the invoice').fill('Asha Verma');
  await page.getByLabel('UPI').check();
  // Checkout opens on the Razorpay order for the priced amount, with the customer's phone and method.
  const options = await checkoutOpened(page, () => page.getByRole('button', { name: 'Pay ₹5,899' }).click());
  expect(options).toMatchObject({
    amount: 589_900,
    currency: 'INR',
    prefill: { contact: `+91${phone}`, name: 'Asha Verma', method: 'upi' },
  });
  expect(options.order_id).toMatch(/^order_/);
  // From Pay to the confirmation, the specification's words, as with the simulated gateway.
  await expect(page.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
  await expect(page.getByText('Payment Successful!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/payment-success\?order_id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();

  const { orderNumber, gstin, text } = await receiptInvoicePdf(page, 'Asha Verma');
  expect(text).toContain(orderNumber);
  expect(text).toContain(gstin);
  expect(text).toContain('5,899.00');

  // Razorpay's webhooks for the payment reached the app through its proxy, signed, and were taken.
  await expect
    .poll(async () => {
      const deliveries = (await (await page.request.get(`${standInOrigin}/__stand-in/deliveries`)).json()) as {
        event: string;
        body: string;
        status: number;
      }[];
      return deliveries
        .filter((delivery) => delivery.body.includes(options.order_id as string))
        .map(({ event, status }) => `${event} ${status}`)
        .sort();
    })
    .toEqual(['order.paid 200', 'payment.captured 200']);

  // Back on /payment: what was bought, never a second Checkout.
  await page.goto('/payment?package=online-3m');
  await expect(page.getByRole('link', { name: 'View your order' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a failed attempt and a closed Checkout take no money; Pay then opens the same Razorpay order and pays it', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await page.goto('/auth?next=%2Fpayment%3Fpackage%3Donline-6m');
  await signInWithOtp(page);
  await expect(page).toHaveURL('/payment?package=online-6m');
  const pay = page.getByRole('button', { name: 'Pay ₹10,619' });

  await checkoutWill(request, 'fail');
  const first = await checkoutOpened(page, () => pay.click());
  await expect(page.getByText('Payment failed due to insufficient balance')).toBeVisible();
  await expect(pay).toBeEnabled();

  await checkoutWill(request, 'dismiss');
  const second = await checkoutOpened(page, () => pay.click());
  await expect(page.getByText('Payment not completed. No money was taken: press Pay when you are ready.')).toBeVisible();
  await expect(pay).toBeEnabled();
  expect(second.order_id).toBe(first.order_id);

  // A reload keeps the form (not a payment in progress), with the failed attempt's reason.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed due to insufficient balance' })).toBeVisible();
  await checkoutWill(request, 'pay');
  const third = await checkoutOpened(page, () => pay.click());
  expect(third.order_id).toBe(first.order_id);
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
