/** GSTIN: 2-digit state code, PAN (10), entity number, 'Z', and a base-36 check character. */

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters (GSTN's published mod-36 algorithm). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  return GSTIN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** The development supplier: clearly not a business, with a GSTIN whose check character is right (PAN AAAAA0000A). */
export const SAMPLE_SUPPLIER = {
  legalName: 'WellFit Wellness (sample supplier)',
  address: '1 Sample Street, Example Nagar, Pune 411001',
  state: 'Maharashtra',
  gstin: '27AAAAA0000A1Z2',
} as const;
