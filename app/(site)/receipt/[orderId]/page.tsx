import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReceiptPage } from '@/components/receipt/receipt-page';
import { findReceipt } from '@/lib/db/orders';
import * as z from '@/lib/domain/zod';

export const metadata: Metadata = { title: 'Receipt', robots: { index: false, follow: false } };

// Rendered on the first visit, then served from the cache: a shared link costs no query. A status
// change drops the entry (lib/receipts/cache.ts); the hour bounds how stale a receipt can be where
// no drop arrives (a second server with its own cache, a changed support address).
export const revalidate = 3600;
export const generateStaticParams = async (): Promise<{ orderId: string }[]> => [];

export default async function CachedReceiptPage({ params }: PageProps<'/receipt/[orderId]'>) {
  const id = z.uuid().safeParse((await params).orderId);
  if (!id.success) notFound();
  // A failed read throws: the error screen answers and nothing is cached.
  const receipt = await findReceipt(id.data);
  if (!receipt) notFound();
  return <ReceiptPage receipt={receipt} />;
}
