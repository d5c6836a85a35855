import { REFUND_MESSAGES as M, REFUND_NOTE_MAX, REFUND_REASON } from './refunds';
import { trimmedText } from './text';
import * as z from './validation';

/** The refund forms as the server reads them; apart from refunds.ts, whose texts the screens show. */

/** 'Request a refund': which plan, and why. Whether it may still be refunded is checked with the plan. */
export const refundRequestSchema = z.object({
  orderId: z.uuid({ error: M.notYours }),
  reason: trimmedText({ ...REFUND_REASON, tooShort: M.reasonShort, tooLong: M.reasonLong }),
});
export type RefundRequestInput = z.infer<typeof refundRequestSchema>;

/** The admin's 'Approve and refund' or 'Decline', with an optional word to the customer. */
export const refundDecisionSchema = z.object({
  orderId: z.uuid(),
  decision: z.enum(['approve', 'decline']),
  note: z._default(
    z.pipe(
      trimmedText({ max: REFUND_NOTE_MAX, tooLong: M.noteLong }),
      z.transform((text: string) => (text === '' ? null : text)),
    ),
    null,
  ),
});
export type RefundDecisionInput = z.infer<typeof refundDecisionSchema>;
