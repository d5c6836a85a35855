/**
 * The 45-day money-back guarantee: who may ask for which plan, until when, and the GST credit
 * note an approved refund issues. Dates are calendar days in India ('YYYY-MM-DD'). Pure: no
 * React, no I/O.
 */
import type { PlanPeriod } from './plans';
import { addDays } from './india-time';
import { type Refusal, refused } from './outcome';

/** A plan may be refunded on its first 45 days, and any day before it starts. */
export const REFUND_WINDOW_DAYS = 45;

export const REFUND_REASON = { min: 10, max: 500 } as const;
export const REFUND_NOTE_MAX = 300;

export type RefundStatus = 'requested' | 'approved' | 'declined' | 'refunded';

/** A customer's request as they and the admin see it. */
export interface RefundRequest {
  orderId: string;
  status: RefundStatus;
  reason: string;
  requestedAt: Date;
  decidedAt: Date | null;
  /** The admin's word to the customer, if any. */
  note: string | null;
}

export const REFUND_MESSAGES = {
  reasonShort: `Please tell us why, in at least ${REFUND_REASON.min} characters.`,
  reasonLong: `Please keep it under ${REFUND_REASON.max} characters.`,
  noteLong: `Please keep the note under ${REFUND_NOTE_MAX} characters.`,
  notYours: 'That plan is not one of yours.',
  tooLate: `The money-back guarantee covers the first ${REFUND_WINDOW_DAYS} days of a plan.`,
  asked: 'You have asked for a refund of this plan already.',
  requested: 'Refund requested. We will reply within 2 working days.',
  requestFailed: 'Could not send your request. Please try again.',
  decideFailed: 'Could not record the decision. Please try again.',
  gatewayFailed: "The gateway did not refund it. The request stays approved: try 'Retry refund' in a moment.",
  decided: 'That request has been decided already.',
} as const;

/** The last day a refund of this plan may be asked for. */
export const refundableUntil = (plan: Pick<PlanPeriod, 'startsOn'>): string => addDays(plan.startsOn, REFUND_WINDOW_DAYS - 1);

/** Why a customer may not ask for a refund, as REFUND_MESSAGES' key: not their plan, asked already, past the window. */
export type RefundRequestRefusal = Refusal<'notYours' | 'asked' | 'tooLate'>;

/**
 * Why an admin's decision did not refund or decline, as REFUND_MESSAGES' key: the request was
 * decided already (with where it stands now), or the gateway did not refund (with the gateway's
 * own words; the request stays approved, and approving again retries).
 */
export type RefundDecisionRefusal =
  (Refusal<'decided'> & { current: RefundStatus }) | (Refusal<'gatewayFailed'> & { gatewayMessage: string });

/** A refusal of an admin's decision in the admin's words (the gateway's in brackets). */
export function refundDecisionRefusalText(refusal: RefundDecisionRefusal): string {
  return refusal.reason === 'gatewayFailed'
    ? `${REFUND_MESSAGES.gatewayFailed} (${refusal.gatewayMessage})`
    : REFUND_MESSAGES[refusal.reason];
}

/** Why this plan cannot be refunded on `today`, or null when the customer may ask. */
export function refundRefusal(
  plan: PlanPeriod | undefined,
  request: RefundRequest | undefined,
  today: string,
): RefundRequestRefusal | null {
  if (!plan) return refused('notYours');
  if (request || plan.endedOn !== null) return refused('asked');
  if (today > refundableUntil(plan)) return refused('tooLate');
  return null;
}

export type NamedRefundRequest = RefundRequest & { productName: string };

/** Each request with the name of the plan it is for (every request's order has its plan period). */
export const withPlanNames = (
  requests: readonly RefundRequest[],
  plans: readonly Pick<PlanPeriod, 'orderId' | 'productName'>[],
): NamedRefundRequest[] =>
  requests.map((request) => ({
    ...request,
    productName: plans.find((plan) => plan.orderId === request.orderId)?.productName ?? 'The plan',
  }));

/** The plans a customer may still ask to refund today, with the last day they may. */
export function refundablePlans(
  plans: readonly PlanPeriod[],
  requests: readonly RefundRequest[],
  today: string,
): { plan: PlanPeriod; until: string }[] {
  const asked = new Map(requests.map((request) => [request.orderId, request]));
  return plans
    .filter((plan) => refundRefusal(plan, asked.get(plan.orderId), today) === null)
    .map((plan) => ({ plan, until: refundableUntil(plan) }));
}

/**
 * A credit note's number: its own series per financial year (CGST Rules 2017, rule 53, at most
 * 16 characters), as invoices have theirs: 'CN/26-27/000001'.
 */
export function creditNoteNumber(financialYear: string, serial: number): string {
  if (!/^\d{2}-\d{2}$/.test(financialYear)) throw new RangeError(`not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > 9_999_999) throw new RangeError(`not a serial: ${serial}`);
  return `CN/${financialYear}/${String(serial).padStart(6, '0')}`;
}

export const refundStatusLabel: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  approved: 'Refund approved',
  declined: 'Refund declined',
  refunded: 'Refunded',
};
