import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ReceiptPage } from '@/components/receipt/receipt-page';
import { findReceipt } from '@/lib/db/orders';
import { sampleReceipt } from '@/lib/domain/receipt';
import * as z from '@/lib/domain/zod';

export const metadata: Metadata = { title: 'Receipt', robots: { index: false, follow: false } };

/**
 * The sample receipt (no order_id), dated today, and the links the rewrite to the cached
 * /receipt/[orderId] leaves here: ids written in capitals (one receipt, one cache entry) and ids
 * that are no UUID at all.
 */
export default async function ReceiptSamplePage({ searchParams }: PageProps<'/receipt'>) {
  await connection();
  const orderId = (await searchParams).order_id;
  if (orderId === undefined) return <ReceiptPage receipt={sampleReceipt(new Date())} />;
  const id = z.uuid().safeParse(orderId);
  const receipt = id.success ? await findReceipt(id.data) : undefined;
  if (!receipt) notFound();
  return <ReceiptPage receipt={receipt} />;
}
