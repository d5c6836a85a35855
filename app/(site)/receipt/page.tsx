import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { z } from 'zod';
import { ReceiptView } from '@/components/receipt/receipt-view';
import { supportContact } from '@/lib/contact';
import { findReceipt } from '@/lib/db/orders';
import { type Receipt, sampleReceipt } from '@/lib/domain/receipt';

export const metadata: Metadata = { title: 'Receipt', robots: { index: false, follow: false } };

async function loadReceipt(orderId: string | string[] | undefined): Promise<Receipt | 'failed'> {
  if (orderId === undefined) return sampleReceipt(new Date());
  const id = z.uuid().safeParse(orderId);
  if (!id.success) notFound();
  const receipt = await findReceipt(id.data).catch((error: unknown) => {
    console.error('receipt load failed', error);
    return 'failed' as const;
  });
  if (!receipt) notFound();
  return receipt;
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
