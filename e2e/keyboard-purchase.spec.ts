import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { collectConsoleErrors } from './support/a11y';
import { expectVisibleFocus, isFocused, tabTo } from './support/keyboard';

/**
 * The whole purchase with the keyboard alone: no click, no fill, no focus(). Tab and Shift+Tab
 * move, Enter and Space act, the arrow keys choose; what is typed is typed key by key.
 */

/** Opens a Radix select from its focused trigger, walks down to the option and takes it. */
async function chooseWithKeys(page: Page, trigger: Locator, option: string): Promise<void> {
  await expect(trigger).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const item = page.getByRole('option', { name: option, exact: true });
  // The list takes the focus once it is placed; keys pressed before that would go nowhere.
  await expect(page.getByRole('listbox').getByRole('option').and(page.locator(':focus'))).toHaveCount(1);
  for (let presses = 0; presses < 10 && !(await isFocused(item)); presses++) {
    const before = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).not.toBe(before);
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toHaveText(option);
  await expect(trigger).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('the whole purchase with the keyboard alone: sign-in, BMI, package, payment, profile', async ({ page }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const { keyboard } = page;

  // Home → sign-in, from the header's link.
  await page.goto('/');
  const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' });
  await tabTo(page, signIn);
  await expectVisibleFocus(page);
  await keyboard.press('Enter');
  await page.waitForURL('/auth');

  // The demo login (on with the embedded auth the tests run) goes on to onboarding.
  const demo = page.getByRole('button', { name: 'Demo Login' });
  await tabTo(page, demo);
  await expectVisibleFocus(page);
  await keyboard.press('Enter');
  await page.waitForURL('/onboarding');

  // Onboarding: the arrow keys turn the slides; Next keeps the focus until it becomes Get Started.
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await keyboard.press('ArrowRight');
  await expect(page.getByText('Step 2 of 4', { exact: true })).toBeVisible();
  await keyboard.press('ArrowLeft');
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Next' }));
  await expectVisibleFocus(page);
  const getStarted = page.getByRole('link', { name: 'Get Started' });
  for (let presses = 0; presses < 6 && !(await getStarted.isVisible()); presses++) await keyboard.press('Enter');
  await expect(getStarted).toBeFocused();
  await keyboard.press('Enter');
  await page.waitForURL('/bmi-calculator');

  // BMI: three fields, Enter submits, the result takes the focus and offers the packages.
  await tabTo(page, page.getByLabel('Weight (kg)'));
  await expectVisibleFocus(page);
  await typeInto(page, page.getByLabel('Weight (kg)'), '80');
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Height (cm)'), '165');
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Age (years)'), '32');
  await keyboard.press('Enter');
  await expect(page.getByTestId('bmi-score')).toHaveText('29.4');
  await expect(page.getByTestId('bmi-result')).toBeFocused();
  await expect(page.getByText('Saved to your dashboard.')).toBeVisible();
  await tabTo(page, page.getByTestId('bmi-result').getByRole('link', { name: 'Choose Your Package' }));
  await keyboard.press('Enter');
  await page.waitForURL('/packages');

  // Packages: the arrow keys switch the tabs; the online 6-month plan is booked with Enter.
  const online = page.getByRole('tab', { name: 'Online Packages' });
  await tabTo(page, online);
  await expectVisibleFocus(page);
  await keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Offline Packages' })).toHaveAttribute('aria-selected', 'true');
  await keyboard.press('ArrowLeft');
  await expect(online).toHaveAttribute('aria-selected', 'true');
  const book = page.getByRole('link', { name: 'Book via BookMyShow: Online 6-Month Transformation' });
  await tabTo(page, book);
  await expectVisibleFocus(page);
  await keyboard.press('Enter');
  await page.waitForURL('/payment?package=online-6m');

  // Payment: the arrow keys pick UPI, the name on the invoice is typed, typing picks the state, Enter on Pay pays.
  await tabTo(page, page.getByRole('radio', { name: 'Credit/Debit Card' }));
  await keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeFocused();
  await expectVisibleFocus(page);
  await keyboard.press('Tab');
  const billingName = page.getByLabel('Name on the invoice');
  await expect(billingName).toBeFocused();
  await expectVisibleFocus(page);
  await keyboard.type('Meera Iyer');
  await keyboard.press('Tab');
  const state = page.getByLabel('State');
  await expect(state).toBeFocused();
  await expectVisibleFocus(page);
  await keyboard.type('Karnataka');
  await expect(state).toHaveValue('29');
  await keyboard.press('Tab');
  const pay = page.getByRole('button', { name: 'Pay ₹10,619' });
  await expect(pay).toBeFocused();
  await expectVisibleFocus(page);
  await keyboard.press('Enter');
  await page.waitForURL(/\/payment-success\?order_id=[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();

  // The confirmation → the profile.
  await tabTo(page, page.getByRole('link', { name: 'Complete Your Profile' }));
  await expectVisibleFocus(page);
  await keyboard.press('Enter');
  await page.waitForURL('/customer-form');

  // Step 1: text fields typed, the Radix select opened with Enter and chosen with the arrows.
  await tabTo(page, page.getByLabel('Full Name'));
  await typeInto(page, page.getByLabel('Full Name'), 'Meera Iyer');
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Age'), '34');
  await keyboard.press('Tab');
  await chooseWithKeys(page, page.getByRole('combobox', { name: 'Gender' }), 'Female');
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Height (cm)'), '158');
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Weight (kg)'), '72.5');
  // Enter in a field moves to the next step, whose heading takes the focus.
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeFocused();

  // Step 2.
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Email'), 'meera@example.in');
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('WhatsApp Number'), '+91 99887 76655');
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Complete Address'), '21 Anna Salai, Chennai 600002');
  await keyboard.press('Tab');
  await chooseWithKeys(page, page.getByRole('combobox', { name: 'Blood Group (optional)' }), 'O+');
  // Shift+Tab walks back to the address and Tab returns, the value kept.
  await keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Complete Address')).toBeFocused();
  await keyboard.press('Tab');
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await expectVisibleFocus(page);
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Health and Fitness' })).toBeFocused();

  // Step 3.
  await keyboard.press('Tab');
  await chooseWithKeys(page, page.getByRole('combobox', { name: 'Workout Experience' }), 'Intermediate (6 months - 2 years)');
  await keyboard.press('Tab');
  await chooseWithKeys(page, page.getByRole('combobox', { name: 'Diet Preference' }), 'Vegetarian');
  await tabTo(page, page.getByLabel('Medical Issues (optional)'));
  await typeInto(page, page.getByLabel('Medical Issues (optional)'), 'Thyroid');
  await tabTo(page, next);
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Goals and Preferences' })).toBeFocused();

  // Step 4: Space ticks the Radix checkboxes; Enter on Complete Profile submits.
  await keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Primary Fitness Goal'), 'Lose 10 kg before my sister’s wedding');
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await tabTo(page, terms);
  await expectVisibleFocus(page);
  await keyboard.press('Space');
  await expect(terms).toBeChecked();
  const consent = page.getByRole('checkbox', { name: 'I consent to the processing of my health data' });
  await tabTo(page, consent);
  await keyboard.press('Space');
  await expect(consent).toBeChecked();
  const complete = page.getByRole('button', { name: 'Complete Profile' });
  await tabTo(page, complete);
  await expectVisibleFocus(page);
  await keyboard.press('Enter');
  await expect(page.getByText('Profile Completed!')).toBeVisible();
  await page.waitForURL('/dashboard');
  await expect(page.getByText('Day 1 of 45', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
