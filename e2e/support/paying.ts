import type { Page } from '@playwright/test';
import { signInFresh } from './sessions';
import { expect } from './test';

/** A new customer, signed in, who has just paid for `packageId` by UPI through the simulated gateway. */
export async function payAsNewCustomer(page: Page, packageId: string): Promise<void> {
  await signInFresh(page);
  await page.goto(`/payment?package=${packageId}`);
  await expect(page).toHaveURL(`/payment?package=${packageId}`);
  await page.getByLabel('UPI').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
}
