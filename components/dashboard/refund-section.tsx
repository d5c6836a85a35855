'use client';

import Link from 'next/link';
import { requestRefundAction } from '@/lib/actions/plans';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { PlanPage } from '@/lib/db/dashboard';
import { formatDate, formatDay } from '@/lib/domain/india-time';
import { REFUND_REASON, REFUND_WINDOW_DAYS } from '@/lib/domain/refunds';
import { refundRequestSchema } from '@/lib/domain/refund-schema';

type Refunds = PlanPage['refunds'];

function RequestLine({ request }: { request: Refunds['requests'][number] }) {
  const asked = `${request.productName}: refund requested on ${formatDate(request.requestedAt)}.`;
  switch (request.status) {
    case 'requested':
      return <>{asked} We will reply within 2 working days.</>;
    case 'approved':
      return <>{asked} Approved: the money is on its way back.</>;
    case 'declined':
      return (
        <>
          {request.productName}: refund declined{request.note ? `: ${request.note}` : '.'} Write to us on the support chat if you
          have questions.
        </>
      );
    case 'refunded':
      return (
        <>
          {request.productName}: refunded on {request.decidedAt ? formatDate(request.decidedAt) : formatDate(request.requestedAt)}
          .{' '}
          <Link href={`/receipt?order_id=${request.orderId}`} className="font-medium underline underline-offset-4">
            Receipt and credit note
          </Link>
        </>
      );
  }
}

/**
 * The 45-day money-back guarantee on the dashboard: where each request stands, and 'Request a
 * refund' (a disclosure, so it works without JavaScript) for the plans still within their window.
 */
export function RefundSection({ refunds }: { refunds: Refunds }) {
  const { requests, refundable } = refunds;
  if (requests.length === 0 && refundable.length === 0) return null;
  const only = refundable.length === 1 ? refundable[0]! : null;
  return (
    <div className="grid gap-3">
      {requests.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Refund requests">
          {requests.map((request) => (
            <li key={request.orderId} className="rounded-md bg-secondary px-3 py-2 text-secondary-foreground">
              <RequestLine request={request} />
            </li>
          ))}
        </ul>
      )}
      {refundable.length > 0 && (
        <details className="group rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">Request a refund</summary>
          <ActionForm action={requestRefundAction} schema={refundRequestSchema} className="mt-3 grid gap-3">
            {({ pending, errors, result }) => (
              <>
                <p className="text-sm text-muted-foreground">
                  Our {REFUND_WINDOW_DAYS}-day money-back guarantee: {only ? `ask by ${formatDay(only.until)}. ` : ''}An admin
                  replies within 2 working days. Once approved, the money goes back the way you paid and the plan ends that day.
                </p>
                {only ? (
                  <input type="hidden" name="orderId" value={only.orderId} />
                ) : (
                  <div className="grid gap-1.5">
                    <Label htmlFor="refund-plan">Plan</Label>
                    <NativeSelect id="refund-plan" name="orderId" defaultValue={refundable[0]!.orderId}>
                      {refundable.map((plan) => (
                        <option key={plan.orderId} value={plan.orderId}>
                          {plan.productName} (ask by {formatDay(plan.until)})
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                )}
                <div className="grid gap-1.5">
                  <Label htmlFor="refund-reason">Why would you like a refund?</Label>
                  <Textarea
                    id="refund-reason"
                    name="reason"
                    maxLength={REFUND_REASON.max}
                    defaultValue={result?.status === 'error' ? String(result.values?.reason ?? '') : undefined}
                    aria-invalid={errors.reason ? true : undefined}
                    aria-describedby={errors.reason ? 'refund-reason-error' : undefined}
                  />
                  <FieldError id="refund-reason-error" message={errors.reason} />
                </div>
                <Button type="submit" variant="outline" className="justify-self-start" disabled={pending}>
                  {pending ? 'Sending...' : 'Send request'}
                </Button>
              </>
            )}
          </ActionForm>
        </details>
      )}
    </div>
  );
}
