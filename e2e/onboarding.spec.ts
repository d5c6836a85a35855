import type { Page } from '@playwright/test';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';

const STEPS = [
  ['Weight Loss', 'Get Weight Loss Up to 10kg in 45 Days', '25% complete'],
  ['PCOD & Hormonal Balance', 'Help manage PCOD, Irregular Periods, Thyroid Issues', '50% complete'],
  ['Post Pregnancy', 'Post Pregnancy Weight Loss with care', '75% complete'],
  ['Hormonal Balance', 'Help regulate/manage Hormonal Imbalance', '100% complete'],
] as const;

async function expectStep(page: Page, index: number) {
  const [title, text, percent] = STEPS[index]!;
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The other slides are laid out but hidden.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(`Step ${index + 1} of 4`, { exact: true })).toBeVisible();
  await expect(page.getByText(percent)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((index + 1) * 25));
  await expect(page.getByText('45 Days Program')).toBeVisible();
  await expect(page.getByText('10kg Expected Loss')).toBeVisible();
}

/** A finger swipe through Chromium's touch input, so touch-action and pointer events are the real ones. */
async function swipe(page: Page, fromX: number, toX: number, fromY: number, toY = fromY) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
  await touch('touchStart', fromX, fromY);
  for (let i = 1; i <= 5; i++) await touch('touchMove', fromX + ((toX - fromX) * i) / 5, fromY + ((toY - fromY) * i) / 5);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('onboarding', () => {
  test('Next and Previous walk the four steps, then Get Started goes to the BMI calculator', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/onboarding');
    await expectStep(page, 0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    for (let i = 1; i < 4; i++) {
      await page.getByRole('link', { name: 'Next' }).click();
      await expectStep(page, i);
      await expect(page).toHaveURL(`/onboarding?step=${i + 1}`);
    }
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expectStep(page, 2);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/bmi-calculator');
    expect(errors).toEqual([]);
  });

  test("the browser's Back and Forward walk the steps", async ({ page }) => {
    await page.goto('/onboarding');
    for (let i = 1; i < 3; i++) {
      await page.getByRole('link', { name: 'Next' }).click();
      await expectStep(page, i);
    }
    await page.goBack();
    await expectStep(page, 1);
    await expect(page).toHaveURL('/onboarding?step=2');
    await page.goBack();
    await expectStep(page, 0);
    await expect(page).toHaveURL('/onboarding');
    await page.goForward();
    await expectStep(page, 1);
    await expect(page).toHaveURL('/onboarding?step=2');
  });

  test('after leaving from the last step, Back returns to that step', async ({ page }) => {
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Go to step 4: Hormonal Balance' }).click();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/bmi-calculator');
    await page.goBack();
    await expect(page).toHaveURL('/onboarding?step=4');
    await expectStep(page, 3);
  });

  test('on step 1 Previous reads Back to Login, and both Back to Login controls go to /auth', async ({ page }) => {
    await page.goto('/onboarding');
    const backs = page.getByRole('link', { name: 'Back to Login' });
    await expect(backs).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await backs.last().click();
    await expect(page).toHaveURL('/auth');
    await page.goto('/onboarding?step=3');
    await expectStep(page, 2);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('a signed-in customer sees Dashboard, never Sign in or Back to Login', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/dashboard');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.goto('/onboarding');
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Dashboard' }).last().click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('an out-of-range ?step is clamped', async ({ page }) => {
    await page.goto('/onboarding?step=9');
    await expectStep(page, 3);
    await page.goto('/onboarding?step=zero');
    await expectStep(page, 0);
  });

  test('arrow keys move between steps, stop at the ends, and each step is announced', async ({ page }) => {
    await page.goto('/onboarding');
    const announcement = page.getByRole('region', { name: 'Programme introduction' }).locator('[aria-live="polite"]');
    await expect(announcement).toHaveText('Step 1 of 4: Weight Loss');
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 0);
    await expect(page).toHaveURL('/onboarding');
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 1);
    await expect(announcement).toHaveText('Step 2 of 4: PCOD & Hormonal Balance');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expectStep(page, 3);
    await expect(announcement).toHaveText('Step 4 of 4: Hormonal Balance');
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 2);
    await expect(page).toHaveURL('/onboarding?step=3');
  });

  test('keyboard focus stays on the button when Next becomes Get Started', async ({ page }) => {
    await page.goto('/onboarding');
    await page.getByRole('link', { name: 'Next' }).focus();
    for (let i = 1; i < 4; i++) {
      await page.keyboard.press('Enter');
      await expectStep(page, i);
    }
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeFocused();
  });

  test('a swipe moves between steps and a mostly vertical drag does not', async ({ page }) => {
    await page.goto('/onboarding');
    const box = (await page.getByRole('heading', { level: 2 }).boundingBox())!;
    const y = box.y + box.height / 2;
    const [left, right] = [box.x + 10, box.x + box.width - 10];
    await swipe(page, right, left, y);
    await expectStep(page, 1);
    await swipe(page, right, left, y);
    await expectStep(page, 2);
    await swipe(page, left, right, y);
    await expectStep(page, 1);
    await swipe(page, left, left + 60, y, y + 150);
    await expectStep(page, 1);
  });

  test('a step dot jumps straight to its step', async ({ page }) => {
    await page.goto('/onboarding');
    const lastDot = page.getByRole('button', { name: 'Go to step 4: Hormonal Balance' });
    await lastDot.click();
    await expectStep(page, 3);
    await expect(lastDot).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Go to step 1: Weight Loss' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('onboarding without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Next and Previous are links between ?step pages, and Back to Login works', async ({ page }) => {
    await page.goto('/onboarding');
    await expectStep(page, 0);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/onboarding?step=2');
    await expectStep(page, 1);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/onboarding?step=1');
    await expectStep(page, 0);
    await page.getByRole('link', { name: 'Back to Login' }).last().click();
    await expect(page).toHaveURL('/auth');
  });
});
