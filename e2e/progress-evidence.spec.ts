import sharp from 'sharp';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { tabTo } from './support/keyboard';
import { expectNoHorizontalScroll } from './support/layout';
import { payAsNewCustomer } from './support/paying';
import { fillWholeProfile } from './support/profile';
import { expect, test } from './support/test';

// Progress beyond the scale (issue 43): measurements added, charted with their change since the
// first, and the waist-to-height ratio from the profile's height (158 cm).

test("'Add measurements' checks each field as typed, saves today's entry, charts it with the waist-to-height ratio, and changes it the same day", async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await payAsNewCustomer(page, 'online-3m');
  await page.goto('/customer-form');
  await fillWholeProfile(page);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/progress');
  const card = page.locator('#measurements');
  await expect(card.getByRole('heading', { name: 'Measurements' })).toBeVisible();
  await expect(card.getByText(/The scale is not the only measure/)).toBeVisible();
  await expect(card.getByText('Level with your navel, standing relaxed, at the end of a normal breath out.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Nothing typed, then an arm out of range: the form says so at once and sends nothing.
  await card.getByRole('button', { name: 'Save measurements' }).click();
  await expect(card.getByText('Enter at least one measurement.')).toBeVisible();
  await card.getByLabel('Waist (cm)').fill('86');
  await card.getByLabel('Upper arm (cm)').fill('10');
  await card.getByRole('button', { name: 'Save measurements' }).click();
  await expect(card.getByText('Upper arm must be from 15 to 80 cm.')).toBeVisible();
  await card.getByLabel('Upper arm (cm)').fill('31');
  await expect(card.getByText('Upper arm must be from 15 to 80 cm.')).toBeHidden();
  // Only the keyboard: to the button, and Enter.
  await tabTo(page, card.getByRole('button', { name: 'Save measurements' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Measurements saved.')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Waist: 86 cm' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Upper arm: 31 cm' })).toBeVisible();
  // One entry is no line yet: the chart comes with the second day's (the coach's e2e sees one).
  await expect(card.getByText(/^Taken on .*: the next entry starts the line\.$/).first()).toBeVisible();
  await expect(card.getByRole('img', { name: /^Waist from / })).toHaveCount(0);
  // 86 / 158 = 0.54: said beside the common 0.5 line, as information.
  await expect(card.getByRole('heading', { name: 'Waist-to-height ratio: 0.54' })).toBeVisible();
  await expect(card.getByText(/above the 0\.5 that is a common guide/)).toBeVisible();

  // The same day, the entry is changed rather than added; a reload keeps it.
  await card.getByText("Change today's measurements").click();
  await expect(card.getByLabel('Waist (cm)')).toHaveValue('86');
  await card.getByLabel('Waist (cm)').fill('85.5');
  await card.getByRole('button', { name: 'Save measurements' }).click();
  await expect(card.getByRole('heading', { name: 'Waist: 85.5 cm' })).toBeVisible();
  await page.reload();
  await expect(card.getByRole('heading', { name: 'Waist: 85.5 cm' })).toBeVisible();
  await expect(card.getByText(/^Taken on /).first()).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  expect(errors).toEqual([]);
});

test('progress photos ask for consent first, in plain words; a photo is then added, shown, and deleted after a confirmation', async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await payAsNewCustomer(page, 'online-3m');
  await page.goto('/progress#photos');
  const card = page.locator('#photos');
  await expect(card.getByText('Only you and your coach see your photos. You can delete them at any time.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save photos' })).toHaveCount(0);
  // Not ticked: said at once, nothing kept.
  await card.getByRole('button', { name: 'Agree and add photos' }).click();
  await expect(card.getByText('Tick to agree.')).toBeVisible();
  await card.getByLabel('I agree to keep progress photos here on these terms.').check();
  await card.getByRole('button', { name: 'Agree and add photos' }).click();
  await expect(card.getByRole('button', { name: 'Save photos' })).toBeVisible();
  await expect(card.getByText('0 of 60 photos kept. Only you and your coach see them.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Nothing chosen, then one photo: from the gallery, or the camera on a phone.
  await card.getByRole('button', { name: 'Save photos' }).click();
  await expect(card.getByText('Choose at least one photo: front, side or back.')).toBeVisible();
  await expect(card.getByLabel('Side: take a photo with the camera')).toHaveAttribute('capture', 'environment');
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#a0785a' } })
    .jpeg()
    .toBuffer();
  await card.getByLabel('Side: choose a photo').setInputFiles({ name: 'side.jpg', mimeType: 'image/jpeg', buffer: photo });
  await card.getByRole('button', { name: 'Save photos' }).click();
  await expect(page.getByText('Photo saved.')).toBeVisible();
  const latest = card.getByRole('img', { name: /^Side on / });
  await expect(latest).toBeVisible();
  await expect.poll(() => latest.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);

  // One day is nothing to compare yet; the photo is deleted only once asked twice.
  await card.getByRole('link', { name: 'All photos and Compare' }).click();
  await expect(page.getByText(/Photos of a second day will stand here beside the first/)).toBeVisible();
  await page.getByText('Remove photo').click();
  await page.getByRole('button', { name: 'Delete this side photo for good' }).click();
  await expect(page.getByText('Photo deleted.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Side on / })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
