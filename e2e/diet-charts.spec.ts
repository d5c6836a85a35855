import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { tabTo } from './support/keyboard';
import { expectNoHorizontalScroll } from './support/layout';
import { payAsNewCustomer } from './support/paying';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The diet chart a payment gives (issue 42): 'Today's meals' on Plan, 'Ate this' into the food
// log, 'Swap', and the week's grocery list.

/** A new customer who paid for 3 months online, on /plan: its 'Today's meals'. */
async function mealsOfNewCustomer(page: Page) {
  await payAsNewCustomer(page, 'online-3m');
  await page.goto('/plan');
  return page.locator('#meals');
}

test("'Ate this' on Breakfast adds that option's kcal to the day on Food, marked as planned; the week's grocery list has atta and keeps its ticks", async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const meals = await mealsOfNewCustomer(page);
  await expect(meals.getByRole('heading', { name: "Today's meals" })).toBeVisible();
  await expect(meals.getByText('Vegetarian North Indian 1,500 kcal · Every day')).toBeVisible();
  await expect(meals.getByText('0 of 7 meals followed today')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  const breakfast = meals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Breakfast' }) });
  const optionA = breakfast.getByRole('listitem').filter({ hasText: 'Option A' });
  const kcal = Number(
    (await optionA.getByText(/^\d[\d,]* kcal · /).textContent())!.match(/^([\d,]+) kcal/)![1]!.replace(/,/g, ''),
  );
  expect(kcal).toBeGreaterThan(150);
  await breakfast.getByRole('button', { name: 'Ate this: Option A for Breakfast' }).click();
  await expect(page.getByText(`Breakfast logged: ${kcal} kcal.`)).toBeVisible();
  await expect(meals.getByText('1 of 7 meals followed today')).toBeVisible();
  await expect(breakfast.getByText('Logged')).toBeVisible();
  await expect(breakfast.getByRole('button', { name: /^Ate this/ })).toHaveCount(0);

  // Only the keyboard: the early morning's one option, its kcal read from the chart before the
  // tap (its toast may be gone by the time a loaded machine reads it).
  const earlySlot = meals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Early morning' }) });
  const earlyKcal = Number(
    (await earlySlot.getByText(/^\d[\d,]* kcal · /).textContent())!.match(/^([\d,]+) kcal/)![1]!.replace(/,/g, ''),
  );
  const early = meals.getByRole('button', { name: 'Ate this for Early morning' });
  await tabTo(page, early);
  await page.keyboard.press('Enter');
  await expect(meals.getByText('2 of 7 meals followed today')).toBeVisible();

  // Reloaded, it holds; Food counts both, each entry as planned.
  await page.reload();
  await expect(meals.getByText('2 of 7 meals followed today')).toBeVisible();
  await page.goto('/food');
  const food = page.locator('#food');
  await expect(food.getByText(`${kcal + earlyKcal} kcal today`)).toBeVisible();
  await expect(food.getByRole('list', { name: 'Breakfast foods' }).getByText('As planned').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/plan');

  // The Nutrition tab offers the next slot of the day in one tap.
  await page.goto('/dashboard?tab=nutrition');
  const nutrition = page.getByRole('tabpanel', { name: 'Nutrition' });
  await expect(nutrition.getByRole('heading', { name: /^Your diet chart/ })).toContainText('2 of 7 meals followed today');
  await expect(nutrition.getByRole('heading', { name: 'Mid-morning', level: 4 })).toBeVisible();
  await nutrition.getByRole('button', { name: /^Ate this(: Option A)? for Mid-morning$/ }).click();
  await expect(nutrition.getByRole('heading', { name: /^Your diet chart/ })).toContainText('3 of 7 meals followed today');
  await expect(nutrition.getByRole('heading', { name: 'Lunch', level: 4 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/plan');

  await meals.getByRole('link', { name: 'Grocery list for the week' }).click();
  await expect(page.getByRole('heading', { name: 'Grocery list', level: 1 })).toBeVisible();
  const atta = page.getByRole('checkbox', { name: /atta/ });
  await expect(page.getByRole('listitem').filter({ hasText: 'atta' })).toContainText(/\d+ g|\d+(\.\d)? kg/);
  await atta.check();
  await expect(page.getByText(/^1 of \d+ ticked$/)).toBeVisible();
  await page.reload();
  await expect(atta).toBeChecked();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The whole chart on one sheet, to print: on paper, no header, no bar, no button.
  await page.goto('/plan');
  await meals.getByRole('link', { name: 'The whole chart, to print' }).click();
  await expect(page.getByRole('heading', { name: 'Vegetarian North Indian 1,500 kcal', level: 1 })).toBeVisible();
  const everyDay = page.getByRole('table').first();
  await expect(everyDay.getByRole('rowheader', { name: /^Breakfast/ })).toBeVisible();
  await expect(everyDay.getByRole('row').filter({ hasText: 'Bedtime' })).toContainText(/\d+ kcal/);
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.getByRole('link', { name: 'Plan' }).first()).toBeHidden();
  await expect(everyDay).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  expect(errors).toEqual([]);
});

test("'Swap' on Lunch logs a meal of the chart's diet within 15% as swapped; 'Ate this' offline waits on the phone and counts once back online", async ({
  page,
  context,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const meals = await mealsOfNewCustomer(page);
  const slot = (name: string) => meals.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const kcalIn = async (text: string | null) => Number(text!.match(/^([\d,]+) kcal/)![1]!.replace(/,/g, ''));

  const planned = await kcalIn(
    await slot('Lunch')
      .getByText(/^\d[\d,]* kcal · /)
      .first()
      .textContent(),
  );
  await slot('Lunch').getByRole('link', { name: 'Swap: Option A for Lunch' }).click();
  await expect(page.getByRole('heading', { name: 'Swap lunch', level: 1 })).toBeVisible();
  const swaps = page.getByRole('list', { name: 'Swaps for Lunch' });
  const first = swaps.getByRole('listitem').first();
  const kcal = await kcalIn(await first.getByText(/^\d[\d,]* kcal · /).textContent());
  expect(Math.abs(kcal - planned)).toBeLessThanOrEqual(0.15 * planned);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await first.getByRole('button', { name: /^Ate this instead: / }).click();
  // What lasts, not the toast ('Lunch logged as a swap: … kcal.'), which a loaded machine may
  // read after it is gone: back on Plan with the slot logged, and the swap's kcal on Food.
  await expect(page).toHaveURL('/plan#meals');
  await expect(meals.getByText('1 of 7 meals followed today')).toBeVisible();
  await expect(slot('Lunch').getByText('Logged')).toBeVisible();
  await page.goto('/food');
  const food = page.locator('#food');
  await expect(food.getByText(`${kcal} kcal today`)).toBeVisible();
  await expect(food.getByRole('list', { name: 'Lunch foods' }).getByText('Swapped on your chart').first()).toBeVisible();
  // Back on the swap page, the slot is logged: nothing more to swap.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Swap lunch', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Lunch is logged today.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ate this instead/ })).toHaveCount(0);

  // Offline, 'Ate this' waits on the phone, and counts once back online.
  await page.goto('/plan');
  await context.setOffline(true);
  await slot('Evening')
    .getByRole('button', { name: /^Ate this(: Option A)? for Evening$/ })
    .click();
  await expect(slot('Evening').getByText('Saved on this phone')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('1 waiting: 1 meal of your chart');
  await expect(slot('Evening').getByRole('button', { name: /^Ate this/ })).toHaveCount(0);
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible();
  await page.reload();
  await expect(meals.getByText('2 of 7 meals followed today')).toBeVisible();
  await expect(slot('Evening').getByText('Logged')).toBeVisible();
  // Offline, the browser reports each request it could not make (the bar's prefetches): only those.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
