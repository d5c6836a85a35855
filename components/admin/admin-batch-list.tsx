import { useLocale, useTranslations } from 'next-intl';
import { BatchForm } from '@/components/admin/batch-form';
import { CancelSessionForm } from '@/components/admin/cancel-session-form';
import { BatchSummary } from '@/components/batches/batch-summary';
import { Badge } from '@/components/ui/badge';
import type { AdminBatch } from '@/lib/db/batches';
import { formatWeekdayDay } from '@/lib/domain/india-time';

const disclosure =
  'cursor-pointer rounded-md py-2 text-sm font-medium text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** The batches not yet over: seats, the waitlist, 'Save batch' and each session ahead to cancel. */
export function AdminBatchList({
  batches,
  centres,
  coaches,
}: {
  batches: AdminBatch[];
  centres: { id: string; name: string; city: string }[];
  coaches: { id: string; name: string }[];
}) {
  const t = useTranslations('admin.batchList');
  const locale = useLocale();
  return (
    <ul className="grid gap-4">
      {batches.map((batch) => (
        <li key={batch.id} className="grid gap-3 rounded-lg border p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <BatchSummary batch={batch} />
            <div className="flex flex-wrap gap-2">
              {batch.sample && <Badge variant="outline">{t('sample')}</Badge>}
              <Badge variant="secondary">{t('booked', { taken: batch.seatsTaken, capacity: batch.capacity })}</Badge>
              {batch.waitlisted > 0 && <Badge variant="accent">{t('waiting', { count: batch.waitlisted })}</Badge>}
            </div>
          </div>
          <details>
            <summary className={disclosure}>{t('edit')}</summary>
            <div className="pt-3">
              <BatchForm
                centres={centres}
                coaches={coaches}
                initial={{
                  id: batch.id,
                  centreId: batch.centre.id,
                  coachId: batch.coachId ?? '',
                  days: batch.days,
                  startTime: batch.startTime,
                  durationMinutes: batch.durationMinutes,
                  capacity: batch.capacity,
                  firstSession: batch.firstSession,
                }}
              />
            </div>
          </details>
          <details>
            <summary className={disclosure}>{t('sessionsAhead', { count: batch.sessions.length })}</summary>
            <ul className="grid gap-3 pt-3">
              {batch.sessions.map((session) => (
                <li key={session.day} className="grid gap-2 sm:grid-cols-[8rem_1fr] sm:items-start">
                  <span className="pt-2 text-sm font-medium">{formatWeekdayDay(session.day, locale)}</span>
                  {session.cancelReason ? (
                    <span className="pt-2 text-sm text-destructive">{t('cancelled', { reason: session.cancelReason })}</span>
                  ) : (
                    <CancelSessionForm batchId={batch.id} day={session.day} />
                  )}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
