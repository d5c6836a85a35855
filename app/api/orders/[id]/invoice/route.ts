import { getSessionUser } from '@/lib/auth/session';
import { supportContact } from '@/lib/contact';
import { findReceiptFor } from '@/lib/db/orders';
import { invoicePdfFileName } from '@/lib/domain/receipt';
import { taxInvoiceDocument } from '@/lib/domain/receipt-documents';
import * as z from '@/lib/domain/validation';
import { renderPdf } from '@/lib/pdf/render';
import { notFound, pdfResponse } from '@/lib/pdf/response';
import { site } from '@/lib/site';

/**
 * 'Download invoice (PDF)': a paid (or since refunded) order's GST tax invoice, made on request,
 * for the customer, their coach and an admin alone (row-level security decides): anyone else,
 * signed in or not, gets the same 404 as for an order that does not exist or has no invoice.
 */
export async function GET(_: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = z.safeParse(z.uuid(), (await params).id);
  const user = await getSessionUser();
  if (!id.success || !user) return notFound();
  const receipt = await findReceiptFor(user, id.data);
  if (!receipt?.invoice) return notFound();
  const pdf = await renderPdf(taxInvoiceDocument(receipt, receipt.invoice, site.name, supportContact()));
  return pdfResponse(pdf, invoicePdfFileName(receipt.invoice));
}
