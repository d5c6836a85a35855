import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { demoLoginTo } from './support/demo-login';
import { expectNoHorizontalScroll } from './support/layout';
import { randomPhone, resendAllowed, signInWithOtp } from './support/otp';

const stat = (page: Page, label: string) => page.getByTestId(label);

/** A customer who checked their BMI (80 kg, 165 cm) and paid for the online 3-month plan. */
async function payingCustomer(page: Page): Promise<void> {
  await signInFresh(page);
  await page.goto('/bmi-calculator');
  await page.getByLabel('Weight (kg)').fill('80');
  await page.getByLabel('Height (cm)').fill('165');
  await page.getByLabel('Age (years)').fill('32');
  await page.getByRole('button', { name: 'Calculate BMI' }).click();
  await expect(page.getByText('Saved to your dashboard.')).toBeVisible();
  await page.goto('/payment?package=online-3m');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
}

test.describe('dashboard', () => {
  test('a first visit without an order guides to a package, the BMI check and the profile', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signInFresh(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start your 45-day transformation' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Choose a package/ })).toHaveAttribute('href', '/packages');
    await expect(page.getByRole('link', { name: /Check your BMI/ })).toHaveAttribute('href', '/bmi-calculator');
    await expect(page.getByRole('link', { name: /Complete your profile/ })).toHaveAttribute('href', '/customer-form');
    await expect(page.getByText(/Day \d+ of 45/)).toHaveCount(0);
    await expect(stat(page, 'Current Weight')).toHaveCount(0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    // Signed in, /auth sends the customer on instead of showing the form again.
    await page.goto('/auth');
    await expect(page).toHaveURL('/onboarding');
    // Inner pages offer the way back to the dashboard.
    await page.goto('/packages');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    expect(errors).toEqual([]);
  });

  test('a paying customer logs weight, water, a meal and a workout, and the figures follow', async ({ page }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await payingCustomer(page);
    // A paying customer who comes back to /auth goes to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Day 1 of 45', { exact: true })).toBeVisible();
    // Before any weight is logged, the BMI check's 80 kg is the start: Overweight at 165 cm, target 80 − 7.
    await expect(stat(page, 'Current Weight')).toHaveText('80 kg');
    await expect(stat(page, 'Target Weight')).toHaveText('73 kg');
    await expect(stat(page, 'Days Completed')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Program Timeline' })).toBeVisible();
    await expect(page.getByText('45 days remaining', { exact: false })).toBeVisible();

    await page.getByLabel("Today's weight (kg)").fill('79');
    await page.getByRole('button', { name: 'Log weight' }).click();
    await expect(stat(page, 'Current Weight')).toHaveText('79 kg');
    // The chart is on Progress, one tap away, where a weight can be logged too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();
    await expect(page).toHaveURL('/progress');
    await expect(page.getByText('1 entry, latest 79 kg', { exact: false })).toBeVisible();
    await expect(page.getByRole('img', { name: /Weight over the programme/ })).toBeVisible();
    // A second entry the same day replaces the first.
    await page.getByLabel("Today's weight (kg)").fill('78.6');
    await page.getByRole('button', { name: 'Log weight' }).click();
    await expect(stat(page, 'Current Weight')).toHaveText('78.6 kg');
    await expect(page.getByText('1 entry, latest 78.6 kg', { exact: false })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.getByRole('tab', { name: 'Hydration' }).click();
    await page.getByRole('button', { name: 'Add a glass of water' }).click();
    await expect(page.getByText('1 of 8 glasses')).toBeVisible();
    await page.getByRole('button', { name: 'Add a glass of water' }).click();
    await expect(page.getByText('2 of 8 glasses')).toBeVisible();
    await page.getByRole('button', { name: 'Remove a glass of water' }).click();
    await expect(page.getByText('1 of 8 glasses')).toBeVisible();

    // 'Log Food' opens the food log's search; a meal in words is a 'Quick add' there.
    await page.getByRole('link', { name: /Log Food/ }).click();
    await expect(page).toHaveURL('/food?log=search');
    const sheet = page.getByRole('dialog', { name: 'Log food' });
    await expect(sheet.getByLabel('Search foods')).toBeFocused();
    await sheet.getByRole('button', { name: 'Quick add' }).click();
    await sheet.getByLabel('What you ate').fill('Poha with peanuts');
    await sheet.getByLabel('Calories (kcal)').fill('320');
    await sheet.getByLabel('Meal').selectOption('breakfast');
    await sheet.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('list', { name: 'Breakfast foods' })).toContainText('Poha with peanuts');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
    await page.getByRole('tab', { name: 'Nutrition' }).click();
    await expect(page.getByRole('list', { name: "Today's meals" })).toContainText('Poha with peanuts');

    await page.getByRole('link', { name: /Start Workout/ }).click();
    await expect(page.getByRole('tab', { name: 'Workout' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Mark workout done' }).click();
    await expect(page.getByText(/Done today: \d+ calories/)).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('progressbar', { name: 'Meals logged' })).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByRole('progressbar', { name: 'Water' })).toHaveAttribute('aria-valuenow', '13');
    await expect(page.getByRole('link', { name: /WhatsApp Support/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(page.getByRole('link', { name: /Support chat/ })).toHaveAttribute('href', '/support');
    expect(errors).toEqual([]);
  });

  test('a paying customer who signs in again lands on the dashboard', async ({ page, context }) => {
    const phone = randomPhone();
    await page.goto(`/auth?next=${encodeURIComponent('/payment?package=online-3m')}`);
    await signInWithOtp(page, phone);
    // Measured after the code was used, so surely after it was sent.
    const firstCodeUsedAt = Date.now();
    await page.waitForURL('/payment?package=online-3m');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
    await context.clearCookies();
    await resendAllowed(firstCodeUsedAt);
    await page.goto('/auth');
    await signInWithOtp(page, phone);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Day 1 of 45', { exact: true })).toBeVisible();
  });

  test('a customer downloads their data, then deletes the account', async ({ page }) => {
    await demoLoginTo(page, '/dashboard');
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wellfit-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ isAnonymous: true });
    expect(data).toHaveProperty('orders');

    await page.getByText('Delete my account', { exact: true }).click();
    await expect(page.getByText(/Paid orders are tax records/)).toBeVisible();
    await page.getByLabel('I understand that this cannot be undone.').check();
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth?next=%2Fdashboard');
  });
});
