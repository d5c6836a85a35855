import { describe, expect, it } from 'vitest';
import { checkoutOptions } from '@/lib/payments/checkout-options';

const gateway = { keyId: 'rzp_test_AbCdEf01234567', scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' };
const order = {
  id: '0b8f6c5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  orderNumber: 'WF000123',
  amount: 589_900,
  currency: 'INR',
  productName: 'Online 3-Month Program',
  customerName: 'आशा वर्मा',
};
const business = { legalName: 'WellFit Coaching LLP' };

describe('checkoutOptions: what the browser opens Razorpay Checkout with', () => {
  it("names the Razorpay order, the server's amount and our order; prefills the phone, the name and the method", () => {
    expect(
      checkoutOptions({
        gateway,
        order,
        gatewayOrderId: 'order_Abc123',
        user: { phone: '+919876543210' },
        input: { method: 'upi' },
        business,
      }),
    ).toEqual({
      scriptUrl: gateway.scriptUrl,
      orderId: order.id,
      options: {
        key: gateway.keyId,
        order_id: 'order_Abc123',
        amount: 589_900,
        currency: 'INR',
        name: 'WellFit Coaching LLP',
        description: 'Online 3-Month Program · WF000123',
        prefill: { contact: '+919876543210', name: 'आशा वर्मा', method: 'upi' },
        notes: { order_number: 'WF000123' },
        theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      },
    });
  });

  it.each([
    ['a demo account (no phone) with no name on the invoice', { phone: null }, null, { method: 'card' }],
    ['a phone and no name', { phone: '+919876543210' }, null, { contact: '+919876543210', method: 'card' }],
  ] as const)('prefills only what it has: %s', (_case, user, customerName, prefill) => {
    const opening = checkoutOptions({
      gateway,
      order: { ...order, customerName },
      gatewayOrderId: 'order_Abc123',
      user,
      input: { method: 'card' },
      business,
    });
    expect(opening.options.prefill).toEqual(prefill);
  });
});
