import { expect, test } from './support/test';
import { signInFresh } from './support/sessions';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';
import { fillWholeProfile } from './support/profile';

test.describe('customer profile', () => {
  test('a customer completes the four steps and goes to the dashboard', async ({ page }) => {
    // Two whole submissions and an axe run: over 30 s on a busy machine.
    test.slow();
    const errors = collectConsoleErrors(page);
    await signInFresh(page);
    await page.goto('/customer-form');
    await fillWholeProfile(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page.getByText('Profile Completed!')).toBeVisible();
    await expect(
      page.getByText("Your profile has been submitted successfully. You'll receive WhatsApp instructions soon."),
    ).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    // A first visit before any order: the dashboard greets by name and points to the packages.
    await expect(page.getByRole('heading', { name: 'Welcome, Meera' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Choose a package/ })).toBeVisible();

    // Coming back, the saved profile fills the form and can be changed.
    await page.goto('/customer-form');
    await expect(page.getByRole('heading', { name: 'Update Your Profile' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveText('Female');
    await page.getByLabel('Weight (kg)').fill('70');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/customer-form');
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('70');
    expect(errors).toEqual([]);
  });

  test('submitting with errors jumps back to the first step with one and focuses the field', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/customer-form');
    await page.getByLabel('Full Name').fill('M');
    await page.getByRole('button', { name: 'Next' }).click();
    // The phone signed in with fills the WhatsApp number: emptied, it has its message too.
    await page.getByLabel('WhatsApp Number').fill('');
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Age must be at least 16')).toBeVisible();
    await expect(page.getByText('Please select gender')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expectAccessible(page);

    // Fixing a field clears its message at once (validation re-runs on change).
    await page.getByLabel('Full Name').fill('Meera');
    await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('WhatsApp number must be at least 10 digits')).toBeVisible();
    await expect(page.getByText('Please enter complete address')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select experience level')).toBeVisible();
    await expect(page.getByText('Please select diet preference')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please describe your primary goal')).toBeVisible();
    await expect(page.getByText('You must accept terms and conditions')).toBeVisible();
    await expect(page.getByText('You must consent to data processing')).toBeVisible();
  });

  test('a reload or Back keeps what was typed until the profile is submitted', async ({ page }) => {
    test.slow();
    await signInFresh(page);
    await page.goto('/customer-form');
    await page.getByLabel('Full Name').fill('Kavya Rao');
    await page.getByLabel('Age').fill('27');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Email').fill('kavya@example.in');
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('kavya@example.in');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kavya Rao');
    await expect(page.getByLabel('Age')).toHaveValue('27');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/payment-success');
    await page.goBack();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kavya Rao');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('kavya@example.in');

    // Submitted, the draft is gone: the form shows what was saved, nothing older.
    await page.goto('/customer-form');
    await fillWholeProfile(page);
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page).toHaveURL('/dashboard');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('profile-draft')))).toEqual([]);
    await page.goto('/customer-form');
    await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    // An update comes from the dashboard, and goes back there.
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
  });

  test('reloaded on step 3, the wizard is still on step 3, with what was typed', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/customer-form');
    await page.getByLabel('Full Name').fill('Kavya Rao');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page).toHaveURL('/customer-form?step=3');
    await page.reload();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kavya Rao');
    await expect(page).toHaveURL('/customer-form?step=1');
  });

  test('the form needs a signed-in customer', async ({ page }) => {
    await page.goto('/customer-form');
    await expect(page).toHaveURL('/auth?next=%2Fcustomer-form');
  });

  test('the back button goes to the confirmation page', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/customer-form');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/payment-success');
  });
});
