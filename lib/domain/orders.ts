export const PAYMENT_METHODS = ['card', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { card: 'Credit/Debit Card', upi: 'UPI' };

export const ORDER_MESSAGES = {
  signedOut: 'Please sign in again to pay.',
  failed: 'Payment failed. Please try again.',
  expired: 'This checkout has expired. Reload the page to pay.',
  tooMany: 'Too many payment attempts. Please wait a while and try again, or contact support.',
  notYourPurchase: 'That purchase is not in your account. Reload the page and try again.',
  needsJavaScript: 'Paying online needs JavaScript. Please turn it on and press Pay again. No money was taken.',
  notConfirmed:
    'We could not confirm this payment. If money was taken, it will show as paid within a few minutes, or be refunded.',
} as const;

/** 'WF' and at least six digits from the database's sequence; the spec shows six. */
export const ORDER_NUMBER = /^WF\d{6,}$/;

/** How long a finished purchase is remembered on /payment before the plan can simply be bought again. */
export const RECENT_PURCHASE_MINUTES = 30;

/** An order left in the gateway's checkout this long with no payment is given up (a new Pay starts over). */
export const CHECKOUT_ABANDONED_MINUTES = RECENT_PURCHASE_MINUTES;

/** Why an order left in the gateway's checkout was given up. */
export const PAYMENT_NOT_COMPLETED = 'The payment was not completed. No money was taken.';
