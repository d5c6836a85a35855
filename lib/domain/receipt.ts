import { formatMinor } from './money';

/** What a receipt shows and the text file it downloads as. Pure: no React, no I/O. */

export interface Receipt {
  orderId: string | null;
  orderNumber: string;
  purchasedAt: Date;
  productName: string;
  status: string;
  /** Minor units (paise, cents). */
  subtotal: number;
  tax: number;
  total: number;
  currency: string;
  duration: string;
  sample: boolean;
}

/** The spec's sample, shown when no order id is given. */
export function sampleReceipt(now: Date): Receipt {
  return {
    orderId: null,
    orderNumber: 'SAMPLE-0001',
    purchasedAt: now,
    productName: '6-Month Wellness Program',
    status: 'paid',
    subtotal: 4999,
    tax: 0,
    total: 4999,
    currency: 'usd',
    duration: '6 Months',
    sample: true,
  };
}

/** Dates as an Indian customer reads them, in India's time zone: "22 November 2026". */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);
}

export function receiptFileName(receipt: Pick<Receipt, 'orderNumber'>): string {
  return `receipt-${receipt.orderNumber}.txt`;
}

export function receiptText(receipt: Receipt, business: string): string {
  return [
    `${business} receipt${receipt.sample ? ' (sample)' : ''}`,
    `Order number: ${receipt.orderNumber}`,
    `Date: ${formatDate(receipt.purchasedAt)}`,
    `Product: ${receipt.productName}`,
    `Subtotal: ${formatMinor(receipt.subtotal, receipt.currency)}`,
    `Tax: ${formatMinor(receipt.tax, receipt.currency)}`,
    `Amount: ${formatMinor(receipt.total, receipt.currency)} ${receipt.currency.toUpperCase()}`,
    `Status: ${receipt.status.toUpperCase()}`,
    '',
  ].join('\n');
}
