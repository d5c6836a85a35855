import { toPaise } from './money';

/** Prices are whole rupees in the catalogue and integer paise in orders. */

export const GST_RATE = 0.18;

export function gstFor(price: number): number {
  return Math.round(price * GST_RATE);
}

export function totalFor(price: number): number {
  return price + gstFor(price);
}

export function discountFor(price: number, originalPrice: number): number {
  return originalPrice - price;
}

/** The amounts of one purchase, in paise, as an order row keeps them. */
export function orderAmounts(price: number): { subtotal: number; gst: number; amount: number } {
  const subtotal = toPaise(price);
  const gst = toPaise(gstFor(price));
  return { subtotal, gst, amount: subtotal + gst };
}
