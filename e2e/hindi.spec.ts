import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';
import { latestOtp, randomPhone, smsLogMark } from './support/otp';
import { expect, test } from './support/test';

/**
 * A Hindi reader's whole way in (issue 44), at 360 px: every page in Hindi, `lang="hi"`, axe
 * clean, nothing sideways; and back to English on /account, still signed in. The texts are read
 * from messages/, so the test checks the pages show the catalogue's Hindi, whatever its wording.
 */

const read = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'messages', file), 'utf8'));
/** A screen's Hindi text: messages/hi/<area>.json at the key. */
const t = (area: string, key: string): string => key.split('.').reduce((node, part) => node[part], read(`hi/${area}.json`));
/** The Hindi of a text from lib/: messages/domain/hi/<area>.json. */
const said = (area: string, english: string): string => read(`domain/hi/${area}.json`)[english];

/** The page is Hindi, passes axe and fits the phone. */
async function expectHindiPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

test('in Hindi: landing, sign-up by OTP, BMI, packages, payment, confirmation and dashboard; English again from /account', async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);

  await page.goto('/hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing', 'hero.title'));
  await expectHindiPage(page);

  // Sign up from the hero: the Hindi sign-in page, the code from the SMS log.
  await page.getByRole('link', { name: t('landing', 'hero.start') }).click();
  await page.waitForURL('/hi/auth');
  await expectHindiPage(page);
  await page.getByRole('tab', { name: t('auth', 'tabs.signup') }).click();
  const phone = randomPhone();
  await page.locator('#signup-phone').fill(phone);
  const mark = await smsLogMark();
  await page.getByRole('button', { name: t('auth', 'send.signup.idle') }).click();
  await page.getByLabel(t('auth', 'otp.label')).fill(await latestOtp(phone, mark));
  await page.getByRole('button', { name: t('auth', 'otp.verify') }).click();
  await page.waitForURL('/hi/onboarding');
  await expectHindiPage(page);

  // BMI: the Hindi labels, a Hindi result, saved for the customer.
  await page.goto('/hi/bmi-calculator');
  await page.getByLabel(t('bmi', 'fields.weight.label')).fill('80');
  await page.getByLabel(t('bmi', 'fields.height.label')).fill('165');
  await page.getByLabel(t('bmi', 'fields.age.label')).fill('32');
  await page.getByRole('button', { name: t('bmi', 'calculate') }).click();
  await expect(page.getByTestId('bmi-score')).toHaveText('29.4');
  await expect(page.getByTestId('bmi-result').getByText(said('bmi', 'Overweight'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('bmi', 'saved'))).toBeVisible();
  await expectHindiPage(page);

  // Packages, in Hindi at their Hindi address.
  await page
    .getByTestId('bmi-result')
    .getByRole('link', { name: t('bmi', 'result.choose') })
    .click();
  await page.waitForURL('/hi/packages');
  await expect(page.getByRole('tab', { name: t('packages', 'tabs.online') })).toHaveAttribute('aria-selected', 'true');
  await expectHindiPage(page);
  const product = `${said('packages', 'Online')} ${said('packages', '6-Month Transformation')}`;
  await page.getByRole('link', { name: `${t('packages', 'book.online')}: ${product}` }).click();

  // Payment and its confirmation: one address each, in the language chosen.
  await page.waitForURL('/payment?package=online-6m');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkout', 'payment.heading'));
  await expectHindiPage(page);
  await page.getByLabel('UPI').check();
  await page.getByRole('button', { name: t('checkout', 'form.pay').replace('{amount}', '₹10,619') }).click();
  await page.waitForURL(/\/payment-success\?order_id=[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: t('checkout', 'confirmed.title') })).toBeVisible();
  await expectHindiPage(page);

  await page.goto('/dashboard');
  await expectHindiPage(page);

  // English from /account: the same session, the page in English.
  await page.goto('/account');
  await expectHindiPage(page);
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: t('common', 'language.save') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(errors).toEqual([]);
});

test('search engines find each public page in both languages', async ({ page, request }) => {
  for (const [path, english, hindi] of [
    ['/hi', '/', '/hi'],
    ['/hi/packages', '/packages', '/hi/packages'],
    ['/', '/', '/hi'],
    ['/packages', '/packages', '/hi/packages'],
  ]) {
    await page.goto(path!);
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${english === '/' ? '/?' : english}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${hindi}$`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/?' : path}$`));
    // The English address in English again: an address with /hi chose Hindi for this browser.
    await page.goto('/en');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const address of ['/hi</loc>', '/hi/packages</loc>', '/packages</loc>']) expect(sitemap).toContain(address);
  expect(sitemap).toContain('hreflang="hi"');
});

test('the Hindi public pages fit a 320 px phone, in the Devanagari face that English pages never load', async ({ page }) => {
  const devanagariLoaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'devanagari' && face.status === 'loaded');
    });
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/hi', '/hi/packages', '/hi/bmi-calculator', '/hi/auth']) {
    await page.goto(path);
    await expectNoHorizontalScroll(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?devanagari"?,/);
    expect(await devanagariLoaded()).toBe(true);
  }
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/devanagari/);
  expect(await devanagariLoaded()).toBe(false);
});
