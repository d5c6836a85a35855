import { expectAccessible } from './support/a11y';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';

test.use({ serviceWorkers: 'allow' });

// Reminders on the dashboard. No push service is reachable here, so the browser's subscription
// is a stand-in (PushManager.subscribe answers with one); delivery itself is tested against a
// local push service in tests/integration/reminders.test.ts.

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const counted = window as unknown as { permissionAsked: number };
    counted.permissionAsked = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      counted.permissionAsked += 1;
      return ask();
    };
    // One device's subscription, kept (across reloads, as a browser keeps it) until unsubscribed.
    const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-device';
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) } }),
      unsubscribe: async () => {
        sessionStorage.removeItem('e2e-subscribed');
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem('e2e-subscribed', 'yes');
      return subscription;
    };
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem('e2e-subscribed') ? subscription : null);
  });
});

test("'Turn on reminders' asks the browser only when clicked; the times are saved, and a reminder is turned off in one tap", async ({
  page,
}) => {
  // The service worker precaches the build before it takes a subscription: over a minute under the full suite's load.
  test.setTimeout(150_000);
  await signInFresh(page);
  await page.goto('/account');
  const card = page.locator('#reminders');
  await expect(card.getByRole('heading', { name: 'Reminders' })).toBeVisible();
  const turnOn = card.getByRole('button', { name: 'Turn on reminders' });
  await expect(turnOn).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0);
  await expect(card.getByText('WellFit will send reminders to this device at the times you choose')).toBeVisible();
  await turnOn.click();
  await expect(card.getByText('Reminders are on for this device.')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(1);

  // Checked as typed: a ticked workout needs its time.
  await card.getByLabel('Workout', { exact: true }).check();
  await card.getByLabel('Workout time').fill('');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(card.getByText('Choose a time.')).toBeVisible();
  await card.getByLabel('Workout time').fill('18:30');
  await expect(card.getByText('Choose a time.')).toHaveCount(0);

  await card.getByLabel('Morning weigh-in', { exact: true }).check();
  await card.getByLabel('Morning weigh-in time').fill('06:30');
  await card.getByLabel('Water', { exact: true }).check();
  await card.getByLabel('Water reminder every (hours)').selectOption('2');
  await expect(card.getByLabel(/Replies from your coach/)).toBeChecked();
  await expect(card.getByLabel(/^Measure this week/)).toHaveAccessibleName(
    'Measure this week (Sundays at 8:00 am, unless you measured that week)',
  );
  await card.getByLabel(/^Measure this week/).check();
  await card.getByLabel(/Also on WhatsApp/).check();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminders saved.').first()).toBeVisible();

  await page.reload();
  await expect(card.getByLabel('Morning weigh-in', { exact: true })).toBeChecked();
  await expect(card.getByLabel('Morning weigh-in time')).toHaveValue('06:30');
  await expect(card.getByLabel('Water', { exact: true })).toBeChecked();
  await expect(card.getByLabel('Workout time')).toHaveValue('18:30');
  await expect(card.getByLabel(/^Measure this week/)).toBeChecked();
  await expect(card.getByLabel(/Also on WhatsApp/)).toBeChecked();

  // What a water reminder's tap opens: one more tap turns water reminders off, and only them. (A
  // reminder sent before they moved to Account still opens them there.)
  await page.goto('/dashboard?reminder=water');
  await expect(page).toHaveURL('/account?reminder=water#reminders');
  await expect(card.getByText('You opened a water reminder.')).toBeVisible();
  await card.getByRole('button', { name: 'Turn off water reminders' }).click();
  await expect(card.getByText('Water reminders are off.')).toBeVisible();
  await page.goto('/account');
  await expect(card.getByLabel('Water', { exact: true })).not.toBeChecked();
  await expect(card.getByLabel('Morning weigh-in', { exact: true })).toBeChecked();

  // A coach's reply opens the chat, where one tap turns these notifications off.
  await page.goto('/support?reminder=chat-reply');
  await expect(page.getByText('You opened a notification of your coach’s reply.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off these notifications' }).click();
  await expect(page.getByText('Notifications of your coach’s replies are off.')).toBeVisible();
  await page.goto('/account');
  await expect(card.getByLabel(/Replies from your coach/)).not.toBeChecked();
  await expect(card.getByLabel(/Also on WhatsApp/)).toBeChecked();

  // This phone stops taking them: its subscription goes, on the browser and on the server.
  await card.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(card.getByRole('button', { name: 'Turn on reminders' })).toBeVisible();
  const data = (await (await page.request.get('/api/my-data')).json()) as { reminderDevices: unknown[] };
  expect(data.reminderDevices).toEqual([]);
});
