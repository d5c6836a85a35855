import type { Page } from '@playwright/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectNoHorizontalScroll } from './support/layout';
import { payAsNewCustomer } from './support/paying';
import { expect, test } from './support/test';
import { exerciseCard, logReps, openCard, workoutOf } from './support/workout';

// The workout plan a package sells (issue 41): a paying customer's day 1 from the default
// programme, logged set by set on 'Plan', kept through a reload, and sent once from a phone
// that was offline.

/** A new customer who has just paid for the online plan: day 1 of 'Home beginner'. */
const payingCustomer = (page: Page) => payAsNewCustomer(page, 'online-6m');

test("day 1 on the Workout tab and on Plan; three sets of glute bridges stay after a reload; 'Finish workout' marks the day done", async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await payingCustomer(page);

  await page.goto('/dashboard?tab=workout');
  const tab = page.getByRole('tabpanel', { name: 'Workout' });
  await expect(tab.getByRole('heading', { name: 'Full-body basics' })).toBeVisible();
  await expect(tab.getByRole('list', { name: "Today's exercises" })).toContainText('Glute bridge: 3 × 10-15 reps');
  await expectAccessible(page);
  await tab.getByRole('link', { name: 'Start workout' }).click();

  await expect(page).toHaveURL(/\/plan\?workout=start#workout$/);
  const workout = workoutOf(page);
  await expect(workout).toContainText('Home beginner · Foundation · week 1 · day 1');
  await expect(workout.getByRole('list', { name: 'This week' }).getByRole('listitem').first()).toContainText('Today');
  const bridge = exerciseCard(workout, 'Glute bridge');
  await openCard(bridge);
  await bridge.getByText('How to do it').click();
  await expect(bridge.getByText('Common mistake:', { exact: true })).toBeVisible();
  await expect(bridge.getByLabel('Reps')).toHaveValue('15');

  await logReps(bridge, 'Glute bridge', ['15', '13', '12']);
  await expect(bridge.getByText('All 3 sets done')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.reload();
  await openCard(bridge);
  await expect(bridge.getByRole('list', { name: 'Glute bridge: sets logged' }).getByRole('listitem')).toHaveText([
    /Set 1: 15 reps/,
    /Set 2: 13 reps/,
    /Set 3: 12 reps/,
  ]);

  await workout.getByText('About right').click();
  await workout.getByLabel('A note for your coach (optional)').fill('Bridges felt good');
  await workout.getByRole('button', { name: 'Finish workout' }).click();
  await expect(workout.getByRole('status').filter({ hasText: 'Workout finished' })).toContainText('Felt about right');
  await expect(workout.getByRole('list', { name: 'This week' }).getByRole('listitem').first()).toContainText('Done');

  await page.goto('/dashboard?tab=workout');
  await expect(page.getByText(/Done today: [1-9]\d* calories/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('offline, a set waits on the phone and is sent once when the connection comes back', async ({ page, context }) => {
  test.slow();
  await payingCustomer(page);
  await page.goto('/plan?workout=start');
  const workout = workoutOf(page);
  const bridge = exerciseCard(workout, 'Glute bridge');
  await openCard(bridge);

  await context.setOffline(true);
  await bridge.getByLabel('Reps').fill('11');
  await bridge.getByRole('button', { name: 'Log set 1' }).click();
  const logged = bridge.getByRole('list', { name: 'Glute bridge: sets logged' });
  await expect(logged).toContainText('Set 1: 11 reps · waiting to sync');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('1 waiting: 1 set');
  await expect(bridge.getByRole('button', { name: 'Log set 2' })).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible();
  await page.reload();
  await openCard(bridge);
  await expect(logged.getByRole('listitem')).toHaveText([/^Set 1: 11 reps$/]);
});
