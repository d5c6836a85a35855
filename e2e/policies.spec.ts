import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';

const POLICIES = [
  { path: '/terms', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/refund-policy', title: 'Refund Policy' },
] as const;

test.describe('policy pages', () => {
  for (const policy of POLICIES) {
    test(`${policy.path} shows its policy, the grievance officer and the other two policies`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${policy.path}$`));
      await expect(page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();

      const contact = page.getByRole('region', { name: 'Contact and grievance officer' });
      await expect(contact.getByRole('heading', { name: 'Grievance officer', exact: true })).toBeVisible();
      await expect(contact.getByText('Designation', { exact: true })).toBeVisible();
      await expect(contact.getByText('GSTIN')).toBeVisible();
      await expect(
        contact.getByText('We acknowledge a complaint within 48 hours and resolve it within one month.'),
      ).toBeVisible();
      await expect(contact.getByRole('link', { name: 'support@wellfit.in' }).first()).toHaveAttribute(
        'href',
        'mailto:support@wellfit.in',
      );
      await expect(contact.getByRole('link', { name: '+91 98765 43210' }).first()).toHaveAttribute('href', 'tel:+919876543210');
      // The e2e server runs without the business settings, so the page owns up to sample details.
      await expect(contact.getByText(/sample values of a development setup/)).toBeVisible();

      const others = page.getByRole('navigation', { name: 'Other policies' });
      for (const other of POLICIES.filter((p) => p !== policy)) {
        await expect(others.getByRole('link', { name: other.title })).toHaveAttribute('href', other.path);
      }
      await expect(others.getByRole('link', { name: policy.title })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  }

  test('at 360 px no policy page scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const policy of POLICIES) {
      await page.goto(policy.path);
      await expectNoHorizontalScroll(page);
    }
  });

  test('the refund policy states the guarantee concretely', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByText(/within 45 days of the purchase date/i)).toBeVisible();
    await expect(page.getByText(/#WF000123/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support chat' })).toHaveAttribute('href', '/support');
    await expect(page.getByText('We acknowledge your request within 48 hours.')).toBeVisible();
    await expect(page.getByText(/GST included/)).toBeVisible();
  });

  test('the footer on the home page links to all three policies', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const policy of POLICIES) {
      await expect(footer.getByRole('link', { name: policy.title })).toHaveAttribute('href', policy.path);
    }
  });

  test('the sitemap lists all three policies', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const policy of POLICIES) expect(sitemap).toContain(`${policy.path}</loc>`);
  });
});
