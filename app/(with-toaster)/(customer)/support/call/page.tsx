import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/page-header';
import { BookCallForm } from '@/components/video-calls/book-call-form';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { bookingChoice } from '@/lib/db/video-calls';
import { CALL_MINUTES, VIDEO_CALL_MESSAGES as M } from '@/lib/domain/video-calls';
import * as z from '@/lib/domain/validation';

export const metadata: Metadata = { title: 'Book my call', robots: { index: false } };

export default async function BookCallPage({ searchParams }: PageProps<'/support/call'>) {
  const query = await searchParams;
  const user = await requireUser('/support/call', query);
  const moving = z.uuid().safeParse(query.call);
  const choice = await bookingChoice(user, clockNow(), moving.success ? moving.data : null);
  const title = choice.status === 'ok' && choice.moving ? 'Reschedule my call' : 'Book my call';
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl content-start gap-6 px-4 py-6 sm:py-10">
      <PageHeader
        back="/support"
        backLabel="Coach"
        title={title}
        description={
          choice.status === 'ok'
            ? `A ${CALL_MINUTES}-minute video call with ${choice.coachName}. Choose one of their free times (India time).`
            : undefined
        }
      />
      {choice.status === 'refused' ? (
        <p role="alert" className="grid gap-3 rounded-lg border bg-card p-4">
          {M[choice.reason]}
          <Link href="/support" className="text-primary underline-offset-4 hover:underline">
            Back to Coach
          </Link>
        </p>
      ) : (
        <>
          {choice.moving && <p>Your call now: {choice.moving.when}.</p>}
          {choice.days.length === 0 ? (
            <p role="status" className="rounded-lg border bg-card p-4">
              {M.noTimes}
            </p>
          ) : (
            <BookCallForm days={choice.days} movingId={choice.moving?.id ?? null} />
          )}
        </>
      )}
    </main>
  );
}
