import type { Page } from '@playwright/test';
import { COACH_PHONES } from './coach-phones';
import { signInWithOtp } from './otp';

/** Signs a coach in at /auth (no `next`): a coach lands on their clients; then opens the inbox. */
export async function signInAsCoach(page: Page): Promise<void> {
  await page.goto('/auth');
  await signInWithOtp(page, COACH_PHONES[Math.floor(Math.random() * COACH_PHONES.length)]);
  await page.waitForURL('/coach');
  await page.getByRole('link', { name: 'Inbox' }).click();
  await page.waitForURL('/coach/inbox');
}
