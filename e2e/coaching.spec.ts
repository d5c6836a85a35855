import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y';
import { type Person, peopleOfGroup } from './support/people';
import { WEEKDAYS, weekdayOf } from '../lib/domain/batches';
import { addDays, formatDay, istDay } from '../lib/domain/india-time';
import {
  type CoachingProject,
  coachingClockStart,
  coachingFixture,
  FIRST_PHOTOS_DAYS_AGO,
  LAST_CALL_DAYS_AGO,
  PHOTO_FIGURES,
} from './support/coaching-fixtures';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { expectControlsFit, expectNoHorizontalScroll } from './support/layout';
import { signInWithOtp } from './support/otp';
import { expect, test } from './support/test';
import { exerciseCard, logReps, openCard, workoutOf } from './support/workout';

// The coaching workspace on its own server (playwright.config.ts): each viewport's run goes
// through these in order, the second after the first, so who coaches whom is known.
test.describe.configure({ mode: 'serial' });

const { person, withPhone, leaveAll } = peopleOfGroup();
/** This viewport project's seeded people, a set for each attempt (CI retries a failed group once). */
const fixtures = () => coachingFixture(test.info().project.name as CoachingProject, test.info().retry);

async function signIn(someone: Person, landing: string | RegExp): Promise<void> {
  await someone.page.goto('/auth');
  await signInWithOtp(someone.page, someone.phone);
  await expect(someone.page).toHaveURL(landing);
}

/** A new customer buys the online plan with UPI and lands on the confirmation. */
async function buyOnlinePlan(customer: Person): Promise<void> {
  const { page } = customer;
  await page.goto('/payment?package=online-6m');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await signInWithOtp(page, customer.phone);
  await expect(page).toHaveURL('/payment?package=online-6m');
  await page.getByLabel('UPI').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
}

/** A day on the coaching servers' clock, as the pages write it. */
const indiaDay = (daysAgo: number) => formatDay(addDays(istDay(new Date(coachingClockStart())), -daysAgo));

/** A phone's photo: a 2000 × 1500 JPEG turned by its EXIF, with the place it was taken. */
const cameraPhoto = (shade: number) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200 - 40 * shade, g: 150, b: 110 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** 'Compare' of 14 days ago and today: each pose's two photos, loaded, with each day's weight and waist. */
async function expectComparison(page: Page, section: Locator): Promise<void> {
  const [then, today] = [FIRST_PHOTOS_DAYS_AGO, 0].map((daysAgo) => indiaDay(daysAgo));
  await expect(section.getByRole('heading', { name: then })).toBeVisible();
  await expect(section.getByRole('heading', { name: today })).toBeVisible();
  await expect(section.getByText(`${PHOTO_FIGURES.then.weight} kg · waist ${PHOTO_FIGURES.then.waist} cm`)).toBeVisible();
  await expect(section.getByText(`${PHOTO_FIGURES.lately.weight} kg`, { exact: false }).first()).toBeVisible();
  for (const pose of ['Front', 'Side', 'Back']) {
    for (const day of [then, today]) {
      const photo = section.getByRole('img', { name: `${pose} on ${day}` });
      // Loaded lazily: brought into view, as a reader scrolling to it would.
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      // Served, not broken: the browser decoded it.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  }
}

const coachList = (page: Page) => page.getByRole('list', { name: 'Coaches' }).getByRole('listitem');
const formatted = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

let admin: Person;
let coachA: Person;
let coachB: Person;
const coachNames = { a: '', b: '' };
/** The customer coached by A, and their page's address. */
let clientOfA: Person;
let clientPageOfA = '';

test.afterAll(leaveAll);

test('an admin adds a coach, and two customers who buy are split between the new coaches', async ({ browser, viewport }) => {
  // Five people, five sign-ins and two purchases (3 s each at the gateway): 48 s alone, 96 s once under the full suite's load.
  test.setTimeout(180_000);
  admin = await person(browser, viewport, fixtures().admin.phone);
  await signIn(admin, '/admin');
  await admin.page.getByRole('link', { name: 'Admin' }).click();
  await expect(admin.page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

  // Instant checks before anything is sent.
  await admin.page.getByRole('button', { name: 'Add coach' }).click();
  await expect(admin.page.getByText('Enter a 10-digit mobile number')).toBeVisible();
  await expect(admin.page.getByText("Enter the coach's name")).toBeVisible();

  coachA = await person(browser, viewport);
  coachB = await person(browser, viewport);
  const run = randomInt(1000, 9999);
  coachNames.a = `Coach Anu ${run}`;
  coachNames.b = `Coach Bhavna ${run}`;
  for (const [coach, name] of [
    [coachA, coachNames.a],
    [coachB, coachNames.b],
  ] as const) {
    await admin.page.getByLabel('Phone number').fill(coach.phone);
    await admin.page.getByLabel('Name', { exact: true }).fill(name);
    await admin.page.getByRole('button', { name: 'Add coach' }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: `${name} is added.` })).toBeVisible();
    await expect(coachList(admin.page).filter({ hasText: name })).toContainText('Invited: not signed in yet');
  }
  await expectAccessible(admin.page);
  await expectNoHorizontalScroll(admin.page);

  // Each becomes active at their first sign-in, and starts with an empty roster that says why.
  for (const coach of [coachA, coachB]) {
    await signIn(coach, '/coach');
    await expect(coach.page.getByText('No clients yet: they appear here after their first purchase.')).toBeVisible();
  }
  await admin.page.reload();
  for (const name of [coachNames.a, coachNames.b]) {
    await expect(coachList(admin.page).filter({ hasText: name })).toContainText('Active');
  }

  // Every other coach here has a client: the two new ones take the next two purchases.
  const customers = [await person(browser, viewport), await person(browser, viewport)];
  const coachOf: string[] = [];
  for (const customer of customers) {
    await buyOnlinePlan(customer);
    await customer.page.goto('/dashboard');
    const line = customer.page.getByText(/^Your coach: /);
    await expect(line).toBeVisible();
    coachOf.push((await line.textContent())!.replace('Your coach: ', ''));
  }
  expect(new Set(coachOf)).toEqual(new Set([coachNames.a, coachNames.b]));
  clientOfA = customers[coachOf.indexOf(coachNames.a)]!;

  await admin.page.getByLabel('Search clients by name or phone').fill(clientOfA.phone);
  await admin.page.getByRole('button', { name: 'Search' }).click();
  const clientRow = admin.page.getByRole('list', { name: 'Clients' }).getByRole('listitem');
  await expect(clientRow).toHaveText(new RegExp(`Coach: ${coachNames.a} · \\${formatted(coachA.phone)}`));
  // The reassign list tells coaches apart by name and phone.
  await expect(
    clientRow.getByRole('combobox').locator('option', { hasText: `${coachNames.a} · ${formatted(coachA.phone)}` }),
  ).toHaveCount(1);

  // The admin renames a coach: their client reads the new name, and so does the reassign list.
  const renamed = `Coach Anu Rao ${run}`;
  const rowOfA = coachList(admin.page).filter({ hasText: coachNames.a });
  await rowOfA.getByText(`Rename ${coachNames.a}`).click();
  await rowOfA.getByLabel(`Name for ${formatted(coachA.phone)} customers see`).fill(renamed);
  await rowOfA.getByRole('button', { name: 'Rename' }).click();
  await expect(admin.page.getByText(`The coach is called ${renamed} now.`)).toBeVisible();
  coachNames.a = renamed;
  await expect(
    clientRow.getByRole('combobox').locator('option', { hasText: `${renamed} · ${formatted(coachA.phone)}` }),
  ).toHaveCount(1);
  await clientOfA.page.reload();
  await expect(clientOfA.page.getByText(`Your coach: ${renamed}`)).toBeVisible();
});

test("the coach's roster updates live when the client logs water; another coach cannot open the client", async ({ viewport }) => {
  const roster = coachA.page;
  await roster.goto('/coach');
  const row = roster
    .getByRole('list', { name: 'Clients' })
    .getByRole('link')
    .filter({ hasText: formatted(clientOfA.phone) });
  await expect(row).toContainText('Last check-in: not yet');
  await expect(row).toContainText('Profile incomplete');
  await expectAccessible(roster);
  await expectNoHorizontalScroll(roster);
  await expectControlsFit(roster, viewport!.width);

  await clientOfA.page.goto('/dashboard?tab=hydration');
  await clientOfA.page.getByRole('button', { name: 'Add a glass of water' }).click();
  await expect(clientOfA.page.getByText('1 of 8 glasses')).toBeVisible();
  // No reload: the roster hears the check-in.
  await expect(row).toContainText('Last check-in: today', { timeout: 5000 });
  await expect(row).toContainText('Logged 1 of last 7 days');

  await row.click();
  await expect(roster.getByRole('heading', { name: formatted(clientOfA.phone), level: 1 })).toBeVisible();
  clientPageOfA = new URL(roster.url()).pathname;
  expect(clientPageOfA).toMatch(/^\/coach\/clients\/[0-9a-f-]{36}$/);
  const response = await coachB.page.goto(clientPageOfA);
  expect(response?.status()).toBe(404);
  // The browser logs the 404 it was meant to get.
  expect(coachB.errors.splice(0)).toEqual([expect.stringContaining('status of 404')]);
});

test("a note stays with the coach; a water target of 10 is on the client's dashboard at once", async () => {
  const { page } = coachA;
  await page.goto(clientPageOfA);
  const note = `Private: prefers evening calls ${Date.now()}`;
  await page.getByLabel('New note').fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(note);
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(coachNames.a);

  await page.getByLabel('Daily water target (glasses)').fill('0');
  await page.getByRole('button', { name: 'Save targets' }).click();
  await expect(page.getByText('Enter 1 to 30 glasses, or leave it empty.')).toBeVisible();
  await page.getByLabel('Daily water target (glasses)').fill('10');
  await expect(page.getByText('Enter 1 to 30 glasses, or leave it empty.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save targets' }).click();
  await expect(page.getByText('Targets saved. The client sees them now.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  const customer = clientOfA.page;
  await customer.goto('/dashboard?tab=hydration');
  await expect(customer.getByText('1 of 10 glasses')).toBeVisible();
  expect(await customer.content()).not.toContain(note);
  const exported = await customer.request.get('/api/my-data');
  expect(await exported.text()).not.toContain(note);
});

test("the coach confirms the default workout plan, then the client's sore knees: a flagged exercise is swapped for one that suits", async ({
  viewport,
}) => {
  const { page } = coachA;
  await page.goto('/coach');
  const row = page
    .getByRole('list', { name: 'Clients' })
    .getByRole('link')
    .filter({ hasText: formatted(clientOfA.phone) });
  await expect(row).toContainText('Review the default plan');

  await page.goto(clientPageOfA);
  // (The client page's sections are cards with ids, for its 'On this page' links.)
  const plan = page.locator('#plan');
  await expect(plan).toContainText('Home beginner');
  await expect(plan).toContainText('Default from the profile: not reviewed');
  await plan.getByRole('button', { name: 'Confirm this plan' }).click();
  await expect(page.getByText('Plan confirmed: the client follows it as it is.')).toBeVisible();
  await expect(plan).toContainText('Confirmed');
  await expect(plan.getByRole('button', { name: 'Confirm this plan' })).toHaveCount(0);

  // The client says their knees hurt: the coach ticks it, and the confirmed plan's knee-unfriendly exercises are flagged.
  const limitations = page.locator('#limitations');
  await limitations.getByRole('checkbox', { name: 'Knees' }).check();
  await limitations.getByRole('button', { name: 'Save limitations' }).click();
  await expect(page.getByText('Limitations saved.')).toBeVisible();
  const flagged = plan.getByRole('list', { name: 'Exercises flagged against the limitations' }).getByRole('listitem');
  await expect(flagged.first()).toContainText('may not suit: knees');
  const count = await flagged.count();
  const first = flagged.first();
  const name = (await first.locator('.font-medium').first().textContent())!;
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await expectControlsFit(page, viewport!.width);
  await first
    .getByRole('button', { name: /^Swap for / })
    .first()
    .click();
  await expect(page.getByText('Swapped in every workout of the plan.')).toBeVisible();
  await expect(flagged).toHaveCount(count - 1);
  await expect(plan).not.toContainText(`${name} may not suit`);

  // Or a plan of its own: 'Low impact', from the client's day 1; none of its exercises is flagged.
  await plan.getByText('Assign another plan').click();
  await plan.getByLabel('Plan', { exact: true }).selectOption({ label: 'Low impact' });
  await plan.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Plan assigned: the client follows it from its first day.')).toBeVisible();
  await expect(plan.locator('p').first()).toContainText('Low impact');
  await expect(flagged).toHaveCount(0);

  // Reviewed: the roster no longer asks.
  await page.goto('/coach');
  await expect(row).not.toContainText('Review the default plan');
});

test("the coach copies 'Home beginner', adds glute bridges 3 × 12 to day 1, assigns it to the client with sore knees and swaps the jumping jacks; the client logs three sets, and the coach sees them", async ({
  viewport,
}) => {
  test.slow();
  const { page } = coachA;
  await page.goto('/coach');
  await page.getByRole('link', { name: 'Programmes' }).click();
  await expect(page.getByRole('heading', { name: 'Programmes', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Copy Home beginner', exact: true }).click();
  await expect(page).toHaveURL(/\/coach\/programmes\/[0-9a-f-]{36}\?copied=1$/);
  await expect(page.getByRole('heading', { name: 'Home beginner (copy)', level: 1 })).toBeVisible();
  await expect(page.getByText('Copied: this copy is yours to change.')).toBeVisible();

  // Day 1's workout: its glute bridge (3 × 10-15) out, and back as 3 × 12.
  const dayOne = page.getByRole('article', { name: 'Full-body basics' });
  await dayOne.getByText(/^\d+ exercises$/).click();
  await dayOne.getByRole('button', { name: 'Remove Glute bridge' }).click();
  await expect(page.getByText('Removed.')).toBeVisible();
  await expect(dayOne.getByRole('list', { name: 'Exercises of Full-body basics' })).not.toContainText('Glute bridge');
  await dayOne.getByRole('link', { name: 'Add exercise' }).click();
  await dayOne.getByRole('searchbox', { name: 'Search exercises' }).fill('glute br');
  // The list follows the typing: only bridges are left.
  const found = dayOne.getByRole('list', { name: 'Exercises found' }).getByRole('listitem');
  await expect(found.filter({ hasNotText: /bridge/i })).toHaveCount(0);
  await found.getByRole('button', { name: 'Add Glute bridge', exact: true }).click();
  await expect(page.getByText('Glute bridge added.')).toBeVisible();
  const bridge = dayOne
    .getByRole('list', { name: 'Exercises of Full-body basics' })
    .getByRole('listitem')
    .filter({ hasText: 'Glute bridge' });
  await expect(bridge).toContainText('3 × 8-12 reps');
  await bridge.getByText('Prescribe Glute bridge').click();
  await bridge.getByLabel('Reps from').fill('12');
  await bridge.getByLabel('Reps to').fill('12');
  await bridge.getByRole('button', { name: 'Save' }).click();
  await expect(bridge).toContainText('3 × 12 reps');
  await page.screenshot({ path: test.info().outputPath('builder.png'), fullPage: true });
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Assigned to the client whose knees the coach confirmed: the list warns before it is sent.
  const assign = page.locator('#assign');
  const client = assign.locator('label').filter({ hasText: clientOfA.phone.slice(-5) });
  await expect(client).toContainText('may not suit: knees');
  await client.getByRole('checkbox').check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned: the client has their own copy.')).toBeVisible();

  // The client's own copy warns on the high-impact jumping jacks; the coach swaps them on the client's page.
  await page.goto(clientPageOfA);
  const plan = page.locator('#plan');
  await expect(plan).toContainText('Home beginner (copy)');
  await plan.getByRole('link', { name: 'Edit this plan' }).click();
  await expect(page.getByRole('heading', { name: 'Home beginner (copy)', level: 1 })).toBeVisible();
  await expect(page.getByText(/May not suit .*: knees\. High impact\./).first()).toBeAttached();
  await page.goBack();
  const flaggedJumps = plan
    .getByRole('list', { name: 'Exercises flagged against the limitations' })
    .getByRole('listitem')
    .filter({ hasText: 'Jumping jacks' });
  await flaggedJumps.getByRole('button', { name: 'Swap for Step jack' }).click();
  await expect(page.getByText('Swapped in every workout of the plan.')).toBeVisible();
  await expect(flaggedJumps).toHaveCount(0);
  await expectControlsFit(page, viewport!.width);

  // The client's day 1, on the Workout tab and on Plan: three sets of glute bridges, kept through a reload.
  const customer = clientOfA.page;
  await customer.goto('/dashboard?tab=workout');
  const tab = customer.getByRole('tabpanel', { name: 'Workout' });
  await expect(tab.getByRole('heading', { name: 'Full-body basics' })).toBeVisible();
  await expect(tab.getByRole('list', { name: "Today's exercises" })).toContainText('Glute bridge: 3 × 12 reps');
  await customer.goto('/plan?workout=start');
  const workout = workoutOf(customer);
  await expect(workout).toContainText('Home beginner (copy)');
  const card = exerciseCard(workout, 'Glute bridge');
  await openCard(card);
  await logReps(card, 'Glute bridge', ['12', '12', '11']);
  await customer.reload();
  await openCard(card);
  await expect(card.getByRole('list', { name: 'Glute bridge: sets logged' }).getByRole('listitem')).toHaveText([
    /Set 1: 12 reps/,
    /Set 2: 12 reps/,
    /Set 3: 11 reps/,
  ]);

  // The coach sees the session, each set against its target.
  await page.reload();
  const sessions = page.locator('#workouts');
  await expect(sessions).toContainText('Full-body basics');
  await expect(sessions).toContainText('Glute bridge: 12 reps, 12 reps, 11 reps');
  await expect(sessions).toContainText('(target 12 reps)');
  await page.screenshot({ path: test.info().outputPath('client-workouts.png'), fullPage: true });

  // A word on the session reaches the client's chat.
  const comment = `Strong bridges, keep the hips up ${Date.now()}`;
  await sessions.getByLabel(/^Your comment on /).fill(comment);
  await sessions.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Comment sent to the client’s chat.')).toBeVisible();
  await expect(sessions).toContainText(comment);
  await customer.goto('/support');
  await expect(customer.getByText(new RegExp(`On your workout of .* \\(Full-body basics\\): ${comment}`))).toBeVisible();
});

test("the coach copies 'Vegetarian North Indian 1,500 kcal', adds an option to Breakfast and assigns it to the vegetarian client (chicken refused by name); the client's 'Ate this' reaches Food, the grocery list has atta, and the coach sees the day kept", async ({
  viewport,
}) => {
  test.slow();
  const { page } = coachA;
  await page.goto('/coach');
  await page.getByRole('link', { name: 'Diet charts' }).click();
  await expect(page.getByRole('heading', { name: 'Diet charts', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Copy Vegetarian North Indian 1,500 kcal', exact: true }).click();
  await expect(page).toHaveURL(/\/coach\/diet-charts\/[0-9a-f-]{36}\?copied=1$/);
  const chartName = 'Vegetarian North Indian 1,500 kcal (copy)';
  await expect(page.getByRole('heading', { name: chartName, level: 1 })).toBeVisible();

  // Breakfast gains an option; chicken is refused by name, idli goes in.
  const breakfast = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Breakfast', level: 3 }) });
  const options = breakfast.getByText(/^Option [A-D] · [\d,]+ kcal$/);
  const before = await options.count();
  await breakfast.getByRole('button', { name: 'Add option to Breakfast' }).click();
  await expect(options).toHaveCount(before + 1);
  const added = `Option ${String.fromCharCode(65 + before)}`;
  await breakfast.getByRole('link', { name: `Add food to Breakfast, ${added}` }).click();
  const search = breakfast.getByRole('searchbox', { name: 'Search foods' });
  await search.fill('chicken');
  const found = breakfast.getByRole('list', { name: 'Foods found' }).getByRole('listitem');
  const refusal = 'Not for a vegetarian chart: Chicken curry (non-vegetarian).';
  await expect(found.filter({ hasText: 'Chicken curry' })).toContainText(refusal);
  await found.getByRole('button', { name: 'Add Chicken curry', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: refusal })).toBeVisible();
  await search.fill('idli');
  await found.getByRole('button', { name: 'Add Idli', exact: true }).click();
  await expect(page.getByText('Idli added.')).toBeVisible();
  await expect(breakfast.getByText(`${added} · `)).not.toHaveText(`${added} · 0 kcal`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('diet-chart-builder.png'), fullPage: true });

  // Assigned to the client, vegetarian as their profile says.
  const assign = page.locator('#assign');
  const client = assign.locator('label').filter({ hasText: clientOfA.phone.slice(-5) });
  await expect(client).toContainText('Vegetarian');
  await client.getByRole('checkbox').check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned: the client has their own copy.')).toBeVisible();

  // The client eats Breakfast's first option: Food's day goes up by its kcal.
  const customer = clientOfA.page;
  await customer.goto('/food');
  const total = async () =>
    Number(
      (await customer
        .locator('#food')
        .getByText(/^[\d,]+ kcal today$/)
        .textContent())!.replace(/[^\d]/g, ''),
    );
  const eatenBefore = await total();
  await customer.goto('/plan');
  const meals = customer.locator('#meals');
  await expect(meals.getByText(`${chartName} · Every day`)).toBeVisible();
  const customerBreakfast = meals.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: 'Breakfast' }) });
  const optionA = customerBreakfast.getByRole('listitem').filter({ hasText: 'Option A' });
  const kcal = Number(
    (await optionA.getByText(/^\d[\d,]* kcal · /).textContent())!.match(/^([\d,]+) kcal/)![1]!.replace(/,/g, ''),
  );
  await customerBreakfast.getByRole('button', { name: 'Ate this: Option A for Breakfast' }).click();
  await expect(customer.getByText(`Breakfast logged: ${kcal} kcal.`)).toBeVisible();
  await customer.goto('/food');
  await expect.poll(total).toBe(eatenBefore + kcal);
  await customer.goto('/plan/grocery');
  await expect(customer.getByRole('listitem').filter({ hasText: 'atta' })).toContainText(/\d+ g|\d+(\.\d)? kg/);

  // The coach sees the day kept on the client's page, and opens the client's own copy from it.
  await page.goto(clientPageOfA);
  const diet = page.locator('#diet');
  await expect(diet).toContainText(chartName);
  await expect(diet.getByRole('row').nth(1)).toContainText('1 of 7');
  await diet.getByRole('link', { name: 'Edit this chart' }).click();
  await expect(page.getByRole('heading', { name: chartName, level: 1 })).toBeVisible();
  await expect(page.getByText(/own copy: changes here change only their chart/)).toBeVisible();
  await expectControlsFit(page, viewport!.width);
});

test('a coach works with the keyboard alone: search the roster, open the client, save a note', async () => {
  const { page } = coachA;
  await page.goto('/coach');
  const search = page.getByRole('searchbox', { name: 'Search by name or phone' });
  await tabTo(page, search);
  await expectVisibleFocus(page);
  await page.keyboard.type(clientOfA.phone.slice(-5));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coach\?q=/);
  const row = page
    .getByRole('list', { name: 'Clients' })
    .getByRole('link')
    .filter({ hasText: formatted(clientOfA.phone) });
  await tabTo(page, row);
  await expectVisibleFocus(page);
  await page.screenshot({ path: test.info().outputPath('roster-keyboard.png'), fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(clientPageOfA);

  const note = `Typed, not clicked ${Date.now()}`;
  await tabTo(page, page.getByLabel('New note'));
  await page.keyboard.type(note);
  await tabTo(page, page.getByRole('button', { name: 'Save note' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(note);
  await page.screenshot({ path: test.info().outputPath('client-page.png'), fullPage: true });
});

test("the coach answers from the client's page; the dashboard says so until the customer reads it", async () => {
  const customer = clientOfA.page;
  await customer.goto('/support');
  await customer.getByRole('textbox', { name: 'Your message' }).fill('Can I have poha for breakfast?');
  await customer.getByRole('button', { name: 'Send message' }).click();
  await expect(customer.getByRole('log', { name: 'Conversation' }).getByText('Can I have poha for breakfast?')).toBeVisible();
  // Away from the chat: an answer arriving while the chat is on screen is read at once.
  await customer.goto('/dashboard');

  const { page } = coachA;
  await page.goto(clientPageOfA);
  const answer = 'Yes: with peanuts, a small plate.';
  await page.getByRole('textbox', { name: 'Your message' }).fill(answer);
  await page.getByRole('button', { name: 'Send message' }).click();
  // 'Sent' once the server holds it: the message shows at once, before it is stored, and the
  // customer's dashboard would be read before it.
  await expect(page.getByRole('log', { name: 'Conversation' }).locator('li').filter({ hasText: answer })).toContainText('Sent');

  await customer.goto('/dashboard');
  await expect(customer.getByRole('link', { name: /Support chat/ }).getByLabel('1 new from your coach')).toBeVisible();
  // Read once on screen (a POST to the chat's page): its answer is awaited before the customer
  // leaves, or leaving could cancel it.
  const marked = customer.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/support',
  );
  await customer.getByRole('link', { name: /Support chat/ }).click();
  await expect(customer.getByRole('log', { name: 'Conversation' }).getByText(answer)).toBeVisible();
  await marked;
  // Back on the dashboard, the badge is gone.
  await expect
    .poll(async () => {
      await customer.goto('/dashboard');
      return customer.getByLabel('1 new from your coach').count();
    })
    .toBe(0);
});

test('a client silent for days is at the top of the roster, with the reason', async ({ browser, viewport }) => {
  const coach = await person(browser, viewport, fixtures().coach.phone);
  await signIn(coach, '/coach');
  const first = coach.page.getByRole('list', { name: 'Clients' }).getByRole('link').first();
  await expect(first).toContainText(fixtures().silent.name);
  await expect(first).toContainText('Needs attention');
  await expect(first).toContainText('No check-in for 2 days or more');
  await expect(first).toContainText('Last check-in: 3 days ago');
});

test('a weekly check-in goes to the coach, and the coach’s comment comes back', async ({ browser, viewport }) => {
  test.slow();
  const fixture = fixtures().weekly;
  const customer = await person(browser, viewport, fixture.phone);
  await signIn(customer, '/dashboard');
  // Today says it is due; the check-in itself is on Progress.
  await customer.page.getByRole('link', { name: 'Answer now' }).click();
  await expect(customer.page).toHaveURL('/progress#weekly-checkin');
  const card = customer.page.getByRole('heading', { name: 'Weekly check-in' });
  await expect(card).toBeVisible();
  await customer.page.getByRole('button', { name: 'Send check-in' }).click();
  await expect(customer.page.getByText('Choose 1 to 5.').first()).toBeVisible();
  for (const [score, value] of [
    ['Energy', 4],
    ['Sleep', 3],
    ['Hunger', 2],
    ['Mood', 5],
  ] as const) {
    await customer.page.getByRole('radio', { name: `${score} ${value}` }).check();
  }
  await expect(customer.page.getByText('Choose 1 to 5.')).toHaveCount(0);
  await customer.page.getByLabel('Wins this week').fill('Walked 8,000 steps every day');
  await customer.page.getByLabel('Waist (cm, optional)').fill('88');
  await expectAccessible(customer.page);
  await customer.page.getByRole('button', { name: 'Send check-in' }).click();
  await expect(customer.page.getByText('Your coach has not answered yet.')).toBeVisible();
  await expect(customer.page.getByRole('button', { name: 'Send check-in' })).toHaveCount(0);

  const coach = withPhone(fixtures().coach.phone);
  await coach.page.goto('/coach');
  const row = coach.page.getByRole('link', { name: new RegExp(fixture.name) });
  await expect(row).toContainText('Weekly check-in unread');
  await row.click();
  // The client's measurements, charted with their change since the first (seeded on day 1 and
  // yesterday; today's waist is the check-in's).
  const measurements = coach.page.locator('#measurements');
  await expect(measurements.getByRole('heading', { name: 'Waist: 88 cm' })).toBeVisible();
  await expect(measurements.getByText(/^−4 cm since /)).toBeVisible();
  await expect(measurements.getByRole('img', { name: /^Waist from / })).toBeVisible();
  // 88 / 162 = 0.54, said beside the common line.
  await expect(measurements.getByRole('heading', { name: 'Waist-to-height ratio: 0.54' })).toBeVisible();
  await expect(measurements.getByText('Add measurements')).toHaveCount(0);
  const week = coach.page.getByRole('list', { name: 'Weekly check-ins' }).getByRole('listitem').first();
  await expect(week).toContainText('Walked 8,000 steps every day');
  await expect(week).toContainText('88 cm');
  const comment = 'Great week! Keep walking after dinner.';
  await coach.page.getByLabel('Your comment on week 1').fill(comment);
  await coach.page.getByRole('button', { name: 'Send comment' }).click();
  await expect(week).toContainText(`${fixtures().coach.name}: ${comment}`);
  await expectAccessible(coach.page);

  await coach.page.goto('/coach');
  await expect(coach.page.getByRole('link', { name: new RegExp(fixture.name) })).not.toContainText('Weekly check-in unread');

  await customer.page.reload();
  await expect(customer.page.getByText(`${fixtures().coach.name}: ${comment}`)).toBeVisible();
});

test("an in-person client's monthly body composition check: due on the roster, recorded by the coach, on the client's Progress", async ({
  browser,
  viewport,
}) => {
  test.slow();
  const fixture = fixtures().studio;
  const coach = withPhone(fixtures().coach.phone);
  await coach.page.goto('/coach');
  const row = coach.page.getByRole('link', { name: new RegExp(fixture.name) });
  await expect(row).toContainText('Body composition check due');
  await row.click();
  const card = coach.page.locator('#composition');
  await expect(card.getByRole('heading', { name: 'Body composition' })).toBeVisible();
  await expect(card.getByText(/^Latest check .*; the next is due by /)).toBeVisible();
  await card.getByText('Record a check').click();
  // Checked as typed: a body fat of 80 % is no reading.
  await card.getByLabel('Weight (kg)').fill('80.6');
  await card.getByLabel('Body fat (%)').fill('80');
  await card.getByRole('button', { name: 'Save check' }).click();
  await expect(card.getByText('Body fat must be from 3 to 70 %.')).toBeVisible();
  await card.getByLabel('Body fat (%)').fill('32.9');
  await card.getByLabel('Muscle mass (kg)').fill('49.8');
  await card.getByLabel('Visceral fat level').fill('9');
  await card.getByLabel('BMR (kcal)').fill('1580');
  await card.getByRole('button', { name: 'Save check' }).click();
  await expect(coach.page.getByText('Body composition check saved.')).toBeVisible();
  // The latest figures, each with its change since day 1's check; the table has both checks.
  await expect(card.getByText('80.6 kg')).toBeVisible();
  await expect(card.getByText(/^−1\.8 kg since /)).toBeVisible();
  await expect(card.getByText(/^−1\.2 % since /)).toBeVisible();
  await expect(card.getByRole('table').getByRole('row')).toHaveCount(3);
  await expectAccessible(coach.page);
  await expectNoHorizontalScroll(coach.page);
  await coach.page.goto('/coach');
  await expect(coach.page.getByRole('link', { name: new RegExp(fixture.name) })).not.toContainText('Body composition check due');

  const customer = await person(browser, viewport, fixture.phone);
  await signIn(customer, '/dashboard');
  await customer.page.goto('/progress');
  const theirs = customer.page.locator('#composition');
  await expect(theirs.getByText('80.6 kg')).toBeVisible();
  await expect(theirs.getByText('1,580 kcal')).toBeVisible();
  await expect(theirs.getByText('Record a check')).toHaveCount(0);
  await expectAccessible(customer.page);
  await expectNoHorizontalScroll(customer.page);
});

test("three photos added from the phone and compared with those of 14 days ago, each day's weight and waist beside them; the coach sees the same", async ({
  browser,
  viewport,
}) => {
  test.slow();
  const fixture = fixtures().photos;
  const customer = await person(browser, viewport, fixture.phone);
  await signIn(customer, '/dashboard');
  const { page } = customer;
  await page.goto('/progress#photos');
  const card = page.locator('#photos');
  await expect(card.getByText('3 of 60 photos kept. Only you and your coach see them.')).toBeVisible();
  await card.getByText('Add photos').click();
  // An iPhone's HEIC is refused as it is chosen, with what to do; then a photo of each pose.
  await card
    .getByLabel('Front: choose a photo')
    .setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('heic') });
  await expect(card.getByText(/iPhone HEIC photo/)).toBeVisible();
  for (const [index, pose] of (['Front', 'Side', 'Back'] as const).entries()) {
    await card
      .getByLabel(`${pose}: choose a photo`)
      .setInputFiles({ name: `${pose}.jpg`, mimeType: 'image/jpeg', buffer: await cameraPhoto(index) });
    await expect(card.getByRole('img', { name: `${pose} photo chosen` })).toBeVisible();
  }
  await expect(card.getByText(/iPhone HEIC photo/)).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await card.getByRole('button', { name: 'Save photos' }).click();
  await expect(page.getByText('3 photos saved.')).toBeVisible();
  await expect(card.getByText('6 of 60 photos kept. Only you and your coach see them.')).toBeVisible();

  await card.getByRole('link', { name: 'All photos and Compare' }).click();
  await expect(page).toHaveURL('/progress/photos');
  await expectComparison(page, page.locator('#compare'));
  // Reloaded, and back: the same.
  await page.reload();
  await expectComparison(page, page.locator('#compare'));
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/progress/);

  const coach = withPhone(fixtures().coach.phone);
  await coach.page.goto('/coach');
  await coach.page.getByRole('link', { name: new RegExp(fixture.name) }).click();
  const theirs = coach.page.locator('#photos');
  await expectComparison(coach.page, theirs);
  await expect(coach.page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectAccessible(coach.page);
  await expectNoHorizontalScroll(coach.page);
});

test("yesterday's lunch copied in one tap and a quick add make today's total, on Food, Today and the coach's page alike", async ({
  browser,
  viewport,
}) => {
  test.slow();
  const fixture = fixtures().eater;
  const customer = await person(browser, viewport, fixture.phone);
  await signIn(customer, '/dashboard');
  await customer.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Food' }).click();
  await expect(customer.page).toHaveURL('/food');
  const card = customer.page.locator('#food');
  await expect(card.getByText(/^0 kcal of [\d,]+ kcal$/)).toBeVisible();
  await card.getByRole('button', { name: "Copy yesterday's Lunch" }).click();
  const lunch = card.getByRole('list', { name: 'Lunch foods' });
  await expect(lunch.getByRole('listitem')).toHaveCount(2);
  await expect(lunch.getByRole('listitem').first()).toContainText('Dal tadka1 katori');
  await expect(lunch.getByRole('listitem').last()).toContainText('Roti2 roti');
  const total = card.getByText(/^[\d,]+ kcal of [\d,]+ kcal$/);
  await expect(total).not.toHaveText(/^0 kcal/);
  const copiedTotal = (await total.textContent())!;

  // A meal in words goes into the same log: 'Quick add'.
  await card.getByRole('button', { name: 'Log food' }).click();
  const sheet = customer.page.getByRole('dialog', { name: 'Log food' });
  await sheet.getByRole('button', { name: 'Quick add' }).click();
  await sheet.getByRole('button', { name: 'Add' }).click();
  await expect(sheet.getByText('Say what you ate (up to 300 characters).')).toBeVisible();
  await sheet.getByLabel('What you ate').fill('Chai and 2 biscuits');
  await sheet.getByLabel('Calories (kcal)').fill('150');
  await sheet.getByLabel('Meal').selectOption('snack');
  await sheet.getByRole('button', { name: 'Add' }).click();
  await expect(sheet).toBeHidden();
  const snack = card.getByRole('list', { name: 'Snack foods' });
  await expect(snack.getByRole('listitem')).toContainText('Chai and 2 biscuitsQuick add · 150 kcal');
  await expect(total).not.toHaveText(copiedTotal);
  const dayTotal = (await total.textContent())!;
  await expectAccessible(customer.page);
  await expectNoHorizontalScroll(customer.page);

  // Today says the same total, on the Nutrition tab and the Overview.
  await customer.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await customer.page.getByRole('tab', { name: 'Nutrition' }).click();
  await expect(customer.page.getByRole('tabpanel')).toContainText(`${dayTotal} today`);
  await expect(customer.page.getByRole('list', { name: "Today's meals" })).toContainText('Chai and 2 biscuits');
  await customer.page.getByRole('tab', { name: 'Overview' }).click();
  await expect(customer.page.getByText(`Eaten today: ${dayTotal}.`)).toBeVisible();
  await expect(customer.page.getByRole('progressbar', { name: 'Meals logged' })).toHaveAttribute('aria-valuenow', '50');

  const coach = withPhone(fixtures().coach.phone);
  await coach.page.goto('/coach');
  await coach.page.getByRole('link', { name: new RegExp(fixture.name) }).click();
  const today = coach.page.getByRole('list', { name: 'Food by day' }).getByRole('listitem').first();
  await expect(today).toContainText(`Today${dayTotal}`);
  await expect(today).toContainText('Dal tadka (1 katori), Roti (2 roti)');
  await expect(today).toContainText('Chai and 2 biscuits (Quick add)');
  await expectAccessible(coach.page);
  await expectNoHorizontalScroll(coach.page);
});

test('a refund asked within 45 days and approved by the admin: the receipt says Refunded, with its credit note', async ({
  browser,
  viewport,
}) => {
  // A purchase (its gateway waits 3 s) and three people's pages: 22 to 29 s here on an idle machine.
  test.slow();
  const customer = await person(browser, viewport);
  await buyOnlinePlan(customer);
  const { page } = customer;
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  await page.goto('/plan');
  const plan = page.locator('#your-plan');
  await plan.locator('summary', { hasText: 'Request a refund' }).click();
  await plan.getByRole('button', { name: 'Send request' }).click();
  await expect(plan.getByText('Please tell us why, in at least 10 characters.')).toBeVisible();
  await plan.screenshot({ path: test.info().outputPath('request-refund.png') });
  const reason = 'The morning batch timings clash with my office hours.';
  await plan.getByLabel('Why would you like a refund?').fill(reason);
  await plan.getByRole('button', { name: 'Send request' }).click();
  await expect(plan.getByRole('list', { name: 'Refund requests' })).toContainText('We will reply within 2 working days.');
  await expect(plan.getByText('Request a refund')).toHaveCount(0);
  await expectAccessible(page);

  await admin.page.goto('/admin');
  const request = admin.page
    .getByRole('list', { name: 'Refund requests' })
    .getByRole('listitem')
    .filter({ hasText: formatted(customer.phone) });
  await expect(request).toContainText(reason);
  await expect(request).toContainText('Refund requested');
  await expectAccessible(admin.page);
  await expectNoHorizontalScroll(admin.page);
  // Nothing moves on one tap: the admin sees who, how much and the credit note, then confirms.
  await request.locator('summary', { hasText: /^Approve and refund ₹[0-9,.]+$/ }).click();
  await expect(request).toContainText(`to ${formatted(customer.phone)}`);
  await expect(request).toContainText('A GST credit note will be issued against invoice');
  await expect(request).toContainText('This cannot be undone.');
  await request.screenshot({ path: test.info().outputPath('admin-refund-confirm.png') });
  await expectAccessible(admin.page);
  await request.getByRole('button', { name: /^Confirm refund of ₹[0-9,.]+ to / }).click();
  const creditNoteLink = request.getByRole('link', { name: /^CN\/\d{2}-\d{2}\/\d{6,}$/ });
  await expect(creditNoteLink).toBeVisible();
  await expect(request).toContainText('Refunded');
  const creditNote = (await creditNoteLink.textContent())!;
  await request.screenshot({ path: test.info().outputPath('admin-refund.png') });

  await page.goto(`/receipt?order_id=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Refunded' })).toBeVisible();
  await expect(page.getByText(`Credit note ${creditNote} cancels invoice`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('receipt-refunded.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('link', { name: `View credit note ${creditNote}` }).click();
  await expect(page).toHaveURL(`/receipt/credit-note?order_id=${orderId}`);
  await expect(page.getByRole('heading', { name: /Credit Note$/, level: 1 })).toBeVisible();
  await expect(page.getByText(creditNote, { exact: true })).toBeVisible();
  await expect(page.getByText('Total credited')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('credit-note.png'), fullPage: true });
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.goto('/plan');
  await expect(plan.getByRole('list', { name: 'Refund requests' })).toContainText('refunded on');

  // The admin's client list says so too.
  await admin.page.goto(`/admin?q=${customer.phone}`);
  await expect(admin.page.getByRole('list', { name: 'Clients' }).getByRole('listitem')).toContainText('Refunded');
});

test('the BMI calculator, the dashboard and the coach say the same target, and where it comes from', async ({
  browser,
  viewport,
}) => {
  // A purchase (its gateway waits 3 s) and three people's pages: 22 to 29 s here on an idle machine.
  test.slow();
  const customer = await person(browser, viewport);
  await buyOnlinePlan(customer);
  const { page } = customer;
  const calculate = async () => {
    await page.goto('/bmi-calculator');
    await page.getByLabel('Weight (kg)').fill('85');
    await page.getByLabel('Height (cm)').fill('170');
    await page.getByLabel('Age (years)').fill('34');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
  };
  await calculate();
  await expect(page.getByTestId('target-source')).toHaveText(
    "Target 78 kg, set from your BMI check's weight of 85 kg; your first weigh-in will set it.",
  );

  // The first weigh-in sets the start, and the target with it: said, not silent.
  await page.goto('/dashboard');
  await page.getByLabel("Today's weight (kg)").fill('84.2');
  await page.getByRole('button', { name: 'Log weight' }).click();
  const sentence = 'Target 77 kg, set from your start weight of 84.2 kg.';
  await expect(page.getByText(sentence)).toBeVisible();
  await calculate();
  await expect(page.getByTestId('target-source')).toHaveText(
    `${sentence} Today's 85 kg alone would give 78 kg; your programme keeps its own.`,
  );
  await expect(page.getByTestId('bmi-result').getByText('77 kg', { exact: true })).toBeVisible();
  await page.getByTestId('bmi-result').screenshot({ path: test.info().outputPath('bmi-programme-target.png') });
  await expectAccessible(page);

  await admin.page.goto(`/admin?q=${customer.phone}`);
  const client = admin.page.getByRole('list', { name: 'Clients' }).getByRole('listitem');
  await expect(client).toContainText('Active until');
  await client.screenshot({ path: test.info().outputPath('admin-client.png') });
  await client.getByRole('link', { name: formatted(customer.phone) }).click();
  await expect(admin.page.getByText('Target 77 kg, set from their start weight of 84.2 kg')).toBeVisible();
  await expectAccessible(admin.page);
});

test("the weekly video call: the coach sets times, a 6-month client books one and adds it to the calendar, the coach marks last week's held; a 3-month client is not offered one", async ({
  browser,
  viewport,
}) => {
  test.slow();
  const coach = withPhone(fixtures().coach.phone);
  const { page } = coach;
  await page.goto('/coach/profile');
  const times = page.locator('#call-times');
  await expect(times.getByText(/No times yet/)).toBeVisible();
  // This afternoon on the servers' clock (noon at their start), so the first free time is today's.
  const today = WEEKDAYS[weekdayOf(istDay(new Date(coachingClockStart()))) - 1]!.long;
  await times.getByRole('button', { name: 'Add a time' }).click();
  await times.getByLabel('Day').selectOption({ label: today });
  await times.getByLabel('From').fill('14:00');
  await times.getByLabel('Until').fill('13:00');
  await times.getByRole('button', { name: 'Save times' }).click();
  await expect(times.getByText('The end must be after the start.')).toBeVisible();
  await times.getByLabel('Until').fill('20:00');
  await expect(times.getByText('The end must be after the start.')).toHaveCount(0);
  await times.getByRole('button', { name: 'Save times' }).click();
  await expect(page.getByText('Your times for calls are saved.')).toBeVisible();
  await page.reload();
  await expect(times.getByLabel('From')).toHaveValue('14:00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Last week's call is on the roster, to be marked.
  const fixture = fixtures().caller;
  await page.goto('/coach');
  const row = page.getByRole('link', { name: new RegExp(fixture.name) });
  await expect(row).toContainText('Mark the last video call');
  await expect(row).toContainText(`Last call ${LAST_CALL_DAYS_AGO} days ago: not marked yet`);

  // The client books this week's call from Coach.
  const customer = await person(browser, viewport, fixture.phone);
  await signIn(customer, '/dashboard');
  await customer.page.goto('/support');
  const card = customer.page.locator('#video-call');
  await expect(card.getByRole('heading', { name: 'Your weekly video call' })).toBeVisible();
  await expect(card.getByText('Not marked yet')).toBeVisible();
  await card.getByRole('link', { name: 'Book my call' }).click();
  await expect(customer.page).toHaveURL('/support/call');
  await expect(customer.page.getByRole('heading', { name: 'Book my call' })).toBeVisible();
  await expect(customer.page.getByText(/^Today · \d+ free times?$/)).toBeVisible();
  await expectAccessible(customer.page);
  await expectNoHorizontalScroll(customer.page);
  // By the keyboard alone: the first time, then the button after the days.
  const first = customer.page.getByRole('radio').first();
  const time = (await first.getAttribute('aria-label'))!.replace(/^Today /, '');
  await tabTo(customer.page, first);
  await expectVisibleFocus(customer.page);
  await customer.page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await tabTo(customer.page, customer.page.getByRole('button', { name: 'Book this time' }));
  await customer.page.keyboard.press('Enter');
  // Said at once (the toast, and the form's own line until Coach opens), then Coach again.
  await expect(customer.page.getByText(`Your call is booked for today at ${time}.`).first()).toBeVisible();
  await expect(customer.page).toHaveURL('/support');
  await expect(card.getByText(`Today at ${time}`, { exact: true })).toBeVisible();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Book my call' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Reschedule' })).toBeVisible();
  // The calendar file: the call, its room at Jitsi Meet, an alarm.
  const ics = await customer.page.request.get((await card.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const calendar = (await ics.text()).replace(/\r\n[ \t]/g, '');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toMatch(/https:\/\/meet\.jit\.si\/wellfit-[0-9a-f]{32}/);
  expect(calendar).toContain('BEGIN:VALARM');
  await expectAccessible(customer.page);
  await expectNoHorizontalScroll(customer.page);

  // The coach marks last week's call held, with a note; the roster shows the next one.
  await page.goto('/coach');
  await page.getByRole('link', { name: new RegExp(fixture.name) }).click();
  const calls = page.locator('#calls');
  await expect(calls.getByText(`Today at ${time}`, { exact: true })).toBeVisible();
  await calls.getByText('Held', { exact: true }).click();
  await calls.getByLabel(/^Note/).fill('Talked about protein at breakfast.');
  await calls.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Call marked as held.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.goto('/coach');
  await expect(row).not.toContainText('Mark the last video call');
  await expect(row).toContainText(`Next call: today at ${time}`);

  // The client reads the mark and the note.
  await customer.page.reload();
  await expect(card.getByText('Held', { exact: true })).toBeVisible();
  await expect(card.getByText('Talked about protein at breakfast.')).toBeVisible();

  // A 3-month plan has no call: none offered on Coach, and the booking page says why.
  const kickstart = await person(browser, viewport, fixtures().kickstart.phone);
  await signIn(kickstart, '/dashboard');
  await kickstart.page.goto('/support');
  await expect(kickstart.page.getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
  await expect(kickstart.page.getByText('Your weekly video call')).toHaveCount(0);
  await expect(kickstart.page.getByRole('link', { name: 'Book my call' })).toHaveCount(0);
  await kickstart.page.goto('/support/call');
  await expect(kickstart.page.getByText('Your plan does not include a weekly video call.')).toBeVisible();
});
