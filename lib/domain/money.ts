/** Money as the app stores and shows it: integer minor units (paise), Indian digit grouping. */

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Minor units as money, e.g. 1061900 INR → "₹10,619.00"; `wholeUnits` drops the paise: "₹10,619". */
export function formatMinor(minor: number, currency = 'INR', { wholeUnits = false } = {}): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: wholeUnits ? 0 : 2,
    maximumFractionDigits: wholeUnits ? 0 : 2,
  }).format(minor / 100);
}

/** Whole rupees of the catalogue: "₹10,619", "₹1,00,000". */
export function formatInr(rupees: number): string {
  return formatMinor(toPaise(rupees), 'INR', { wholeUnits: true });
}
