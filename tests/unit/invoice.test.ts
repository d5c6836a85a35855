import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin, SAMPLE_SUPPLIER } from '@/lib/domain/gstin';
import { findState, INDIAN_STATES, stateByCode } from '@/lib/domain/indian-states';
import { financialYear, invoiceAmounts, numberInWords, rupeesInWords, stateTaxLabel } from '@/lib/domain/invoice';
import { packageById, PACKAGE_IDS } from '@/lib/domain/packages';

// Every plan at the spec's 18% and at 5%: tax in whole rupees (the spec's rounding),
// halved into CGST + SGST within the supplier's state, IGST across states. Rupees here.
const table = [
  { id: 'online-3m', rate: 18, tax: 900, total: 5899 },
  { id: 'online-6m', rate: 18, tax: 1620, total: 10619 },
  { id: 'online-12m', rate: 18, tax: 2880, total: 18879 },
  { id: 'offline-3m', rate: 18, tax: 1800, total: 11799 },
  { id: 'offline-6m', rate: 18, tax: 3240, total: 21239 },
  { id: 'offline-12m', rate: 18, tax: 5400, total: 35399 },
  { id: 'online-3m', rate: 5, tax: 250, total: 5249 },
  { id: 'online-6m', rate: 5, tax: 450, total: 9449 },
  { id: 'online-12m', rate: 5, tax: 800, total: 16799 },
  { id: 'offline-3m', rate: 5, tax: 500, total: 10499 },
  { id: 'offline-6m', rate: 5, tax: 900, total: 18899 },
  { id: 'offline-12m', rate: 5, tax: 1500, total: 31499 },
] as const;

describe.each(table)('$id at $rate%', ({ id, rate, tax, total }) => {
  const price = packageById(id).price;

  it(`within the state: CGST + SGST of ${tax / 2} each, total ${total}`, () => {
    expect(invoiceAmounts(price, rate, true)).toEqual({
      ratePercent: rate,
      taxable: price * 100,
      cgst: (tax / 2) * 100,
      sgst: (tax / 2) * 100,
      igst: 0,
      tax: tax * 100,
      total: total * 100,
    });
  });

  it(`across states: IGST ${tax}`, () => {
    expect(invoiceAmounts(price, rate, false)).toMatchObject({
      cgst: 0,
      sgst: 0,
      igst: tax * 100,
      tax: tax * 100,
      total: total * 100,
    });
  });
});

describe('invoice amounts always add up', () => {
  it.each([1, 7, 99, 4999, 12_345, 99_999])('price %d at odd rates', (price) => {
    for (const rate of [0, 0.25, 3, 5, 12, 18, 28, 40]) {
      for (const intra of [true, false]) {
        const a = invoiceAmounts(price, rate, intra);
        expect(a.cgst + a.sgst + a.igst).toBe(a.tax);
        expect(a.taxable + a.tax).toBe(a.total);
        expect(a.cgst - a.sgst).toBeGreaterThanOrEqual(0);
        expect(a.cgst - a.sgst).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('amount in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [5899, 'Five Thousand Eight Hundred Ninety Nine'],
    [10_619, 'Ten Thousand Six Hundred Nineteen'],
    [35_399, 'Thirty Five Thousand Three Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [1_00_00_000, 'One Crore'],
    [99_99_99_999, 'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_05_00_00_000, 'One Hundred Five Crore'],
  ])('%d is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise', () => {
    expect(rupeesInWords(1_061_900)).toBe('Rupees Ten Thousand Six Hundred Nineteen Only');
    expect(rupeesInWords(10_050)).toBe('Rupees One Hundred and Fifty Paise Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d', (n) => {
    expect(() => numberInWords(n)).toThrow(RangeError);
  });
});

describe('the financial year of an invoice series', () => {
  it.each([
    ['2027-03-31T18:29:59Z', '26-27'], // 23:59:59 IST on 31 March
    ['2027-03-31T18:30:00Z', '27-28'], // midnight IST: 1 April
    ['2026-04-01T00:00:00Z', '26-27'],
    ['2026-11-22T10:00:00Z', '26-27'],
    ['2000-01-15T10:00:00Z', '99-00'],
    ['2099-12-31T10:00:00Z', '99-00'],
  ])('%s is in FY %s', (at, fy) => {
    expect(financialYear(new Date(at))).toBe(fy);
  });
});

describe('states and GSTINs', () => {
  it('lists the 28 states and 8 union territories, each code once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(findState('maharashtra')?.code).toBe('27');
    expect(findState('7')?.name).toBe('Delhi');
    expect(findState('Atlantis')).toBeUndefined();
  });

  it('names the state half UTGST in a union territory without a legislature', () => {
    expect(stateTaxLabel(stateByCode('04')!)).toBe('UTGST');
    expect(stateTaxLabel(stateByCode('07')!)).toBe('SGST');
    expect(stateTaxLabel(stateByCode('27')!)).toBe('SGST');
  });

  it('checks the GSTIN check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin(SAMPLE_SUPPLIER.gstin)).toBe(true);
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('has a plan for every id', () => {
    for (const id of PACKAGE_IDS) expect(packageById(id).id).toBe(id);
  });
});
