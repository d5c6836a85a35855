import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pdfText } from '../../tests/support/pdf-text';

/**
 * From a paid order's confirmation: its number, then on its receipt (billed to `billedTo`) the
 * supplier's GSTIN, and the text of 'Download invoice (PDF)' as a reader would find it (pdf.js),
 * with the PDF link's address.
 */
export async function receiptInvoicePdf(page: Page, billedTo: string) {
  const orderNumber = (await page.getByText(/^#WF\d{6,}$/).textContent())!.slice(1);
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByText(billedTo)).toBeVisible();
  const gstin = (await page
    .getByText(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/)
    .first()
    .textContent())!;
  const link = page.getByRole('link', { name: 'Download invoice (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await pdfText(new Uint8Array(await readFile((await download.path())!)))).replace(/\s+/g, ' ');
  return { orderNumber, gstin, text, href: new URL((await link.getAttribute('href'))!, page.url()).href };
}
