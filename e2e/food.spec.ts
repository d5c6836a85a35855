import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { expectNoHorizontalScroll } from './support/layout';
import { payAsNewCustomer } from './support/paying';
import { expect, test } from './support/test';

// The food log on 'Food': search as you type, a serving people use, the day's total.

/** A new customer who has paid for the online plan, on 'Food'. */
async function payingCustomer(page: Page): Promise<Locator> {
  await payAsNewCustomer(page, 'online-6m');
  await page.goto('/food');
  return page.locator('#food');
}

const sheetOf = (page: Page) => page.getByRole('dialog', { name: /Log food|Create a food/ });
const found = (sheet: Locator) => sheet.getByRole('list', { name: 'Foods found' }).getByRole('button');

/** The kcal the sheet says the chosen serving and quantity come to. */
async function previewKcal(sheet: Locator): Promise<number> {
  const preview = sheet.getByText(/^About \d+ kcal/);
  return Number((await preview.textContent())!.match(/^About (\d+) kcal/)![1]);
}

test("'dal' finds Dal tadka by the katori; added to lunch, its kcal is the day's total; a new quantity changes it", async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const card = await payingCustomer(page);
  await expect(card.getByText('0 kcal today')).toBeVisible();
  // No profile yet: totals, and the way to a target.
  await expect(card.getByRole('link', { name: 'Complete your profile to get a calorie target' })).toBeVisible();

  await card.getByRole('button', { name: 'Log food' }).click();
  const sheet = sheetOf(page);
  await expect(sheet.getByLabel('Search foods')).toBeFocused();
  await sheet.getByLabel('Search foods').fill('dal');
  const dal = found(sheet).filter({ hasText: /^Dal tadka/ });
  await expect(dal).toContainText('1 katori');
  await expect(sheet.getByRole('status')).toHaveText(/\d+ foods? found/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await dal.click();

  await expect(sheet.getByLabel('Serving')).toHaveValue('1 katori');
  await sheet.getByLabel('Meal').selectOption({ label: 'Lunch' });
  const kcal = await previewKcal(sheet);
  expect(kcal).toBeGreaterThan(80);
  await sheet.getByLabel('Quantity').fill('0.3');
  await sheet.getByRole('button', { name: 'Add' }).click();
  await expect(sheet.getByText('Choose 0.5 to 20, in steps of 0.5.')).toBeVisible();
  await sheet.getByLabel('Quantity').fill('1');
  await expect(sheet.getByText('Choose 0.5 to 20, in steps of 0.5.')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Add' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Dal tadka added to Lunch')).toBeVisible();
  await expect(card.getByText(`${kcal} kcal today`)).toBeVisible();
  const lunch = card.getByRole('list', { name: 'Lunch foods' });
  await expect(lunch).toContainText(`Dal tadka1 katori · ${kcal} kcal`);

  // Editing the quantity changes the total, with the same check as adding.
  await lunch.getByRole('button', { name: 'Change Dal tadka' }).click();
  const quantity = lunch.getByLabel('Quantity of Dal tadka (1 katori)');
  await expect(quantity).toBeFocused();
  await quantity.fill('21');
  await lunch.getByRole('button', { name: 'Save' }).click();
  await expect(lunch.getByText('Choose 0.5 to 20, in steps of 0.5.')).toBeVisible();
  await quantity.fill('2');
  await lunch.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(`${kcal * 2} kcal today`)).toBeVisible();
  await expect(lunch).toContainText(`2 katori · ${kcal * 2} kcal`);

  // A reload keeps it; deleting it takes it off the day.
  await page.reload();
  await expect(card.getByText(`${kcal * 2} kcal today`)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await card.getByRole('button', { name: 'Delete Dal tadka' }).click();
  await expect(card.getByText('0 kcal today')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Lunch foods' })).toHaveCount(0);
  // A few seconds to take it back: 'Undo' puts it back as it was.
  await expect(page.getByText('Deleted Dal tadka')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Dal tadka is back in your log')).toBeVisible();
  await expect(card.getByText(`${kcal * 2} kcal today`)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Lunch foods' })).toContainText(`2 katori · ${kcal * 2} kcal`);
  await page.reload();
  await expect(card.getByText(`${kcal * 2} kcal today`)).toBeVisible();
  await card.getByRole('button', { name: 'Delete Dal tadka' }).click();
  await expect(card.getByText('0 kcal today')).toBeVisible();
  expect(errors).toEqual([]);
});

test("'panir' and 'पनीर' both find paneer dishes; with the keyboard alone, Enter takes the best match and Add logs it", async ({
  page,
}) => {
  test.slow();
  const card = await payingCustomer(page);
  const open = card.getByRole('button', { name: 'Log food' });
  await tabTo(page, open);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const sheet = sheetOf(page);
  const search = sheet.getByLabel('Search foods');
  await expect(search).toBeFocused();

  for (const query of ['panir', 'पनीर']) {
    await search.fill('');
    await page.keyboard.type(query);
    await expect(found(sheet).first()).toContainText(/paneer/i);
  }
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('heading', { level: 3 })).toContainText(/paneer/i);
  await tabTo(page, sheet.getByRole('button', { name: 'Add' }));
  await expectVisibleFocus(page);
  const kcal = await previewKcal(sheet);
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expect(card.getByText(`${kcal} kcal today`)).toBeVisible();
  // Focus goes back to where the sheet was opened from.
  await expect(open).toBeFocused();

  // Escape closes the sheet without logging anything.
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(card.getByText(`${kcal} kcal today`)).toBeVisible();
});

test('a food of their own: created from the sheet with its serving, logged, and a one-tap shortcut the next time', async ({
  page,
}) => {
  test.slow();
  const card = await payingCustomer(page);
  const name = `Amma's upma ${Date.now()}`;
  await card.getByRole('button', { name: 'Log food' }).click();
  const sheet = sheetOf(page);
  await sheet.getByLabel('Search foods').fill(name);
  await expect(sheet.getByRole('status')).toHaveText(
    `No food found for “${name}”. Try another spelling, quick add it, or create it.`,
  );
  await sheet.getByRole('button', { name: 'Create a food' }).click();
  await expect(sheet.getByRole('heading', { name: 'Create a food' })).toBeVisible();
  await expect(sheet.getByLabel('Name')).toHaveValue(name);

  await sheet.getByRole('button', { name: 'Save food' }).click();
  await expect(sheet.getByText("Say what one serving is, like '1 bowl' (up to 40 characters).")).toBeVisible();
  await sheet.getByLabel('One serving is').fill('1 bowl');
  await sheet.getByLabel('Serving weight (g or ml)').fill('10');
  await sheet.getByLabel('Energy (kcal)').fill('250');
  for (const nutrient of ['Protein (g)', 'Carbohydrate (g)', 'Fat (g)', 'Fibre (g)']) await sheet.getByLabel(nutrient).fill('2');
  await sheet.getByRole('button', { name: 'Save food' }).click();
  await expect(
    sheet.getByText('These values are more than that weight of food can hold. Check the weight and the values.'),
  ).toBeVisible();
  await sheet.getByLabel('Serving weight (g or ml)').fill('200');
  await sheet.getByRole('button', { name: 'Save food' }).click();

  await expect(page.getByText(`${name} is added to your foods.`)).toBeVisible();
  await expect(sheet.getByLabel('Serving')).toHaveValue('1 bowl');
  await expect(sheet.getByText('About 250 kcal', { exact: false })).toBeVisible();
  await sheet.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByText(/^250 kcal today$/)).toBeVisible();
  await expect(card).toContainText(name);

  // Next time it is a one-tap shortcut.
  await card.getByRole('button', { name: 'Log food' }).click();
  await expect(sheet.getByRole('region', { name: 'Recent' }).getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await expectAccessible(page);
});
