/** Money as the app stores and shows it: integer minor units (paise), Indian digit grouping. */

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

// Building an Intl formatter costs far more than formatting with one, so each kind is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, wholeUnits: boolean): Intl.NumberFormat {
  const key = `${currency}:${wholeUnits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: wholeUnits ? 0 : 2,
      maximumFractionDigits: wholeUnits ? 0 : 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/** Minor units as money, e.g. 1061900 INR → "₹10,619.00"; `wholeUnits` drops the paise: "₹10,619". */
export function formatMinor(minor: number, currency = 'INR', { wholeUnits = false } = {}): string {
  return moneyFormat(currency.toUpperCase(), wholeUnits).format(minor / 100);
}

/** Whole rupees of the catalogue: "₹10,619", "₹1,00,000". */
export function formatInr(rupees: number): string {
  return formatMinor(toPaise(rupees), 'INR', { wholeUnits: true });
}
