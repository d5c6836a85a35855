import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { chromium, type Locator, type Page } from '@playwright/test';
import { istDay } from '../lib/domain/india-time';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { type Person, peopleOfGroup } from './support/people';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { expectNoHorizontalScroll } from './support/layout';
import { signInWithOtp } from './support/otp';
import { STUDIO_PHONES, type StudioProject } from './support/studio-phones';
import { expect, test } from './support/test';

// In-person plans: an admin opens a batch of one seat; A books it, B joins the waitlist; A
// cancels and B holds the seat; the coach checks B in by code and refuses A's.
test.describe.configure({ mode: 'serial' });

const { person, leaveAll } = peopleOfGroup();
const phones = () => STUDIO_PHONES[test.info().project.name as StudioProject][test.info().retry]!;
const suffix = randomInt(1e6).toString(36);
const centreName = `Bandra Studio ${suffix}`;
const coachName = `Coach Nisha ${suffix}`;
/** Today in India, as the date field takes it. */
const today = istDay(new Date());

/** A new customer buys the 3-month studio plan and lands on the confirmation. */
async function buyStudioPlan(customer: Person): Promise<void> {
  const { page } = customer;
  await page.goto('/payment?package=offline-3m');
  await signInWithOtp(page, customer.phone);
  await expect(page).toHaveURL('/payment?package=offline-3m');
  await page.getByLabel('UPI').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/, { timeout: 15_000 });
}

const ourBatch = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(centreName) }) });
const batchCard = (page: Page) => page.locator('#studio');

let admin: Person;
let coach: Person;
let a: Person;
let b: Person;
let codeOfA = '';

test.afterAll(leaveAll);

test('an admin adds a centre and a batch of one seat, run by a coach they invite', async ({ browser, viewport }) => {
  test.slow();
  admin = await person(browser, viewport, phones().admin);
  await admin.page.goto('/auth');
  await signInWithOtp(admin.page, admin.phone);
  await expect(admin.page).toHaveURL('/admin');
  await admin.page.goto('/admin');
  await admin.page.getByLabel('Phone number').fill(phones().coach);
  await admin.page.getByLabel('Name', { exact: true }).fill(coachName);
  await admin.page.getByRole('button', { name: 'Add coach' }).click();
  await expect(admin.page.getByText(`${coachName} is added`)).toBeVisible();

  coach = await person(browser, viewport, phones().coach);
  await coach.page.goto('/auth');
  await signInWithOtp(coach.page, coach.phone);
  await expect(coach.page).toHaveURL('/coach');

  await admin.page.getByRole('link', { name: 'Centres and batches' }).click();
  await expect(admin.page).toHaveURL('/admin/batches');
  await expect(admin.page.getByRole('heading', { name: 'Centres and batches', level: 1 })).toBeVisible();
  const addCentre = admin.page.locator('section').filter({ has: admin.page.getByRole('heading', { name: 'Add centre' }) });
  await addCentre.getByRole('button', { name: 'Add centre' }).click();
  await expect(addCentre.getByText('Enter the centre’s name (2 to 80 characters)')).toBeVisible();
  await addCentre.getByLabel('Name').fill(centreName);
  await addCentre.getByLabel('City').fill('Mumbai');
  await addCentre.getByLabel('Address').fill('14 Hill Road, Bandra West');
  await addCentre.getByRole('button', { name: 'Add centre' }).click();
  await expect(admin.page.getByText(`${centreName} is added.`).first()).toBeVisible();

  const addBatch = admin.page.locator('section').filter({ has: admin.page.getByRole('heading', { name: 'Add batch' }) });
  await addBatch.getByRole('button', { name: 'Add batch' }).click();
  await expect(addBatch.getByText('Choose at least one day')).toBeVisible();
  await addBatch.getByLabel('Centre').selectOption({ label: `${centreName}, Mumbai` });
  // The admin's lists name each coach with their phone.
  await addBatch
    .getByLabel('Coach')
    .selectOption({ label: `${coachName} · +91 ${coach.phone.slice(0, 5)} ${coach.phone.slice(5)}` });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await addBatch.getByLabel(day).check();
  await addBatch.getByLabel('Start time').fill('23:30');
  await addBatch.getByLabel('Duration (minutes)').fill('60');
  await addBatch.getByLabel('Capacity').fill('1');
  await addBatch.getByLabel('First session').fill(today);
  await addBatch.getByRole('button', { name: 'Add batch' }).click();
  await expect(admin.page.getByText('Batch added.').first()).toBeVisible();
  await expect(ourBatch(admin.page).getByText('0 of 1 booked')).toBeVisible();
  await expectNoHorizontalScroll(admin.page);
  await expectAccessible(admin.page);
});

test("A buys a studio plan and books the batch's one seat", async ({ browser, viewport }) => {
  test.slow();
  a = await person(browser, viewport);
  await buyStudioPlan(a);
  await a.page.getByRole('link', { name: 'Book your batch' }).click();
  await expect(a.page.getByRole('heading', { name: 'Choose your batch', level: 1 })).toBeVisible();
  await expect(ourBatch(a.page).getByText('1 seat left')).toBeVisible();
  await ourBatch(a.page)
    .getByRole('button', { name: /Book this batch/ })
    .click();
  await expect(a.page.getByRole('status').filter({ hasText: `You are booked in ${centreName}` })).toBeVisible();
  await expect(ourBatch(a.page).getByText('Your batch')).toBeVisible();
  await expectNoHorizontalScroll(a.page);
  await expectAccessible(a.page);

  await a.page.goto('/plan');
  const card = batchCard(a.page);
  await expect(card.getByText(centreName)).toBeVisible();
  await expect(card.getByText(/^Sessions attended 0 of \d+$/)).toBeVisible();
  await expect(card.getByRole('img', { name: /QR code of your check-in/ })).toBeVisible();
  codeOfA = (await card.getByText(/^[0-9A-Z]{6}$/).textContent())!;
  const calendar = await a.page.request.get('/api/calendar');
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(await calendar.text()).toContain(`SUMMARY:WellFit session at ${centreName}`);
});

test('B buys, finds the batch full and joins the waitlist', async ({ browser, viewport }) => {
  test.slow();
  b = await person(browser, viewport);
  await buyStudioPlan(b);
  await b.page.getByRole('link', { name: 'Book your batch' }).click();
  const batch = ourBatch(b.page);
  await expect(batch.getByText('This batch is full')).toBeVisible();
  await expect(batch.getByRole('button', { name: /Book this batch/ })).toHaveCount(0);
  // By the keyboard alone, the focus in sight.
  const join = batch.getByRole('button', { name: /Join the waitlist/ });
  await tabTo(b.page, join);
  await expectVisibleFocus(b.page);
  await b.page.keyboard.press('Enter');
  await expect(b.page.getByRole('status').filter({ hasText: `You are number 1 on the waitlist of ${centreName}` })).toBeVisible();
  await b.page.goto('/plan');
  await expect(batchCard(b.page).getByText('You are number 1 on the waitlist.', { exact: false })).toBeVisible();
  await expectAccessible(b.page);
});

test("A cancels; B holds the seat and sees it on 'Plan'", async () => {
  const card = batchCard(a.page);
  await card.getByText('Cancel booking').click();
  await card.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(a.page.getByText('Your booking is cancelled.').first()).toBeVisible();
  await expect(batchCard(a.page).getByRole('link', { name: 'Book your batch' })).toBeVisible();

  await b.page.reload();
  const seat = batchCard(b.page);
  await expect(seat.getByText('A seat came free and it is yours')).toBeVisible();
  await expect(seat.getByText(/^Sessions attended 0 of \d+$/)).toBeVisible();
  await expect(seat.getByRole('heading', { name: 'My check-in code' })).toBeVisible();
  await b.page.goto('/support');
  await expect(b.page.getByText(/Good news: a seat came free in .+ and it is yours/)).toBeVisible();
});

test("the coach refuses A's code, checks B in by code, and B's plan counts it", async () => {
  // Two people's pages, three check-ins and two accessibility scans: 33 s once under the full suite's load.
  test.slow();
  await b.page.goto('/plan');
  const codeOfB = (await batchCard(b.page)
    .getByText(/^[0-9A-Z]{6}$/)
    .textContent())!;

  await coach.page.getByRole('link', { name: 'Today', exact: true }).click();
  await expect(coach.page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const session = coach.page
    .locator('[data-slot="card"]')
    .filter({ has: coach.page.getByRole('heading', { name: new RegExp(centreName) }) });
  await expect(session.getByText('0 of 1 present')).toBeVisible();
  const code = session.getByLabel(/Check-in code/);
  await code.fill(codeOfA);
  await session.getByRole('button', { name: 'Check in' }).click();
  await expect(session.getByText('This code belongs to a customer who is not booked in this session.')).toBeVisible();
  await code.fill(codeOfB.toLowerCase());
  await session.getByRole('button', { name: 'Check in' }).click();
  await expect(coach.page.getByText(/is marked present\.$/).first()).toBeVisible();
  await expect(session.getByText('1 of 1 present')).toBeVisible();
  await expect(session.getByText('Present', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(coach.page);
  await expectAccessible(coach.page);

  await b.page.reload();
  await expect(batchCard(b.page).getByText(/^Sessions attended 1 of \d+$/)).toBeVisible();
  await expectNoHorizontalScroll(b.page);
  await expectAccessible(b.page);
});

/**
 * A one-second video of what the phone's camera would see: the customer's QR as their screen
 * draws it, on white, as raw 4:2:0 frames (Y4M) for Chromium's fake camera.
 */
async function cameraFilmOf(qr: Locator, file: string): Promise<void> {
  const [width, height] = [640, 480];
  const luma = await qr.evaluate(
    async (element, size) => {
      const svg = element.querySelector('svg')!;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [size.width, size.height];
      const draw = canvas.getContext('2d')!;
      draw.fillStyle = '#fff';
      draw.fillRect(0, 0, size.width, size.height);
      const side = size.height - 80;
      draw.drawImage(image, (size.width - side) / 2, 40, side, side);
      const { data } = draw.getImageData(0, 0, size.width, size.height);
      let bytes = '';
      for (let i = 0; i < data.length; i += 4)
        bytes += String.fromCharCode(Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!));
      return btoa(bytes);
    },
    { width, height },
  );
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma, 'base64'), Buffer.alloc((width * height) / 2, 128)]);
  await writeFile(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
}

test("the coach scans B's QR with the phone's camera", async ({}, testInfo) => {
  // A second browser decoding video beside the suite's two: reading may take a while under load.
  test.slow();
  await b.page.goto('/plan');
  const film = testInfo.outputPath('camera.y4m');
  await cameraFilmOf(batchCard(b.page).getByRole('img', { name: /QR code of your check-in/ }), film);

  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${film}`,
    ],
  });
  try {
    const context = await phone.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport ?? null,
      storageState: await coach.page.context().storageState(),
    });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const violations: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
    await page.goto('/coach/sessions');
    const session = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: new RegExp(centreName) }) });
    await session.getByRole('button', { name: 'Scan QR code' }).click();
    // Whatever the scan ends in (a toast either way, or the camera refused), so a failure says which.
    const outcome = page
      .locator('[data-sonner-toast]')
      .or(page.getByText(/^The camera could not start/))
      .first();
    await expect(outcome)
      .toBeVisible({ timeout: 45_000 })
      .catch(async (error: unknown) => {
        const camera = await page
          .locator('video')
          .evaluate((video: HTMLVideoElement) => ({
            readyState: video.readyState,
            paused: video.paused,
            currentTime: video.currentTime,
            size: `${video.videoWidth}x${video.videoHeight}`,
          }))
          .catch((reason: unknown) => String(reason));
        // What the phone's camera was doing, for a scan that read nothing (a flake seen under the full suite).
        await testInfo.attach('camera', { body: JSON.stringify(camera), contentType: 'application/json' });
        await testInfo.attach('phone', { body: await page.screenshot(), contentType: 'image/png' });
        throw error;
      });
    await expect(outcome).toContainText(/was already marked present\.$/);
    await expect(session.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
    expect([...errors, ...violations]).toEqual([]);
  } finally {
    await phone.close();
  }
});

test("B's plan is refunded: the seat, the check-in code and the calendar go with it", async () => {
  // Two people's pages, a refund through the gateway and three accessibility scans.
  test.slow();
  const { page } = b;
  await page.goto('/plan');
  const plan = page.locator('#your-plan');
  await plan.locator('summary', { hasText: 'Request a refund' }).click();
  await plan.getByLabel('Why would you like a refund?').fill('I am moving to another city next week.');
  await plan.getByRole('button', { name: 'Send request' }).click();
  await expect(plan.getByRole('list', { name: 'Refund requests' })).toContainText('We will reply within 2 working days.');

  await admin.page.goto('/admin');
  const phone = `+91 ${b.phone.slice(0, 5)} ${b.phone.slice(5)}`;
  const request = admin.page.getByRole('list', { name: 'Refund requests' }).getByRole('listitem').filter({ hasText: phone });
  await request.locator('summary', { hasText: /^Approve and refund ₹[0-9,.]+$/ }).click();
  await expect(request).toContainText('A GST credit note will be issued against invoice');
  await expectAccessible(admin.page);
  await request.getByRole('button', { name: /^Confirm refund of ₹[0-9,.]+ to / }).click();
  await expect(request).toContainText('Refunded');

  await page.reload();
  await expect(plan).toContainText('Refunded on');
  await expect(plan.getByText(/Active until|Paused until|Renew/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My check-in code' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code of your check-in/ })).toHaveCount(0);
  await expect(page.getByText(/^[0-9A-Z]{6}$/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('refunded-studio-plan.png'), fullPage: true });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  const calendar = await page.request.get('/api/calendar');
  expect(calendar.status()).toBe(404);
  expect(await calendar.text()).not.toContain('BEGIN:VEVENT');
});
