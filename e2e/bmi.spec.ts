import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';

async function calculate(page: Page, weight: string, height: string, age = '30') {
  await page.getByLabel('Weight (kg)').fill(weight);
  await page.getByLabel('Height (cm)').fill(height);
  await page.getByLabel('Age (years)').fill(age);
  await page.getByRole('button', { name: 'Calculate BMI' }).click();
}

test.describe('BMI calculator', () => {
  test('validates on submit with the spec messages, then again on change', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/bmi-calculator');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await expect(page.getByText('Weight must be at least 30kg')).toBeVisible();
    await expect(page.getByText('Height must be at least 100cm')).toBeVisible();
    await expect(page.getByText('Age must be at least 16')).toBeVisible();
    await expect(page.getByLabel('Weight (kg)')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Weight (kg)').fill('301');
    await expect(page.getByText('Weight must be less than 300kg')).toBeVisible();
    await page.getByLabel('Weight (kg)').fill('70');
    await expect(page.getByText(/Weight must be/)).toHaveCount(0);
    await page.getByLabel('Height (cm)').fill('251');
    await expect(page.getByText('Height must be less than 250cm')).toBeVisible();
    await page.getByLabel('Age (years)').fill('101');
    await expect(page.getByText('Age must be less than 100')).toBeVisible();
    await expect(page.getByTestId('bmi-score')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const band of [
    { weight: '45', height: '170', bmi: '15.6', category: 'Underweight', target: '50 kg' },
    { weight: '70', height: '170', bmi: '24.2', category: 'Normal weight', target: '70 kg' },
    { weight: '85', height: '170', bmi: '29.4', category: 'Overweight', target: '78 kg' },
    { weight: '100', height: '160', bmi: '39.1', category: 'Obese', target: '90 kg' },
  ]) {
    test(`${band.category}: ${band.weight} kg at ${band.height} cm`, async ({ page }) => {
      await page.goto('/bmi-calculator');
      await calculate(page, band.weight, band.height);
      await expect(page.getByText('BMI Calculated!')).toBeVisible();
      await expect(page.getByText('Your personalized recommendation is ready.')).toBeVisible();
      await expect(page.getByTestId('bmi-score')).toHaveText(band.bmi);
      await expect(page.getByText(band.category, { exact: true })).toBeVisible();
      await expect(page.getByText(band.target, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: '45-Day Program Recommendation' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    });
  }

  test("the result comes into view and takes the focus, with its category in the score's colour", async ({ page }) => {
    await page.goto('/bmi-calculator');
    await calculate(page, '100', '160');
    await expect(page.getByRole('heading', { name: 'Your BMI Results' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Choose Your Package' })).toBeInViewport();
    await expect(page.getByTestId('bmi-result')).toBeFocused();
    await expect(page.getByText('Obese', { exact: true })).toHaveClass(/border-destructive/);
    await expect(page.getByTestId('bmi-score')).toHaveClass(/text-destructive/);
  });

  test('the results lead to the packages, and the page passes axe with no sideways scroll', async ({ page }) => {
    await page.goto('/bmi-calculator');
    await calculate(page, '85', '170');
    await expect(page).toHaveURL(/weight=85/);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Choose Your Package' }).click();
    await expect(page).toHaveURL('/packages');
  });

  test('the back link goes to onboarding', async ({ page }) => {
    await page.goto('/bmi-calculator');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/onboarding');
  });

  test("a signed-in customer's result is saved for the dashboard", async ({ page }) => {
    await page.goto('/auth?next=/bmi-calculator');
    await page.getByRole('button', { name: 'Demo Login' }).click();
    await expect(page).toHaveURL('/bmi-calculator');
    await calculate(page, '80', '165');
    await expect(page.getByText('Saved to your dashboard.')).toBeVisible();
    // The dashboard no longer asks for a BMI check; the rest of the setup remains.
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /Complete your profile/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Check your BMI/ })).toHaveCount(0);
  });
});

test.describe('BMI calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is answered by the server', async ({ page }) => {
    await page.goto('/bmi-calculator');
    await calculate(page, '85', '170');
    await expect(page.getByTestId('bmi-score')).toHaveText('29.4');
    await calculate(page, '20', '170');
    await expect(page.getByText('Weight must be at least 30kg')).toBeVisible();
  });
});
