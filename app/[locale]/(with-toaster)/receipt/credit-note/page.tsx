import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CreditNoteDocument } from '@/components/receipt/credit-note-document';
import { ReceiptColumn } from '@/components/receipt/receipt-column';
import { findReceipt } from '@/lib/db/orders';
import * as z from '@/lib/domain/validation';

export const metadata: Metadata = { title: 'Credit note', robots: { index: false, follow: false } };

/** A refunded order's credit note, by the receipt's link; any other order has none. */
export default async function CreditNoteRoute({ searchParams }: PageProps<'/[locale]/receipt/credit-note'>) {
  await connection();
  const id = z.uuid().safeParse((await searchParams).order_id);
  const creditNote = id.success ? (await findReceipt(id.data))?.creditNote : undefined;
  if (!id.success || !creditNote) notFound();
  return (
    <ReceiptColumn>
      <CreditNoteDocument creditNote={creditNote} orderId={id.data} />
    </ReceiptColumn>
  );
}
