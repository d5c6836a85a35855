import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the four steps of /customer-form as Meera Iyer, checking each step with axe; does not submit. */
export async function fillWholeProfile(page: Page): Promise<void> {
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByText('25% complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Age').fill('34');
  await choose(page, 'Gender', 'Female');
  await page.getByLabel('Height (cm)').fill('158');
  await page.getByLabel('Weight (kg)').fill('72.5');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await page.getByLabel('Email').fill('meera@example.in');
  await expect(page.getByLabel('WhatsApp Number')).toHaveAttribute('placeholder', /^\+91/);
  await page.getByLabel('WhatsApp Number').fill('+91 99887 76655');
  await page.getByLabel('Complete Address').fill('21 Anna Salai, Chennai 600002');
  await choose(page, 'Blood Group (optional)', 'O+');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Health and Fitness' })).toBeVisible();
  await choose(page, 'Workout Experience', 'Intermediate (6 months - 2 years)');
  await choose(page, 'Diet Preference', 'Vegetarian');
  await page.getByLabel('Medical Issues (optional)').fill('Thyroid');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Goals and Preferences' })).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  await page.getByLabel('Primary Fitness Goal').fill('Lose 10 kg before my sister’s wedding');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I consent to the processing of my health data').check();
  await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
  await expectAccessible(page);
}
