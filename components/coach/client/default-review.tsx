'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ActionInput, ActionResult } from '@/lib/actions/result';
import { clientIdSchema } from '@/lib/domain/coaching-schema';
import { formatDate } from '@/lib/domain/india-time';

/** Whether a coach has confirmed the client's workout plan or diet chart, or it is still the payment's default. */
export function ReviewBadge({ reviewedAt }: { reviewedAt: string | null }) {
  const t = useTranslations('coach.review');
  const locale = useLocale();
  return reviewedAt ? (
    <Badge variant="secondary">{t('confirmed', { date: formatDate(new Date(reviewedAt), locale) })}</Badge>
  ) : (
    <Badge variant="outline">{t('notReviewed')}</Badge>
  );
}

/**
 * 'Confirm this plan' / 'Confirm this chart': the default the payment gave stays as it is. Always
 * on the page once there is one, so its answer is told after the button goes.
 */
export function ConfirmDefaultForm({
  action,
  customerId,
  reviewedAt,
  explanation,
  label,
}: {
  action: (previous: unknown, input: ActionInput) => Promise<ActionResult<string>>;
  customerId: string;
  reviewedAt: string | null;
  /** What the default does until it is confirmed. */
  explanation: string;
  label: string;
}) {
  const t = useTranslations('coach.review');
  return (
    <ActionForm action={action} schema={clientIdSchema} toastSuccess className={reviewedAt ? 'contents' : 'grid gap-2'}>
      {({ pending }) =>
        reviewedAt ? null : (
          <>
            <input type="hidden" name="customerId" value={customerId} />
            <p className="text-sm text-muted-foreground">{explanation}</p>
            <Button type="submit" className="w-fit" disabled={pending}>
              {pending ? t('confirming') : label}
            </Button>
          </>
        )
      }
    </ActionForm>
  );
}
