import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { demoLoginTo } from './support/demo-login';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';

test.use({ serviceWorkers: 'allow' });

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
  await signInFresh(page);
  await page.goto('/dashboard');
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

/** Whether this phone keeps a copy of `path` in the service worker's page cache. */
const keeps = (page: Page, path: string) =>
  page.evaluate(async (kept) => Boolean(await (await caches.open('wellfit-pages')).match(kept)), path);

test('a service worker controls the dashboard after the first visit, and the browser finds it installable', async ({
  baseURL,
  viewport,
}, testInfo) => {
  // The worker precaches the build's static files before it is ready: 7 s under the full suite's load.
  test.slow();
  // Chromium never offers to install from an incognito profile, which every new context is: a profile on disk here.
  const profile = await mkdtemp(path.join(tmpdir(), 'wellfit-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL, viewport });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInFresh(page);
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/serwist\/sw\.js$/);
    // The check Lighthouse's installability audit made (it left Lighthouse 12 with the PWA category): Chromium's own.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('offline, the last dashboard opens from the phone; a page never opened says so; signing out forgets it', async ({
  page,
  context,
}) => {
  test.slow();
  await demoLoginTo(page, '/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => keeps(page, '/dashboard')).toBe(true);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByText('Demo account', { exact: true })).toBeVisible();
  await page.goto('/bmi-calculator?from=offline');
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open my dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');

  await context.setOffline(false);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  // The next request the worker sees is rendered for nobody: the kept pages go.
  await page.goto('/auth');
  await expect.poll(() => keeps(page, '/dashboard')).toBe(false);
});

/** A new customer who paid for the online 3-month plan, on their dashboard's Hydration tab, with the service worker in control. */
async function payingCustomerOnHydration(page: Page): Promise<void> {
  await signInFresh(page);
  await page.goto('/payment?package=online-3m');
  await page.waitForURL('/payment?package=online-3m');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/dashboard?tab=hydration');
}

/** The phone's outbox as IndexedDB holds it (lib/offline/outbox.ts), read or written behind the page's back. */
const outboxEntries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const opened = indexedDB.open('wellfit-outbox');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const all = opened.result.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
const putInOutbox = (page: Page, entries: unknown[]) =>
  page.evaluate(
    (kept) =>
      new Promise<void>((resolve, reject) => {
        const opened = indexedDB.open('wellfit-outbox');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const transaction = opened.result.transaction('entries', 'readwrite');
          for (const entry of kept as { write: { id: string } }[]) transaction.objectStore('entries').put(entry, entry.write.id);
          transaction.oncomplete = () => resolve();
        };
      }),
    entries,
  );

test('offline, two glasses and a weight wait on the phone, sync once back online, and a replayed outbox counts nothing twice', async ({
  page,
  context,
}) => {
  test.slow();
  await payingCustomerOnHydration(page);
  const glasses = page.getByText(/^\d+ of 8 glasses$/);
  await expect(glasses).toHaveText('0 of 8 glasses');

  await context.setOffline(true);
  const addGlass = page.getByRole('button', { name: 'Add a glass of water' });
  await addGlass.click();
  await addGlass.click();
  await expect(glasses).toHaveText('2 of 8 glasses');
  await page.getByLabel("Today's weight (kg)").fill('78.5');
  await page.getByRole('button', { name: 'Log weight' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toContainText("Saved on this phone: will sync when you're back online");
  await expect(banner).toContainText('3 waiting: 2 glasses of water, 1 weight');
  await expect(page.getByText('Logged today: 78.5 kg. A new entry replaces it.')).toBeVisible();
  await expectAccessible(page);
  const kept = await outboxEntries(page);
  expect(kept).toHaveLength(3);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible();
  await expect(glasses).toHaveText('2 of 8 glasses');
  await page.reload();
  await expect(glasses).toHaveText('2 of 8 glasses');
  await expect(page.getByText('Logged today: 78.5 kg. A new entry replaces it.')).toBeVisible();
  expect(await outboxEntries(page)).toEqual([]);

  // The same three again, as a second tab or Background Sync would send them: nothing counts twice.
  await putInOutbox(page, kept);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible();
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  await page.reload();
  await expect(glasses).toHaveText('2 of 8 glasses');
});

test('offline, a recent food is logged from the phone and syncs once; search says it needs a connection', async ({
  page,
  context,
}) => {
  test.slow();
  await payingCustomerOnHydration(page);
  await page.goto('/food');
  const card = page.locator('#food');
  const sheet = page.getByRole('dialog', { name: 'Log food' });
  await card.getByRole('button', { name: 'Log food' }).click();
  await sheet.getByLabel('Search foods').fill('dal');
  await sheet
    .getByRole('list', { name: 'Foods found' })
    .getByRole('button', { name: /^Dal tadka/ })
    .click();
  await sheet.getByLabel('Meal').selectOption({ label: 'Lunch' });
  await sheet.getByRole('button', { name: 'Add' }).click();
  await expect(sheet).toBeHidden();
  const lunch = card.getByRole('list', { name: 'Lunch foods' });
  await expect(lunch.getByRole('listitem')).toHaveCount(1);
  await page.reload();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Log food' }).click();
  await expect(sheet.getByRole('status')).toHaveText(
    'You are offline: search needs a connection. Your recent and frequent foods can still be logged.',
  );
  await expect(sheet.getByRole('button', { name: 'Create a food' })).toBeDisabled();
  await sheet
    .getByRole('region', { name: 'Recent' })
    .getByRole('button', { name: /^Dal tadka/ })
    .click();
  await sheet.getByLabel('Meal').selectOption({ label: 'Lunch' });
  await sheet.getByRole('button', { name: 'Add' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Dal tadka saved on this phone')).toBeVisible();
  const waiting = card.getByRole('list', { name: 'Lunch foods saved on this phone' });
  await expect(waiting).toContainText(/Dal tadka · 1 katori.*waiting to sync/);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('1 waiting: 1 food');
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.reload();
  await expect(lunch.getByRole('listitem')).toHaveCount(2);
});

test('Background Sync sends the outbox with no page of the dashboard open', async ({ page, context }) => {
  test.slow();
  await payingCustomerOnHydration(page);
  // Another page of the site stays open to reach the service worker from once the dashboard is closed.
  const other = await context.newPage();
  await other.goto('/bmi-calculator');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add a glass of water' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('1 waiting: 1 glass of water');
  expect(await outboxEntries(other)).toHaveLength(1);
  await page.close();
  await context.setOffline(false);

  // The browser fires the sync event when the connection is back, to the worker alone (no page
  // that sends is open); it may already have, so it is also dispatched here, through DevTools.
  const cdp = await context.newCDPSession(other);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === new URL('/', other.url()).href && !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(other.url()).origin,
    registrationId: await registration,
    tag: 'wellfit-outbox',
    lastChance: false,
  });
  await expect.poll(() => outboxEntries(other)).toEqual([]);
  const data = (await (await other.request.get('/api/my-data')).json()) as { checkins: { waterGlasses: number }[] };
  expect(data.checkins.map((checkin) => checkin.waterGlasses)).toEqual([1]);
});

test('an entry the server refuses stays on the phone with the reason until dismissed', async ({ page }) => {
  test.slow();
  await payingCustomerOnHydration(page);
  const [owner] = await page.evaluate(async () => {
    const response = await fetch('/api/outbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return [response.status];
  });
  expect(owner).toBe(400);
  const tag = await page.evaluate(async () => {
    const response = await fetch('/dashboard', { headers: { accept: 'text/html' } });
    return response.headers.get('x-wellfit-session');
  });
  const id = crypto.randomUUID();
  await putInOutbox(page, [{ owner: tag, write: { id, kind: 'weight', weight: 900, loggedAt: new Date().toISOString() } }]);
  await page.reload();
  const refused = page.getByRole('list', { name: 'Not saved' }).getByRole('listitem');
  await expect(refused).toContainText(/Weight 900 kg, .*: not saved/);
  await expect(refused).toContainText('Weight must be less than 300kg');
  await expectAccessible(page);
  await refused.getByRole('button', { name: 'Dismiss: Weight 900 kg' }).click();
  await expect(refused).toHaveCount(0);
  expect(await outboxEntries(page)).toEqual([]);
});
