import type { Browser, Page } from '@playwright/test';
import { signInFresh } from './support/sessions';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectAccessible } from './support/a11y';
import { signInAsCoach } from './support/coach';
import { expectNoHorizontalScroll, expectToastsClearOf } from './support/layout';

const GREETING = 'Hello! How can we help you today?';
const CANNED = 'Thank you for your message! Our team will get back to you shortly...';

async function newPage(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  return context.newPage();
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });

test.describe('support chat', () => {
  test('a visitor is asked to sign in first, then comes back to support', async ({ page, viewport }) => {
    await page.goto('/support');
    await expect(page).toHaveURL('/auth?next=%2Fsupport');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please log in to access support chat')).toBeVisible();
    await page.getByRole('button', { name: 'Demo Login' }).click();
    await expect(page).toHaveURL('/support');
    await expect(log(page).getByText(GREETING)).toBeVisible();
    // The sign-in's toast comes along, and keeps off the composer the customer is about to use: at
    // the top of a wide screen; on a phone, where the title and the Back link are up there, it goes.
    const welcome = page.getByText('Demo Login Successful');
    const composer = [messageBox(page), page.getByRole('button', { name: 'Send message' })];
    if ((viewport?.width ?? 0) >= 600) {
      await expect(async () => {
        await expect(welcome).toBeVisible({ timeout: 0 });
        await expectToastsClearOf(page, composer);
      }).toPass({ timeout: 3_000 });
    } else await expect(welcome).toBeHidden({ timeout: 1_500 });
  });

  test('a new chat: greeting, details, quick fills, Enter and Shift+Enter, the canned reply', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signInFresh(page);
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'General Support' })).toBeVisible();
    await expect(page.getByText('open', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Started \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText('Response time usually within 2-4 hours')).toBeVisible();
    await expect(page.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(log(page).getByText(`WellFit Team: ${GREETING}`)).toBeVisible();
    const height = (await log(page).boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(400);
    expect(height).toBeLessThanOrEqual(500);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    for (const [label, text] of [
      ['Payment Issue', 'I need help with my payment'],
      ['Program Access', 'How do I access my program?'],
      ['Profile Update', 'I want to change my profile information'],
    ]) {
      await page.getByRole('button', { name: label }).click();
      await expect(messageBox(page)).toHaveValue(text!);
      await expect(messageBox(page)).toBeFocused();
    }

    await messageBox(page).fill('First line');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('second line');
    await expect(messageBox(page)).toHaveValue('First line\nsecond line');
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    const mine = log(page).getByRole('listitem').filter({ hasText: 'First line' });
    await expect(mine).toContainText('Sent');
    await expect(log(page).getByText(CANNED)).toBeVisible({ timeout: 5000 });

    // Stored messages stay; the canned reply was never stored.
    await page.reload();
    await expect(log(page).getByText('First line')).toBeVisible();
    await expect(log(page).getByText(CANNED)).toHaveCount(0);

    // Nothing to send, or too much: the button says no, and the counter shows how much.
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await messageBox(page).fill('x'.repeat(2001));
    await expect(page.getByText('2001/2000')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    // Back goes where it says: to the dashboard, not to an old order's confirmation.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    expect(errors).toEqual([]);
  });

  test('the customer writes, the coach sees it live and answers, the customer sees the answer live', async ({
    page,
    browser,
    viewport,
  }) => {
    test.slow();
    const coach = await newPage(browser, viewport);
    const coachErrors = collectConsoleErrors(coach);
    await signInAsCoach(coach);
    // The list invites coaches without a name: this one gives theirs on their profile.
    await coach.getByRole('link', { name: 'Profile' }).click();
    await coach.getByLabel('Name', { exact: true }).fill('Coach Asha');
    await coach.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(coach.getByRole('status').filter({ hasText: 'Saved. Your clients see this name.' })).toBeVisible();
    await coach.getByRole('link', { name: 'Inbox' }).click();
    await expect(coach.getByRole('heading', { name: 'Inbox' })).toBeVisible();

    await signInFresh(page);
    await page.goto('/support');
    const question = `Can I pause my plan for a week? ${Date.now()}`;
    await messageBox(page).fill(question);
    await page.getByRole('button', { name: 'Send message' }).click();

    // The inbox shows it without a reload.
    const entry = coach.getByRole('link', { name: new RegExp(question.slice(-13)) });
    await expect(entry).toBeVisible({ timeout: 5000 });
    await expect(entry.getByLabel('1 unread')).toBeVisible();
    await expectAccessible(coach);
    await entry.click();
    await expect(coach).toHaveURL(/\/coach\/inbox\?chat=/);
    await expect(log(coach).getByText(question)).toBeVisible();
    // Shown, the chat is marked read by a POST (opening it changed nothing); the wide inbox beside it says so.
    if ((viewport?.width ?? 0) >= 1024) await expect(entry.getByLabel('1 unread')).toHaveCount(0);
    await messageBox(coach).fill('Yes, tell us the dates and we will pause it.');
    await messageBox(coach).press('Enter');

    // The customer sees the answer without a reload, under the coach's name.
    await expect(log(page).getByText('Coach Asha: Yes, tell us the dates and we will pause it.')).toBeVisible({ timeout: 5000 });
    // Seen on the open chat, the answer is read at once: no notification of it comes a minute on.
    await expect
      .poll(async () => {
        const data = (await (await page.request.get('/api/my-data')).json()) as {
          supportChats: { status: string; customerReadAt: string | null }[];
          supportMessages: { isAdmin: boolean; senderId: string | null; createdAt: string }[];
        };
        const answered = data.supportMessages.filter((m) => m.isAdmin && m.senderId).map((m) => m.createdAt);
        const read = data.supportChats.find((chat) => chat.status === 'open')?.customerReadAt;
        return answered.length > 0 && read != null && answered.every((at) => new Date(at) <= new Date(read));
      })
      .toBe(true);
    await page.reload();
    await expect(log(page).getByText('Yes, tell us the dates and we will pause it.')).toBeVisible();

    // A second message arrives in the open thread live too.
    await messageBox(page).fill('From the 1st to the 7th.');
    await messageBox(page).press('Enter');
    await expect(log(coach).getByText('From the 1st to the 7th.')).toBeVisible({ timeout: 5000 });
    await expectAccessible(coach);

    // Closing the chat: the customer is told, and the next visit starts a new chat.
    await coach.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByText('This chat has been closed.', { exact: false })).toBeVisible({ timeout: 5000 });
    await page.reload();
    await expect(log(page).getByText(GREETING)).toBeVisible();
    await expect(log(page).getByText('From the 1st to the 7th.')).toHaveCount(0);
    // The closed chat stays readable below the new one, with the coach's advice.
    await expect(page.getByRole('heading', { name: 'Earlier conversations' })).toBeVisible();
    await page.getByText(/General Support · started .* · closed/).click();
    await expect(page.getByText('Yes, tell us the dates and we will pause it.')).toBeVisible();
    expect(coachErrors).toEqual([]);
    await coach.context().close();
  });

  test('a customer who opens the coach console gets 403 and sees no chat', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/dashboard');
    const response = await page.goto('/coach');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
    await expect(page.getByRole('link', { name: /unread|open chats/i })).toHaveCount(0);
    const stream = await page.request.get('/api/support/stream?inbox=1');
    expect(stream.status()).toBe(403);
  });
});

test.describe('support chat without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the page comes back with the message', async ({ page }) => {
    await page.goto('/auth?next=%2Fsupport');
    await page.getByRole('button', { name: 'Demo Login' }).click();
    await expect(page).toHaveURL('/support');
    await messageBox(page).fill('Sent without JavaScript');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(log(page).getByText('Sent without JavaScript')).toBeVisible();
  });
});
