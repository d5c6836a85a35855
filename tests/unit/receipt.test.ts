import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER } from '@/lib/domain/orders';
import { formatMinor } from '@/lib/domain/money';
import { type Receipt, receiptFileName, receiptText, sampleReceipt } from '@/lib/domain/receipt';
import { formatDate } from '@/lib/domain/india-time';

const paid: Receipt = {
  orderId: '6d3f6a3e-3b9c-4a43-9c51-3c3c9e9f2a11',
  orderNumber: 'WF123456',
  purchasedAt: new Date('2026-11-22T06:30:00Z'),
  startsOn: new Date('2026-11-22T06:31:00Z'),
  period: { from: '2026-11-22', to: '2027-05-21', refundedOn: null },
  productName: 'Online 6-Month Transformation',
  status: 'paid',
  subtotal: 899_900,
  tax: 162_000,
  total: 1_061_900,
  currency: 'INR',
  duration: '6 months',
  sample: false,
};

describe('receipts', () => {
  it('names the download after the order number', () => {
    expect(receiptFileName(paid)).toBe('receipt-WF123456.txt');
  });

  it('writes order number, date, amount, product and status into the text file', () => {
    expect(receiptText(paid, 'WellFit')).toBe(
      [
        'WellFit receipt',
        'Order number: WF123456',
        'Date: 22 November 2026',
        'Product: Online 6-Month Transformation',
        'Plan period: 22 November 2026 to 21 May 2027',
        'Subtotal: ₹8,999.00',
        'Tax: ₹1,620.00',
        'Amount: ₹10,619.00 INR',
        'Status: PAID',
        '',
      ].join('\n'),
    );
  });

  it('shows the spec sample: 4999 minor units of usd, paid, 6-Month Wellness Program', () => {
    const sample = sampleReceipt(new Date('2026-11-22T00:00:00Z'));
    expect(sample).toMatchObject({
      total: 4999,
      currency: 'usd',
      status: 'paid',
      productName: '6-Month Wellness Program',
      tax: 0,
    });
    expect(formatMinor(sample.total, sample.currency)).toBe('$49.99');
    expect(sample.startsOn).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(receiptText(sample, 'WellFit')).toContain('WellFit receipt (sample)');
  });

  it.each([
    [1_061_900, 'INR', '₹10,619.00'],
    [100, 'INR', '₹1.00'],
    [10_000_000, 'INR', '₹1,00,000.00'],
  ])('%d minor units of %s read %s', (minor, currency, text) => {
    expect(formatMinor(minor, currency)).toBe(text);
  });

  it('dates in India time: 20:00 UTC on the 21st is already the 22nd', () => {
    expect(formatDate(new Date('2026-11-21T20:00:00Z'))).toBe('22 November 2026');
  });
});

describe('order numbers', () => {
  it.each(['WF000001', 'WF999999', 'WF1000000'])('%s is an order number', (n) => expect(n).toMatch(ORDER_NUMBER));
  it.each(['WF12345', 'wf000001', 'WF-000001', 'XX000001'])('%s is not', (n) => expect(n).not.toMatch(ORDER_NUMBER));
});
