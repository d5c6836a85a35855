import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { z } from 'zod';
import { ReceiptView } from '@/components/receipt/receipt-view';
import { supportContact } from '@/lib/contact';
import { findReceipt } from '@/lib/db/orders';
import { packageById } from '@/lib/domain/packages';
import { type Receipt, sampleReceipt } from '@/lib/domain/receipt';

export const metadata: Metadata = { title: 'Receipt', robots: { index: false, follow: false } };

async function loadReceipt(orderId: string | string[] | undefined): Promise<Receipt | 'failed'> {
  if (orderId === undefined) return sampleReceipt(new Date());
  const id = z.uuid().safeParse(orderId);
  if (!id.success) notFound();
  let row;
  try {
    row = await findReceipt(id.data);
  } catch (error) {
    console.error('receipt load failed', error);
    return 'failed';
  }
  if (!row) notFound();
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    purchasedAt: new Date(row.created_at),
    productName: row.product_name,
    status: row.status,
    subtotal: row.subtotal,
    tax: row.gst,
    total: row.amount,
    currency: row.currency,
    duration: packageById(row.package_id).duration,
    sample: false,
  };
}

export default async function ReceiptPage({ searchParams }: PageProps<'/receipt'>) {
  await connection();
  const receipt = await loadReceipt((await searchParams).order_id);
  return (
    <main className="mx-auto grid w-full max-w-xl gap-6 px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      {receipt === 'failed' ? (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-card p-6 text-center text-destructive">
          Failed to load receipt data.
        </p>
      ) : (
        <ReceiptView receipt={receipt} contact={supportContact()} today={new Date()} />
      )}
    </main>
  );
}
