import { describe, expect, it } from 'vitest';
import { orderForExport, type OrderForExport } from '@/lib/domain/my-data';

const order: OrderForExport = {
  id: 'o1',
  userId: 'u1',
  orderNumber: 'WF000123',
  productName: 'Online 6-Month Transformation',
  status: 'paid',
  paymentMethod: 'upi',
  currency: 'INR',
  subtotal: 899_900,
  gst: 162_000,
  cgst: 81_000,
  sgst: 81_000,
  igst: 0,
  amount: 1_061_900,
  placeOfSupply: '27',
  invoiceNumber: 'WF/26-27/000001',
  creditNoteNumber: null,
  createdAt: new Date('2026-11-24T10:00:00+05:30'),
  paidAt: new Date('2026-11-24T10:00:03+05:30'),
  refundedAt: null,
};

describe("'Download my data' orders", () => {
  it('says amounts in rupees with their sign, and the place of supply by name', () => {
    expect(orderForExport(order)).toMatchObject({
      plan: 'Online 6-Month Transformation',
      placeOfSupply: 'Maharashtra (27)',
      priceBeforeTax: '₹8,999.00',
      cgst: '₹810.00',
      sgst: '₹810.00',
      totalTax: '₹1,620.00',
      totalPaid: '₹10,619.00',
    });
  });

  it('shows IGST alone across states', () => {
    const exported = orderForExport({ ...order, cgst: 0, sgst: 0, igst: 162_000, placeOfSupply: '29' });
    expect(exported).toMatchObject({ igst: '₹1,620.00', placeOfSupply: 'Karnataka (29)' });
    expect(exported).not.toHaveProperty('cgst');
  });
});
