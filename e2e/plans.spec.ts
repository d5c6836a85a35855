import type { Page } from '@playwright/test';
import { addMonths } from '../lib/domain/plans';
import { addDays, istDay } from '../lib/domain/india-time';
import { formatDay } from '../lib/domain/india-time';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';

/** Pays for the plan with UPI from /payment and waits for the confirmation. */
async function pay(page: Page, packageId: string): Promise<void> {
  await page.goto(`/payment?package=${packageId}`);
  await page.getByLabel('UPI').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
}

test('6 months, then 3 months bought on top: active until 9 months out, the second plan queued and said before paying', async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await signInFresh(page);
  await page.goto('/payment?package=online-6m');
  await expect(page).toHaveURL('/payment?package=online-6m');
  await expect(page.getByText(/after your current plan/)).toHaveCount(0);
  await pay(page, 'online-6m');

  const today = istDay(new Date());
  const secondStarts = addMonths(today, 6);
  await page.goto('/payment?package=online-3m');
  await expect(page.getByText(`Starts on ${formatDay(secondStarts)}, after your current plan`)).toBeVisible();
  await pay(page, 'online-3m');
  // Its receipt says which days it covers.
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(
    page.getByText(`Plan period: ${formatDay(secondStarts)} to ${formatDay(addDays(addMonths(secondStarts, 3), -1))}`),
  ).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan' }).click();
  await expect(page).toHaveURL('/plan');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const plan = page.locator('#your-plan');
  await expect(plan).toContainText('6-Month Transformation');
  await expect(plan).toContainText(`Active until ${formatDay(addDays(addMonths(secondStarts, 3), -1))}`);
  await expect(plan).toContainText('Transformation: day 1 of 45');
  await expect(plan.getByRole('list', { name: 'Plans queued' })).toContainText(
    `Then Online 3-Month Kickstart: ${formatDay(secondStarts)} to`,
  );
  await expect(page.getByText('Day 1 of 45', { exact: true })).toBeVisible();
  await plan.screenshot({ path: test.info().outputPath('your-plan.png') });
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // A pause of 7 days from today: the end moves by 7 days, and the plan says until when.
  const activeUntil = addDays(addMonths(secondStarts, 3), -1);
  await plan.getByLabel('Days').fill('30');
  await plan.getByRole('button', { name: 'Pause my plan' }).click();
  await expect(plan.getByText('Choose 7 to 14 days (up to 28 on a 12-month plan).')).toBeVisible();
  await expect(page.getByText(`Estimated completion: ${formatDay(addDays(today, 44))}`)).toBeVisible();
  await plan.getByLabel('Days').fill('7');
  await plan.getByRole('button', { name: 'Pause my plan' }).click();
  // Nothing is paused until the customer confirms what it does.
  await expect(plan).toContainText(`Pause for 7 days, from today to ${formatDay(addDays(today, 6))}?`);
  await expect(plan).toContainText(`Your plan will then run until ${formatDay(addDays(activeUntil, 7))} instead of`);
  await plan.getByRole('link', { name: 'Cancel' }).click();
  await expect(plan.getByRole('button', { name: 'Pause my plan' })).toBeVisible();
  await page.reload();
  await expect(plan).toContainText(`Active until ${formatDay(activeUntil)}`);
  await plan.getByLabel('Days').fill('7');
  await plan.getByRole('button', { name: 'Pause my plan' }).click();
  await plan.getByRole('button', { name: 'Confirm pause' }).click();
  await expect(plan).toContainText(`Active until ${formatDay(addDays(activeUntil, 7))}`);
  await expect(plan).toContainText(`Paused until ${formatDay(addDays(today, 6))}`);
  await expect(page.getByText(`Paused until ${formatDay(addDays(today, 6))}`, { exact: true })).toHaveCount(2);
  await expect(plan.getByRole('button', { name: 'Pause my plan' })).toHaveCount(0);
  // The pause moves the programme's estimated completion too.
  await expect(page.getByText(`Estimated completion: ${formatDay(addDays(today, 51))}`)).toBeVisible();
  await plan.screenshot({ path: test.info().outputPath('paused.png') });
  await expectAccessible(page);

  // 'Resume now' on the pause's first day gives all 7 days back.
  await plan.getByRole('button', { name: 'Resume now' }).click();
  await expect(plan).toContainText(`Active until ${formatDay(activeUntil)}`);
  await expect(page.getByText(/Paused until/)).toHaveCount(0);
  await expect(page.getByText(`Estimated completion: ${formatDay(addDays(today, 44))}`)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Pause my plan' })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
