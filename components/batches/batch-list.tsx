import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { BatchSummary } from '@/components/batches/batch-summary';
import { BookingButton, ChangeBatchButton } from '@/components/batches/booking-button';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import type { Batch } from '@/lib/db/batches';
import type { BatchChoices } from '@/lib/db/bookings';
import { batchRefusalText, changesLeftLabel, MAX_BATCH_CHANGES, timeLabel } from '@/lib/domain/batches';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const nameOf = (batch: Batch) => `${batch.centre.name}, ${timeLabel(batch.startTime)}`;

/** What a batch's card offers this customer. */
function BatchAction({ batch, choices }: { batch: Batch; choices: BatchChoices }) {
  const t = useTranslations('batches.list');
  const { booking, rebooking } = choices;
  const name = nameOf(batch);
  const full = batch.seatsTaken >= batch.capacity;
  if (booking?.batch.id === batch.id)
    return (
      <Badge variant={booking.status === 'booked' ? 'default' : 'secondary'}>
        {booking.status === 'booked' ? t('yourBatch') : t('onWaitlist')}
      </Badge>
    );
  if (!booking)
    return rebooking?.problem ? null : <BookingButton batchId={batch.id} intent={full ? 'waitlist' : 'book'} batchName={name} />;
  if (booking.status === 'booked' && booking.changeProblem === null && !full)
    return <ChangeBatchButton batchId={batch.id} batchName={name} fromName={nameOf(booking.batch)} changes={booking.changes} />;
  return null;
}

/** /batches: the customer's booking first, then every batch with a session ahead, their city's first. */
export function BatchList({ choices }: { choices: BatchChoices }) {
  const t = useTranslations('batches.list');
  const said = useDomainText();
  const { booking, rebooking, batches, city } = choices;
  const cities = [...new Set(batches.map((b) => b.centre.city))];
  return (
    <>
      {booking && (
        <p className="rounded-lg border bg-muted p-4 text-sm" role="status">
          {booking.status === 'booked'
            ? t('bookedIn', { centre: booking.batch.centre.name, time: timeLabel(booking.batch.startTime) })
            : t('waitlistOf', {
                position: booking.waitlistPosition ?? 1,
                centre: booking.batch.centre.name,
                time: timeLabel(booking.batch.startTime),
              })}{' '}
          {booking.status === 'booked' && booking.changeProblem
            ? said(batchRefusalText(booking.changeProblem))
            : booking.status === 'booked'
              ? t('canChange', { changesLeft: said(changesLeftLabel(booking.changes)) })
              : null}{' '}
          <Link href="/plan#studio" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('seeOnPlan')}
          </Link>
        </p>
      )}
      {!booking && rebooking && (
        <p className="rounded-lg border bg-muted p-4 text-sm" role="status">
          {rebooking.problem
            ? said(batchRefusalText(rebooking.problem))
            : t('rebookIsChange', { change: rebooking.changes + 1, max: MAX_BATCH_CHANGES })}
        </p>
      )}
      {batches.length === 0 ? (
        <p className="text-muted-foreground" role="status">
          {t('none')}
        </p>
      ) : (
        cities.map((name) => (
          <section key={name} aria-labelledby={`city-${name}`} className="grid gap-3">
            <h2 id={`city-${name}`} className="flex items-center gap-2 text-xl font-semibold">
              {name}
              {name === city && <Badge variant="secondary">{t('nearYou')}</Badge>}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {batches
                .filter((b) => b.centre.city === name)
                .map((batch) => (
                  <li key={batch.id}>
                    <Card className="h-full">
                      <CardContent className="grid h-full content-between gap-4">
                        <BatchSummary batch={batch} />
                        {batch.seatsTaken >= batch.capacity && !booking && !rebooking?.problem && (
                          <p className="text-sm text-muted-foreground">{t('joinWaitlist')}</p>
                        )}
                        <BatchAction batch={batch} choices={choices} />
                      </CardContent>
                    </Card>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
      <Link href="/plan" className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}>
        {t('backToPlan')}
      </Link>
    </>
  );
}
