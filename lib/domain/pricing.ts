/** Prices are whole rupees in the catalogue; the GST rate is a setting (GST_RATE_PERCENT, 18 in the spec). */

/** The spec's "GST is 18% of price, rounded", at any rate: whole rupees. */
export function gstFor(price: number, ratePercent: number): number {
  return Math.round((price * ratePercent) / 100);
}

export function totalFor(price: number, ratePercent: number): number {
  return price + gstFor(price, ratePercent);
}

export function discountFor(price: number, originalPrice: number): number {
  return originalPrice - price;
}
