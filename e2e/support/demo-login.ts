import { expect, type Page } from '@playwright/test';

/** Signs in a fresh anonymous customer with the demo login, landing on `path`. */
export async function demoLoginTo(page: Page, path: string): Promise<void> {
  await page.goto(`/auth?next=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Demo Login' }).click();
  await expect(page).toHaveURL(path);
}
