import type { Page } from '@playwright/test';
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
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(`Step ${index + 1} of 4`, { exact: true })).toBeVisible();
  await expect(page.getByText(percent)).toBeVisible();
  await expect(page.getByText('45 Days Program')).toBeVisible();
  await expect(page.getByText('10kg Expected Loss')).toBeVisible();
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
    }
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expectStep(page, 2);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/bmi-calculator');
    expect(errors).toEqual([]);
  });

  test('on step 1 Previous reads Back to Login, and both Back to Login controls go to /auth', async ({ page }) => {
    await page.goto('/onboarding');
    const backs = page.getByRole('link', { name: 'Back to Login' });
    await expect(backs).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await backs.last().click();
    await expect(page).toHaveURL('/auth');
    await page.goto('/onboarding?step=3');
    await page.getByRole('link', { name: 'Back to Login' }).first().click();
    await expect(page).toHaveURL('/auth');
  });

  test('arrow keys move between steps and the step is announced', async ({ page }) => {
    await page.goto('/onboarding');
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 1);
    await expect(page.getByText('Step 2 of 4: PCOD & Hormonal Balance')).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 1);
    await expect(page).toHaveURL('/onboarding?step=2');
  });

  test('a swipe moves between steps', async ({ page }) => {
    await page.goto('/onboarding');
    const carousel = page.getByRole('region', { name: 'Programme introduction' });
    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await carousel.dispatchEvent('pointerdown', { clientX: fromX, clientY: y, pointerType: 'touch', isPrimary: true });
      await carousel.dispatchEvent('pointerup', { clientX: toX, clientY: y, pointerType: 'touch', isPrimary: true });
    };
    await swipe(box.x + box.width - 20, box.x + 20);
    await expectStep(page, 1);
    await swipe(box.x + 20, box.x + box.width - 20);
    await expectStep(page, 0);
  });

  test('a step dot jumps straight to its step', async ({ page }) => {
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Go to step 4: Hormonal Balance' }).click();
    await expectStep(page, 3);
    await expect(page.getByRole('button', { name: 'Go to step 4: Hormonal Balance' })).toHaveAttribute('aria-current', 'step');
  });
});

test.describe('onboarding without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Next is a link to the next step', async ({ page }) => {
    await page.goto('/onboarding');
    await expectStep(page, 0);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/onboarding?step=2');
    await expectStep(page, 1);
  });
});
