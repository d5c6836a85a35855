import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A fresh Indian mobile number (10 digits starting 6-9), so tests never share OTP limits. */
export function randomPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

const smsLogLines = async () =>
  (await readFile(path.join(process.env.E2E_DATA_DIR!, 'sms.log'), 'utf8').catch(() => '')).split('\n');

/**
 * Where the embedded SMS stand-in's log (sms.log, which every test server appends to) ends
 * now: taken before a code is asked for, so that code is told from the number's earlier ones by its
 * place in the log, whatever time each server's clock wrote beside it.
 */
export async function smsLogMark(): Promise<number> {
  return (await smsLogLines()).length - 1;
}

/**
 * The latest code the embedded SMS stand-in wrote for this number, after `mark` (smsLogMark()): a
 * number signing in again must not be handed its previous code. Under the full suite's load the
 * code once took longer than expect's 5 s to be written.
 */
export async function latestOtp(phone: string, mark = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const line = (await smsLogLines())
          .slice(mark)
          .reverse()
          .find((l) => l.includes(`SMS to +91${phone}:`));
        code = line?.match(/code is (\d{6})/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The wait between two codes to one number on the test servers (OTP_RESEND_SECONDS in playwright.config.ts). */
const RESEND_MS = 1000;

/** Until a number that was sent a code at `sentAt` may be sent another. */
export async function resendAllowed(sentAt: number): Promise<void> {
  await expect.poll(() => Date.now() - sentAt > RESEND_MS).toBe(true);
}

/** Signs in through the Login tab with a code read from the SMS log. */
export async function signInWithOtp(page: Page, phone = randomPhone()): Promise<string> {
  await page.getByLabel('Mobile Number').fill(phone);
  const mark = await smsLogMark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Enter OTP').fill(await latestOtp(phone, mark));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  return phone;
}
