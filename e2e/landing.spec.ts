import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';

const SPEC_TEXTS = [
  'Start Your Journey',
  'Watch Demo',
  'Calculate BMI First',
  'Get Started Now',
  '10,000+',
  'Happy Clients',
  '45-Day',
  '10kg',
  'Average Loss',
  '98%',
  'Success Rate',
  'Personalised workout plans',
  'Nutrition guidance',
  'Daily progress tracking',
  'WhatsApp support',
  'Weight Loss',
  'Health Issues',
  'Post Pregnancy',
  'Hormonal Balance',
  '01',
  '02',
  '03',
  'Sign Up &amp; Assess',
  'Choose Your Plan',
  'Start Transforming',
];

test.describe('landing page', () => {
  test('the server HTML holds the spec texts before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const text of SPEC_TEXTS) expect(html, text).toContain(text);
  });

  test('one h1, accessible, no console errors, no sideways scroll', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    expect(errors).toEqual([]);
  });

  test('each call to action goes where the spec says', async ({ page }) => {
    for (const [name, url] of [
      ['Start Your Journey', '/auth'],
      ['Calculate BMI First', '/bmi-calculator'],
      ['Get Started Now', '/auth'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await expect(page).toHaveURL('/#how-it-works');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  });

  test('search engines get metadata, structured data, a sitemap and robots rules', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /45 days|45-day/i);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const offers = jsonLd.hasOfferCatalog.itemListElement;
    expect(offers).toHaveLength(6);
    expect(offers.every((offer: { priceCurrency: string }) => offer.priceCurrency === 'INR')).toBe(true);

    const image = await request.get('/opengraph-image');
    expect(image.headers()['content-type']).toBe('image/png');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /receipt');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/packages</loc>');
    expect(sitemap).not.toContain('/dashboard');
  });
});

test.describe('landing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calls to action are plain links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/auth');
    await page.getByRole('link', { name: 'Calculate BMI First' }).click();
    await expect(page).toHaveURL('/bmi-calculator');
  });
});
