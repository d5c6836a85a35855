import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';

test.describe('packages', () => {
  test('online plans by default, with prices, savings and the popular badge', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Online Packages' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: /Book via BookMyShow/ })).toHaveCount(3);
    await expect(panel.getByText('Most Popular')).toHaveCount(1);
    await expect(panel.getByText('₹8,999', { exact: true })).toBeVisible();
    await expect(panel.getByText('Save ₹7,000')).toBeVisible();
    await expect(panel.getByText('12 months')).toBeVisible();
    for (const block of ['Expert Trainers', 'Flexible Scheduling', '45-Day Money-Back Guarantee']) {
      await expect(page.getByRole('heading', { name: block })).toBeVisible();
    }
    await expect(page.getByText(/5\+ years experience/)).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    expect(errors).toEqual([]);
  });

  test('the offline tab shows its plans and can be linked', async ({ page }) => {
    await page.goto('/packages');
    await page.getByRole('tab', { name: 'Offline Packages' }).click();
    await expect(page).toHaveURL('/packages?type=offline');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: /Book via Brand Select/ })).toHaveCount(3);
    await expect(panel.getByText('₹17,999', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/packages?type=offline');
    await expect(page.getByRole('tab', { name: 'Offline Packages' })).toHaveAttribute('aria-selected', 'true');
  });

  test('choosing a plan confirms it and goes on to payment after a second', async ({ page }) => {
    await page.goto('/packages?type=offline');
    await page.getByRole('link', { name: 'Book via Brand Select: Offline 6-Month Transformation' }).click();
    await expect(page.getByText('Package Selected')).toBeVisible();
    await expect(page.getByText("You've selected the Offline package. Proceeding to payment...")).toBeVisible();
    // Payment is private: a visitor is asked to sign in first and comes back to it.
    await expect(page).toHaveURL(/\/auth\?next=%2Fpayment%3Fpackage%3Doffline-6m$/);
  });

  test('a ctrl or cmd click opens payment in a new tab and leaves this page as it is', async ({ page, context }) => {
    await page.goto('/packages');
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Book via BookMyShow: Online 3-Month Kickstart' }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await opened.waitForLoadState();
    await expect(opened).toHaveURL(/\/auth\?next=%2Fpayment%3Fpackage%3Donline-3m$/);
    await expect(page).toHaveURL('/packages');
    await expect(page.getByText('Package Selected')).toHaveCount(0);
  });

  test('the back link goes to the BMI calculator', async ({ page }) => {
    await page.goto('/packages');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/bmi-calculator');
  });
});
