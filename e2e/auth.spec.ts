import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { latestOtp, smsLogMark, randomPhone, signInWithOtp } from './support/otp';
import { expectToastsClearOf } from './support/layout';

/** Asks for a code for a new number and enters a wrong one; returns the number and the right code. */
async function enterWrongCode(page: Page): Promise<{ phone: string; right: string }> {
  const phone = randomPhone();
  await page.goto('/auth');
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const right = await latestOtp(phone);
  await page.getByLabel('Enter OTP').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  return { phone, right };
}

test.describe('sign-in', () => {
  test('the screen shows the spec texts and passes axe', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByText('Transform your health journey')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByText('Having trouble with OTP? Try our demo')).toBeVisible();
    await expect(page.getByText('By continuing, you agree to our Terms of Service and Privacy Policy')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    expect(errors).toEqual([]);
  });

  test('the mobile field keeps digits only, at most 10, and enables Send OTP at exactly 10', async ({ page }) => {
    await page.goto('/auth');
    const phone = page.getByLabel('Mobile Number');
    const send = page.getByRole('button', { name: 'Send OTP' });
    await expect(send).toBeDisabled();
    await phone.pressSequentially('98a76 5-4321');
    await expect(phone).toHaveValue('987654321');
    await expect(send).toBeDisabled();
    await phone.pressSequentially('09');
    await expect(phone).toHaveValue('9876543210');
    await expect(send).toBeEnabled();
    await phone.fill('+91 91234 56789');
    await expect(phone).toHaveValue('9123456789');

    // No Indian mobile starts with 0 to 5: said at once, and no code is sent.
    await phone.fill('1234567890');
    await expect(page.getByText('Indian mobile numbers start with 6, 7, 8 or 9. Please check the number.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeDisabled();
    await phone.fill('6234567890');
    await expect(page.getByText('Indian mobile numbers start with 6, 7, 8 or 9.', { exact: false })).toHaveCount(0);
    await expect(send).toBeEnabled();
  });

  test('a customer logs in with the code from the SMS log', async ({ page }) => {
    const phone = randomPhone();
    await page.goto('/auth');
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP Sent')).toBeVisible();
    await expect(page.getByText('Please check your phone for the verification code', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Enter OTP').fill(await latestOtp(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Login successful. Redirecting to onboarding...')).toBeVisible();
    await expect(page).toHaveURL('/onboarding');
    await page.goto('/dashboard');
    await expect(page.getByText(`Signed in as +91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  });

  test("the sign-in page's toasts do not follow the customer to onboarding", async ({ page }, testInfo) => {
    const { right } = await enterWrongCode(page);
    await expect(page.getByText('OTP Sent')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
    await page.getByLabel('Enter OTP').fill(right);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL('/onboarding');
    await expect(page.getByText('OTP Sent')).toHaveCount(0);
    await expect(page.getByText('Invalid OTP')).toHaveCount(0);
    // Signed in now: the way back is Home, never a sign-in that would send them on.
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveCount(0);
    // The hand-off toast may stay while onboarding opens, but never over its heading or Back link.
    await expectToastsClearOf(page, [page.getByRole('link', { name: 'Home' }), page.getByRole('heading', { level: 2 }).first()]);
    await page.screenshot({ path: testInfo.outputPath('onboarding-after-sign-in.png') });
  });

  test('a wrong code is refused with a message and the code step stays', async ({ page }) => {
    const { phone } = await enterWrongCode(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Mobile Number')).toHaveValue(phone);
  });

  test('the Sign Up tab creates an account through the same code step', async ({ page }) => {
    const phone = randomPhone();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please check your phone for the verification code to complete registration')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    // The sign-up number was copied into the login number.
    await expect(page.getByLabel('Mobile Number')).toHaveValue(phone);
  });

  test('the demo login signs in an anonymous account and goes to onboarding', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Demo Login' }).click();
    await expect(page.getByText('Welcome to the demo! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL('/onboarding');
    await page.goto('/dashboard');
    await expect(page.getByText('Demo account', { exact: true })).toBeVisible();
  });

  test('a private page sends a visitor to sign in and back again, and sign-out ends the session', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth?next=%2Fdashboard');
    await signInWithOtp(page);
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=/);
  });

  test('past three codes from one network, the browser proves its work and the fourth code still comes', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/auth');
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('Mobile Number').fill(randomPhone());
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByLabel('Enter OTP')).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).click();
    }
    // The action's answers are read through a route, which always has their bodies.
    let challenged = false;
    await page.route('**/auth**', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      if ((await response.text()).includes('"proofOfWork"')) challenged = true;
      await route.fulfill({ response });
    });
    const phone = randomPhone();
    const mark = await smsLogMark();
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    // The server sends no code without a solution to its challenge: the code that arrives is
    // the one the browser paid for.
    await page.getByLabel('Enter OTP').fill(await latestOtp(phone, mark));
    expect(challenged).toBe(true);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('/onboarding');
  });

  test('an off-site next target is ignored', async ({ page }) => {
    await page.goto('/auth?next=https://evil.example/');
    await signInWithOtp(page);
    await expect(page).toHaveURL('/onboarding');
  });
});

test.describe('sign-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form works as plain HTML forms', async ({ page }) => {
    const phone = randomPhone();
    await page.goto('/auth?next=/dashboard');
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Enter OTP').fill(await latestOtp(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(`Signed in as +91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  });
});
