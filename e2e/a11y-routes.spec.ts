import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectNoMotion, expectPageAccessible } from './support/a11y';
import { signInAsCoach } from './support/coach';
import { signedInCustomer } from './support/sessions';
import { latestOtp, smsLogMark, randomPhone } from './support/otp';

/**
 * axe (WCAG 2.1 A/AA) on every route and each state we can reach, signed out and signed in, at
 * 360 and 1280 px (the two projects), with no console error on the way. Each test reuses one
 * sign-in for many routes to keep the run short.
 */

test.describe('accessibility of every route', () => {
  test('signed out: public pages, a private page sends to sign in, the 404', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = collectConsoleErrors(page);
    for (const path of ['/', '/onboarding', '/packages', '/packages?type=offline', '/receipt']) {
      await expectPageAccessible(page, errors, path);
    }
    await expectPageAccessible(page, errors, '/bmi-calculator');
    await page.getByLabel('Weight (kg)').fill('80');
    await page.getByLabel('Height (cm)').fill('165');
    await page.getByLabel('Age (years)').fill('32');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await expect(page.getByRole('heading', { name: 'Your BMI Results' })).toBeVisible();
    await expectPageAccessible(page, errors, null);

    await expectPageAccessible(page, errors, '/this-page-does-not-exist', 404);

    // A private page sends a visitor to sign in, with the notice the support page asks for.
    await page.goto('/support');
    await expect(page).toHaveURL('/auth?next=%2Fsupport');
    await expect(page.getByText('Please log in to access support chat')).toBeVisible();
    await expectPageAccessible(page, errors, null);
  });

  test('policies signed out, the sign-in steps, then the public pages signed in', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = collectConsoleErrors(page);
    const policies = ['/terms', '/privacy', '/refund-policy'];
    for (const path of policies) await expectPageAccessible(page, errors, path);
    // Both tabs and the code step, then signed in by OTP.
    await page.goto('/auth?next=%2Fbmi-calculator');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectPageAccessible(page, errors, null);
    await page.getByRole('tab', { name: 'Login' }).click();
    const phone = randomPhone();
    await page.getByLabel('Mobile Number').fill(phone);
    const mark = await smsLogMark();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('Enter OTP')).toBeFocused();
    await expectPageAccessible(page, errors, null);
    await page.getByLabel('Enter OTP').fill(await latestOtp(phone, mark));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('/bmi-calculator');
    await expectPageAccessible(page, errors, null);
    for (const path of ['/', '/onboarding', '/packages', '/receipt', ...policies]) await expectPageAccessible(page, errors, path);
  });

  test('signed in: dashboard, profile, support, checkout in each state, receipt, 403 and the five places', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = collectConsoleErrors(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInFresh(page);
    await page.goto('/dashboard');
    await expectPageAccessible(page, errors, null);
    await expect(page.getByRole('heading', { name: 'Start your 45-day transformation' })).toBeVisible();

    // Before any order.
    await expectPageAccessible(page, errors, '/payment-success');
    await expect(page.getByRole('heading', { name: 'No order yet' })).toBeVisible();
    await expectPageAccessible(page, errors, '/customer-form');
    await expectPageAccessible(page, errors, '/support');
    await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
    await expectPageAccessible(page, errors, '/coach', 403);
    await expectPageAccessible(page, errors, '/onboarding?step=2');
    await expectNoMotion(page.locator('.transition-all').first());

    // Paid (the processing page on the way is checked in payment-processing.spec.ts).
    await expectPageAccessible(page, errors, '/payment?package=online-6m');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payment-success\?order_id=/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    await expectPageAccessible(page, errors, null);
    await page.getByRole('button', { name: 'Watch Welcome Video' }).click();
    await expectNoMotion(page.locator('.animate-pulse'));
    const orderId = new URL(page.url()).searchParams.get('order_id');

    await expectPageAccessible(page, errors, `/receipt?order_id=${orderId}`);
    await expect(page.getByText('PAID', { exact: true })).toBeVisible();
    await expectPageAccessible(page, errors, `/receipt?order_id=7f1d3c1e-0000-4000-8000-000000000000`, 404);
    await expectPageAccessible(page, errors, '/payment?package=online-6m');
    await expect(page.getByText(/You bought this plan on/)).toBeVisible();
    await expectPageAccessible(page, errors, '/dashboard');
    await expect(page.getByText('Day 1 of 45', { exact: true })).toBeVisible();
    await expectPageAccessible(page, errors, '/dashboard?tab=today');
    // The other places, each with the place marked in the navigation.
    for (const [path, place] of [
      ['/plan', 'Plan'],
      ['/food', 'Food'],
      ['/progress', 'Progress'],
      ['/support', 'Coach'],
      ['/support/call', 'Coach'],
      ['/progress/photos', 'Progress'],
    ] as const) {
      await expectPageAccessible(page, errors, path);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: place })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expectPageAccessible(page, errors, '/account');
    await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  });

  test('a coach: the console, its inbox and an open chat', async ({ page, browser, viewport }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    // A customer writes first, so the inbox has a chat to open.
    const customerContext = await browser.newContext(viewport ? { viewport } : {});
    await signedInCustomer(customerContext, test.info().project.use.baseURL!);
    const customer = await customerContext.newPage();
    await customer.goto('/support');
    const question = `Is there a class on Sunday? ${Date.now()}`;
    await customer.getByRole('textbox', { name: 'Your message' }).fill(question);
    await customer.getByRole('button', { name: 'Send message' }).click();
    // Stored before the customer leaves: the message shows at once, and 'Sent' once the server has it.
    await expect(customer.getByRole('log', { name: 'Conversation' }).locator('li').filter({ hasText: question })).toContainText(
      'Sent',
    );
    await customerContext.close();

    await signInAsCoach(page);
    await expectPageAccessible(page, errors, null);
    const entry = page.getByRole('link', { name: new RegExp(question.slice(-13)) });
    await expect(entry.getByLabel('1 unread')).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/coach\/inbox\?chat=/);
    await expect(page.getByRole('log', { name: 'Conversation' }).getByText(question)).toBeVisible();
    // Opening the chat marks it read and redraws the page, which puts its <title> back a moment
    // later: measured after that redraw, shown by the chat's unread count going.
    // The inbox list is hidden beside an open chat on a phone, so the link is found by its text.
    const unreadBadge = page.locator('a[href*="chat="]', { hasText: question.slice(-13) }).locator('[aria-label$=" unread"]');
    await expect(unreadBadge).toHaveCount(0);
    await expectPageAccessible(page, errors, null);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
    await expectPageAccessible(page, errors, null);
  });
});
