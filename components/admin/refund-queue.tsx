'use client';

import { useLocale, useTranslations } from 'next-intl';
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
import { daysBetween, formatDate, formatDay } from '@/lib/domain/india-time';
import { REFUND_NOTE_MAX, refundStatusLabel } from '@/lib/domain/refunds';
import { refundDecisionSchema } from '@/lib/domain/refund-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';

function ApproveForm({ item, retry }: { item: RefundQueueItem; retry: boolean }) {
  const t = useTranslations('admin.refunds');
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
            aria-label={retry ? t('retryFor', { customer: item.customer }) : t('confirmFor', { amount, customer: item.customer })}
          >
            {pending ? t('refunding') : retry ? t('retry') : t('confirm', { amount })}
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
  const t = useTranslations('admin.refunds');
  const amount = formatMinor(item.amount, item.currency);
  const who = { amount, customer: item.customer };
  return (
    <details className="group grid gap-2">
      <summary
        className={cn(buttonVariants(), 'cursor-pointer list-none justify-self-start [&::-webkit-details-marker]:hidden')}
        aria-label={t('approveFor', who)}
      >
        {t('approve', { amount })}
      </summary>
      <div className="grid gap-2 rounded-lg border border-destructive/60 p-3 text-sm">
        <p className="font-medium">
          {item.customer === item.phone ? t('question', who) : t('questionWithPhone', { ...who, phone: item.phone })}
        </p>
        <p className="text-muted-foreground">
          {item.invoiceNumber
            ? t('explainInvoice', { product: item.productName, invoice: item.invoiceNumber })
            : t('explain', { product: item.productName })}
        </p>
        <ApproveForm item={item} retry={false} />
      </div>
    </details>
  );
}

function DeclineForm({ item }: { item: RefundQueueItem }) {
  const t = useTranslations('admin.refunds');
  const noteId = `refund-note-${item.orderId}`;
  return (
    <ActionForm action={decideRefundAction} schema={refundDecisionSchema} className="grid gap-2">
      {({ pending, errors }) => (
        <>
          <input type="hidden" name="orderId" value={item.orderId} />
          <input type="hidden" name="decision" value="decline" />
          <Label htmlFor={noteId}>{t('note')}</Label>
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
            aria-label={t('declineFor', { customer: item.customer })}
          >
            {pending ? t('declining') : t('decline')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** Where a request stands: refunded with its credit note, approved and waiting for the gateway, or declined with the note. */
function RefundStatusLine({ item, status }: { item: RefundQueueItem; status: string }) {
  const t = useTranslations('admin.refunds');
  if (item.status === 'approved') return t('notConfirmed', { status });
  if (item.status === 'refunded' && item.creditNoteNumber)
    return t.rich('creditNote', {
      status,
      number: item.creditNoteNumber,
      link: (chunks) => (
        <Link href={`/receipt?order_id=${item.orderId}`} className="whitespace-nowrap underline underline-offset-4">
          {chunks}
        </Link>
      ),
    });
  if (item.status === 'declined' && item.note) return `${status}: ${item.note}`;
  return status;
}

/** The refund requests: each with who, which plan and why; the open ones with 'Approve and refund' and 'Decline'. */
export function RefundQueue({ items, today }: { items: RefundQueueItem[]; today: string }) {
  const t = useTranslations('admin.refunds');
  const said = useDomainText();
  const locale = useLocale();
  const planOf = (startsOn: string | null) =>
    startsOn === null
      ? t('noPlan')
      : startsOn > today
        ? t('planStarts', { date: formatDay(startsOn, locale) })
        : t('planStarted', { date: formatDay(startsOn, locale), day: daysBetween(startsOn, today) + 1 });
  return (
    <ul className="grid gap-3" aria-label={t('requests')}>
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
              {t('asked', { plan: planOf(item.startsOn), date: formatDate(item.requestedAt, locale) })}
            </span>
          </div>
          <blockquote className="border-l-2 pl-3 text-sm whitespace-pre-line">{item.reason}</blockquote>
          <p className="text-sm font-medium">
            <RefundStatusLine item={item} status={said(refundStatusLabel[item.status])} />
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
