import { istYearMonth } from './india-time';
import type { IndianState } from './indian-states';
import { gstFor } from './pricing';

/**
 * The figures of a GST tax invoice (CGST Rules 2017, rule 46), computed once, in paise. Pure:
 * the order row stores what these return, so a later change of rate never rewrites an invoice.
 */

export interface InvoiceAmounts {
  ratePercent: number;
  /** Taxable value: the plan's price. */
  taxable: number;
  cgst: number;
  /** SGST, or UTGST in a union territory without a legislature. */
  sgst: number;
  igst: number;
  tax: number;
  total: number;
}

/**
 * Within the supplier's state the tax is shared half and half between the centre and the state
 * (CGST + SGST); across states it is one integrated tax (IGST). The halves take the odd paisa
 * in CGST, so the parts always add up to the tax and the tax to the total.
 */
export function invoiceAmounts(priceRupees: number, ratePercent: number, intraState: boolean): InvoiceAmounts {
  const taxable = priceRupees * 100;
  const tax = gstFor(priceRupees, ratePercent) * 100;
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  return { ratePercent, taxable, cgst, sgst, igst: intraState ? 0 : tax, tax, total: taxable + tax };
}

export function stateTaxLabel(supplierState: Pick<IndianState, 'territory'>): 'SGST' | 'UTGST' {
  return supplierState.territory ? 'UTGST' : 'SGST';
}

/**
 * India's financial year of a moment, in IST: 1 April 2026 to 31 March 2027 is '26-27'. Invoice
 * numbers run per year ('WF/26-27/000123', record_payment() in migration 0700 numbers them).
 */
export function financialYear(at: Date): string {
  const { year, month } = istYearMonth(at);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** Whole numbers in words in the Indian system: 1,00,000 is 'One Lakh', 1,00,00,000 'One Crore'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of rupees: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const parts = [
    crores ? `${numberInWords(crores)} Crore` : '',
    ...(
      [
        [Math.floor(n / 100_000) % 100, 'Lakh'],
        [Math.floor(n / 1000) % 100, 'Thousand'],
      ] as const
    ).map(([count, unit]) => (count ? `${belowHundred(count)} ${unit}` : '')),
    belowThousand(n % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** An amount in paise as an invoice writes it: 'Rupees Ten Thousand Six Hundred Nineteen Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}
