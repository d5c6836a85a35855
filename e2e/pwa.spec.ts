import { demoLoginTo } from './support/demo-login';
import { expect, test } from './support/test';

// The installable app: a manifest a browser accepts, icons that load at the sizes it says, and
// 'Install WellFit' only where the browser offers installation.

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('the manifest opens the dashboard standalone, and its icons load at their sizes', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'WellFit',
    short_name: 'WellFit',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#1f7a4d',
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const purposes = manifest.icons.map((icon: { purpose: string }) => icon.purpose);
  expect(purposes).toContain('maskable');
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await image.body()).join('x')).toBe(icon.sizes);
  }
  expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '192x192')).toBe(true);
  expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);
});

test("'Install WellFit' appears when the browser offers installation, and asks it once", async ({ page }) => {
  await demoLoginTo(page, '/dashboard');
  // Opened again with page.goto, which waits for React to hydrate: the listener is attached.
  await page.goto('/dashboard');
  const install = page.getByRole('button', { name: 'Install WellFit' });
  await expect(install).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await install.click();
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
});
