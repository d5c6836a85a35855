import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ReceiptColumn } from '@/components/receipt/receipt-column';
import { ReceiptDocument } from '@/components/receipt/receipt-document';
import { clockNow } from '@/lib/clock';
import { supportContact } from '@/lib/contact';
import { findReceipt } from '@/lib/db/orders';
import { sampleReceipt } from '@/lib/domain/receipt';
import * as z from '@/lib/domain/validation';

export const metadata: Metadata = { title: 'Receipt', robots: { index: false, follow: false } };

/**
 * A receipt shared by link, read per request so a status change or a deleted account shows at
 * once on every server; without an order_id, the sample receipt dated today.
 */
export default async function ReceiptRoute({ searchParams }: PageProps<'/[locale]/receipt'>) {
  await connection();
  const { order_id: orderId } = await searchParams;
  const id = z.uuid().safeParse(orderId);
  if (orderId !== undefined && !id.success) notFound();
  const receipt = id.success ? await findReceipt(id.data) : sampleReceipt(clockNow());
  if (!receipt) notFound();
  return (
    <ReceiptColumn>
      <ReceiptDocument receipt={receipt} contact={supportContact()} />
    </ReceiptColumn>
  );
}
