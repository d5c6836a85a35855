import { getSessionUser } from '@/lib/auth/session';
import { findReceiptFor } from '@/lib/db/orders';
import { creditNotePdfFileName } from '@/lib/domain/receipt';
import { creditNoteDocument } from '@/lib/domain/receipt-documents';
import * as z from '@/lib/domain/validation';
import { renderPdf } from '@/lib/pdf/render';
import { notFound, pdfResponse } from '@/lib/pdf/response';
import { site } from '@/lib/site';

/**
 * 'Download credit note (PDF)': a refunded order's GST credit note, made on request, for the
 * customer, their coach and an admin alone (row-level security decides): anyone else, signed in or
 * not, gets the same 404 as for an order that does not exist or was never refunded.
 */
export async function GET(_: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = z.safeParse(z.uuid(), (await params).id);
  const user = await getSessionUser();
  if (!id.success || !user) return notFound();
  const creditNote = (await findReceiptFor(user, id.data))?.creditNote;
  if (!creditNote) return notFound();
  return pdfResponse(await renderPdf(creditNoteDocument(creditNote, site.name)), creditNotePdfFileName(creditNote));
}
