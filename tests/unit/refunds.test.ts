import { describe, expect, it } from 'vitest';
import { financialYear } from '@/lib/domain/invoice';
import { type PlanPeriod, schedulePlans } from '@/lib/domain/plans';
import {
  creditNoteNumber,
  REFUND_MESSAGES,
  refundDecisionRefusalText,
  type RefundRequest,
  type RefundRequestRefusal,
  refundablePlans,
  refundableUntil,
  refundRefusal,
} from '@/lib/domain/refunds';
import { refundDecisionSchema, refundRequestSchema } from '@/lib/domain/refund-schema';

const [first, second] = schedulePlans([
  {
    orderId: 'o1',
    packageId: 'online-6m',
    productName: '6-Month Transformation',
    months: 6,
    paidOn: '2026-11-24',
    pausedFrom: null,
    pauseDays: 0,
    endedOn: null,
  },
  {
    orderId: 'o2',
    packageId: 'online-3m',
    productName: '3-Month Kickstart',
    months: 3,
    paidOn: '2026-12-01',
    pausedFrom: null,
    pauseDays: 0,
    endedOn: null,
  },
]) as [PlanPeriod, PlanPeriod];

const request = (orderId: string, status: RefundRequest['status'] = 'requested'): RefundRequest => ({
  orderId,
  status,
  reason: 'Not for me after all.',
  requestedAt: new Date('2026-12-01T10:00:00+05:30'),
  decidedAt: null,
  note: null,
});

describe('credit-note series', () => {
  it.each([
    ['26-27', 1, 'CN/26-27/000001'],
    ['26-27', 42, 'CN/26-27/000042'],
    ['27-28', 999_999, 'CN/27-28/999999'],
    ['27-28', 1_000_000, 'CN/27-28/1000000'],
    ['99-00', 7, 'CN/99-00/000007'],
  ])('year %s, serial %i: %s', (year, serial, number) => {
    expect(creditNoteNumber(year, serial)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });

  it.each([
    ['2027-03-31T23:59:59+05:30', 'CN/26-27/000001'],
    ['2027-04-01T00:00:00+05:30', 'CN/27-28/000001'],
    // 31 March 20:00 in London is already 1 April in India.
    ['2027-03-31T19:00:00Z', 'CN/27-28/000001'],
  ])('a refund at %s starts the series %s', (at, number) => {
    expect(creditNoteNumber(financialYear(new Date(at)), 1)).toBe(number);
  });

  it.each([
    ['2026-27', 1],
    ['26-27', 0],
    ['26-27', 1.5],
    ['26-27', 10_000_000],
  ])('refuses year %s with serial %s', (year, serial) => {
    expect(() => creditNoteNumber(year, serial)).toThrow(RangeError);
  });
});

describe('the 45-day window', () => {
  it.each([
    ['2026-11-24', '2027-01-07'],
    ['2027-05-24', '2027-07-07'],
    ['2028-02-01', '2028-03-16'],
  ])('a plan starting %s may be refunded until %s', (startsOn, until) => {
    expect(refundableUntil({ startsOn })).toBe(until);
  });

  it.each<[string, PlanPeriod | undefined, RefundRequest | undefined, string, RefundRequestRefusal['reason'] | null]>([
    ['on its first day', first, undefined, '2026-11-24', null],
    ['on its 45th day', first, undefined, '2027-01-07', null],
    ['on its 46th day', first, undefined, '2027-01-08', 'tooLate'],
    ['a queued plan before it starts', second, undefined, '2027-01-08', null],
    ['asked already', first, request('o1'), '2026-11-25', 'asked'],
    ['declined already', first, request('o1', 'declined'), '2026-11-25', 'asked'],
    ['refunded (ended)', { ...first, endedOn: '2026-11-30' }, undefined, '2026-12-01', 'asked'],
    ['no such plan', undefined, undefined, '2026-11-25', 'notYours'],
  ])('%s', (_, plan, asked, today, reason) => {
    expect(refundRefusal(plan, asked, today)).toEqual(reason === null ? null : { status: 'refused', reason });
  });

  it("says a decision's refusal in the admin's words, the gateway's in brackets", () => {
    expect(refundDecisionRefusalText({ status: 'refused', reason: 'decided', current: 'approved' })).toBe(
      REFUND_MESSAGES.decided,
    );
    expect(refundDecisionRefusalText({ status: 'refused', reason: 'gatewayFailed', gatewayMessage: 'Gateway timeout' })).toBe(
      "The gateway did not refund it. The request stays approved: try 'Retry refund' in a moment. (Gateway timeout)",
    );
  });

  it('lists the plans still refundable, each with its last day', () => {
    expect(refundablePlans([first, second], [], '2027-01-08')).toEqual([{ plan: second, until: '2027-07-07' }]);
    expect(refundablePlans([first, second], [request('o2')], '2026-12-01')).toEqual([{ plan: first, until: '2027-01-07' }]);
  });
});

describe('refund forms', () => {
  const orderId = '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11';
  it.each([
    ['', REFUND_MESSAGES.reasonShort],
    ['   too short   ', REFUND_MESSAGES.reasonShort],
    ['x'.repeat(501), REFUND_MESSAGES.reasonLong],
  ])('refuses the reason %j', (reason, message) => {
    const parsed = refundRequestSchema.safeParse({ orderId, reason });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('keeps a reason trimmed, and a blank decline note as none', () => {
    expect(refundRequestSchema.parse({ orderId, reason: '  Not for me after all.  ' }).reason).toBe('Not for me after all.');
    expect(refundDecisionSchema.parse({ orderId, decision: 'decline', note: '  ' }).note).toBeNull();
    expect(refundDecisionSchema.parse({ orderId, decision: 'approve' }).note).toBeNull();
    expect(refundDecisionSchema.safeParse({ orderId, decision: 'refund' }).success).toBe(false);
  });
});
