import { demoLoginTo } from './support/demo-login';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';
import { latestOtp, smsLogMark, randomPhone, resendAllowed, signInWithOtp } from './support/otp';
import { expect, test } from './support/test';

test('a demo account adds its phone and, after signing out and in by OTP, still sees its order', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await demoLoginTo(page, '/payment?package=online-3m');
  await expect(page.getByText('You are using a demo account. Add your phone number to keep this purchase.')).toBeVisible();
  await page.getByLabel('UPI').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 15_000 });
  // No number to send WhatsApp instructions to: keeping the purchase comes first.
  await expect(page.getByText('You are using a demo account. Add your phone number to keep this purchase.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add my phone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add your phone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WhatsApp onboarding' })).toHaveCount(0);
  const orderNumber = (await page
    .getByText(/^#WF\d{6,}$/)
    .first()
    .textContent())!.slice(1);

  await page.goto('/dashboard');
  await expect(page.getByText('Demo account', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add my phone' }).click();
  await expect(page).toHaveURL('/add-phone?next=%2Fdashboard');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const phone = randomPhone();
  await page.getByLabel('Mobile Number').fill(phone);
  const linkedAt = Date.now();
  const mark = await smsLogMark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Enter OTP').fill(await latestOtp(phone, mark));
  await page.screenshot({ path: testInfo.outputPath('add-my-phone.png') });
  await page.getByRole('button', { name: 'Add my phone' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`Signed in as +91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await expect(page.getByText(/You are using a demo account/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  // A number may ask for one code in each resend interval.
  await resendAllowed(linkedAt);
  await page.goto('/auth?next=/dashboard');
  await signInWithOtp(page, phone);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('list', { name: 'Orders' })).toContainText(orderNumber);
  expect(errors).toEqual([]);
});
