import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_ID, PACKAGES, packageById, packagesOfType, productName } from '@/lib/domain/packages';
import { formatInr } from '@/lib/domain/money';
import { discountFor, gstFor, totalFor } from '@/lib/domain/pricing';

// Price / original, GST 18% rounded, total = price + GST, discount = original - price.
const table = [
  { id: 'online-3m', price: 4999, original: 7999, popular: false, gst: 900, total: 5899, discount: 3000 },
  { id: 'online-6m', price: 8999, original: 15999, popular: true, gst: 1620, total: 10619, discount: 7000 },
  { id: 'online-12m', price: 15999, original: 29999, popular: false, gst: 2880, total: 18879, discount: 14000 },
  { id: 'offline-3m', price: 9999, original: 14999, popular: false, gst: 1800, total: 11799, discount: 5000 },
  { id: 'offline-6m', price: 17999, original: 29999, popular: true, gst: 3240, total: 21239, discount: 12000 },
  { id: 'offline-12m', price: 29999, original: 59999, popular: false, gst: 5400, total: 35399, discount: 30000 },
] as const;

describe.each(table)('$id', (row) => {
  const pkg = packageById(row.id);

  it('has the price, original price and popularity of the spec', () => {
    expect(pkg).toMatchObject({ id: row.id, price: row.price, originalPrice: row.original, popular: row.popular });
  });

  it(`GST ${row.gst}, total ${row.total}, discount ${row.discount}`, () => {
    expect(gstFor(pkg.price, 18)).toBe(row.gst);
    expect(totalFor(pkg.price, 18)).toBe(row.total);
    expect(discountFor(pkg.price, pkg.originalPrice)).toBe(row.discount);
  });
});

describe('the catalogue', () => {
  it('has three plans of each type, with durations 3, 6 and 12 months', () => {
    for (const type of ['online', 'offline'] as const) {
      expect(packagesOfType(type).map((p) => p.duration)).toEqual(['3 months', '6 months', '12 months']);
    }
    expect(PACKAGES).toHaveLength(6);
  });

  it.each([undefined, '', 'gold-plan', 'online-6M'])('an unknown id %j falls back to online-6m', (id) => {
    expect(packageById(id).id).toBe(DEFAULT_PACKAGE_ID);
  });

  it('names products for orders and receipts', () => {
    expect(productName(packageById('offline-12m'))).toBe('Offline 1-Year Lifestyle');
  });
});

describe('formatInr', () => {
  it.each([
    [10619, '₹10,619'],
    [4999, '₹4,999'],
    [100000, '₹1,00,000'],
    [0, '₹0'],
  ])('%d reads %s', (rupees, text) => {
    expect(formatInr(rupees)).toBe(text);
  });
});
