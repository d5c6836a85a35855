'use client';

import Link from '@/components/locale-link';
import { decideRefundAction } from '@/lib/actions/admin';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { RefundQueueItem } from '@/lib/db/refunds';
import { formatMinor } from '@/lib/domain/money';
import { daysBetween } from '@/lib/domain/india-time';
import { formatDate, formatDay } from '@/lib/domain/india-time';
import { REFUND_NOTE_MAX, refundStatusLabel } from '@/lib/domain/refunds';
import { refundDecisionSchema } from '@/lib/domain/refund-schema';
import { cn } from '@/lib/utils';

function ApproveForm({ item, retry }: { item: RefundQueueItem; retry: boolean }) {
  const amount = formatMinor(item.amount, item.currency);
  return (
    <ActionForm action={decideRefundAction} schema={refundDecisionSchema}>
      {({ pending }) => (
        <>
          <input type="hidden" name="orderId" value={item.orderId} />
          <input type="hidden" name="decision" value="approve" />
          <Button
            type="submit"
            disabled={pending}
            aria-label={`${retry ? 'Retry refund' : `Confirm refund of ${amount}`} to ${item.customer}`}
          >
            {pending ? 'Refunding...' : retry ? 'Retry refund' : `Confirm refund of ${amount}`}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/**
 * 'Approve and refund ₹…' opens what it will do (who, how much, the credit note) and asks to
 * confirm: money goes back at once and cannot be taken again. A native disclosure, so the step
 * holds without JavaScript too.
 */
function ApproveStep({ item }: { item: RefundQueueItem }) {
  const amount = formatMinor(item.amount, item.currency);
  return (
    <details className="group grid gap-2">
      <summary
        className={cn(buttonVariants(), 'cursor-pointer list-none justify-self-start [&::-webkit-details-marker]:hidden')}
        aria-label={`Approve and refund ${amount} to ${item.customer}`}
      >
        Approve and refund {amount}
      </summary>
      <div className="grid gap-2 rounded-lg border border-destructive/60 p-3 text-sm">
        <p className="font-medium">
          Refund {amount} to {item.customer}
          {item.customer === item.phone ? '' : ` (${item.phone})`}?
        </p>
        <p className="text-muted-foreground">
          The money goes back the way they paid and their {item.productName} ends today. A GST credit note will be issued
          {item.invoiceNumber ? ` against invoice ${item.invoiceNumber}` : ''}. This cannot be undone.
        </p>
        <ApproveForm item={item} retry={false} />
      </div>
    </details>
  );
}

function DeclineForm({ item }: { item: RefundQueueItem }) {
  const noteId = `refund-note-${item.orderId}`;
  return (
    <ActionForm action={decideRefundAction} schema={refundDecisionSchema} className="grid gap-2">
      {({ pending, errors }) => (
        <>
          <input type="hidden" name="orderId" value={item.orderId} />
          <input type="hidden" name="decision" value="decline" />
          <Label htmlFor={noteId}>Note to the customer (if declining)</Label>
          <Textarea
            id={noteId}
            name="note"
            maxLength={REFUND_NOTE_MAX}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
          />
          <FieldError id={`${noteId}-error`} message={errors.note} />
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={pending}
            aria-label={`Decline ${item.customer}'s refund`}
          >
            {pending ? 'Declining...' : 'Decline'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** The refund requests: each with who, which plan and why; the open ones with 'Approve and refund' and 'Decline'. */
export function RefundQueue({ items, today }: { items: RefundQueueItem[]; today: string }) {
  return (
    <ul className="grid gap-3" aria-label="Refund requests">
      {items.map((item) => (
        <li key={item.orderId} className="grid gap-3 rounded-lg border p-3">
          <div className="grid gap-0.5">
            <Link href={`/coach/clients/${item.customerId}`} className="font-medium underline-offset-4 hover:underline">
              {item.customer}
            </Link>
            <span className="text-sm text-muted-foreground">
              {item.customer === item.phone ? '' : `${item.phone} · `}
              {item.productName} · #{item.orderNumber} · {formatMinor(item.amount, item.currency)}
            </span>
            <span className="text-sm text-muted-foreground">
              {item.startsOn
                ? `Plan ${item.startsOn > today ? 'starts' : 'started'} ${formatDay(item.startsOn)}`
                : 'No plan period'}
              {item.startsOn && item.startsOn <= today ? ` (day ${daysBetween(item.startsOn, today) + 1})` : ''} · asked{' '}
              {formatDate(item.requestedAt)}
            </span>
          </div>
          <blockquote className="border-l-2 pl-3 text-sm whitespace-pre-line">{item.reason}</blockquote>
          <p className="text-sm font-medium">
            {refundStatusLabel[item.status]}
            {item.status === 'approved' && ': the gateway has not confirmed the refund yet'}
            {item.status === 'refunded' && item.creditNoteNumber && (
              <>
                {' '}
                · credit note{' '}
                <Link href={`/receipt?order_id=${item.orderId}`} className="whitespace-nowrap underline underline-offset-4">
                  {item.creditNoteNumber}
                </Link>
              </>
            )}
            {item.status === 'declined' && item.note ? `: ${item.note}` : ''}
          </p>
          {item.status === 'requested' && (
            <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
              <ApproveStep item={item} />
              <DeclineForm item={item} />
            </div>
          )}
          {item.status === 'approved' && <ApproveForm item={item} retry />}
        </li>
      ))}
    </ul>
  );
}
