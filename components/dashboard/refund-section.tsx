'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
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
import { useDomainText } from '@/lib/i18n/use-domain-text';

type Refunds = PlanPage['refunds'];

function RequestLine({ request }: { request: Refunds['requests'][number] }) {
  const t = useTranslations('dashboard.refunds');
  const locale = useLocale();
  const said = useDomainText();
  // 'The plan' where the plan's name is not known: lib's words.
  const name = said(request.productName);
  switch (request.status) {
    case 'requested':
    case 'approved':
      return <>{t(request.status, { name, date: formatDate(request.requestedAt, locale) })}</>;
    case 'declined':
      return <>{request.note ? t('declinedNote', { name, note: request.note }) : t('declined', { name })}</>;
    case 'refunded':
      return (
        <>
          {t.rich('refunded', {
            name,
            date: formatDate(request.decidedAt ?? request.requestedAt, locale),
            link: (chunks) => (
              <Link href={`/receipt?order_id=${request.orderId}`} className="font-medium underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </>
      );
  }
}

/**
 * The 45-day money-back guarantee on the dashboard: where each request stands, and 'Request a
 * refund' (a disclosure, so it works without JavaScript) for the plans still within their window.
 */
export function RefundSection({ refunds }: { refunds: Refunds }) {
  const t = useTranslations('dashboard.refunds');
  const locale = useLocale();
  const { requests, refundable } = refunds;
  if (requests.length === 0 && refundable.length === 0) return null;
  const only = refundable.length === 1 ? refundable[0]! : null;
  return (
    <div className="grid gap-3">
      {requests.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={t('listLabel')}>
          {requests.map((request) => (
            <li key={request.orderId} className="rounded-md bg-secondary px-3 py-2 text-secondary-foreground">
              <RequestLine request={request} />
            </li>
          ))}
        </ul>
      )}
      {refundable.length > 0 && (
        <details className="group rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">{t('request')}</summary>
          <ActionForm action={requestRefundAction} schema={refundRequestSchema} className="mt-3 grid gap-3">
            {({ pending, errors, result }) => (
              <>
                <p className="text-sm text-muted-foreground">
                  {only
                    ? t('guaranteeBy', { days: String(REFUND_WINDOW_DAYS), date: formatDay(only.until, locale) })
                    : t('guarantee', { days: String(REFUND_WINDOW_DAYS) })}
                </p>
                {only ? (
                  <input type="hidden" name="orderId" value={only.orderId} />
                ) : (
                  <div className="grid gap-1.5">
                    <Label htmlFor="refund-plan">{t('plan')}</Label>
                    <NativeSelect id="refund-plan" name="orderId" defaultValue={refundable[0]!.orderId}>
                      {refundable.map((plan) => (
                        <option key={plan.orderId} value={plan.orderId}>
                          {t('option', { name: plan.productName, date: formatDay(plan.until, locale) })}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                )}
                <div className="grid gap-1.5">
                  <Label htmlFor="refund-reason">{t('reason')}</Label>
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
                  {pending ? t('sending') : t('send')}
                </Button>
              </>
            )}
          </ActionForm>
        </details>
      )}
    </div>
  );
}
