import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { PageHeader } from '@/components/page-header';
import { BookCallForm } from '@/components/video-calls/book-call-form';
import { callWhenIn } from '@/components/video-calls/call-when';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { bookingChoice } from '@/lib/db/video-calls';
import { CALL_MINUTES, VIDEO_CALL_MESSAGES as M } from '@/lib/domain/video-calls';
import * as z from '@/lib/domain/validation';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.callPage');
  return { title: t('title'), robots: { index: false } };
}

export default async function BookCallPage({ searchParams }: PageProps<'/[locale]/support/call'>) {
  const query = await searchParams;
  const user = await requireUser('/support/call', query);
  const moving = z.uuid().safeParse(query.call);
  const choice = await bookingChoice(user, clockNow(), moving.success ? moving.data : null);
  const locale = await getLocale();
  const t = await getTranslations('support.callPage');
  const tc = await getTranslations('support.calls');
  const said = domainTextIn(locale);
  const whenOf = callWhenIn(locale, said, (day, time) => tc('when', { day, time }));
  const title = choice.status === 'ok' && choice.moving ? t('reschedule') : t('title');
  return (
    <ClientTexts areas={['support']}>
      <main id="main" className="mx-auto grid w-full max-w-2xl content-start gap-6 px-4 py-6 sm:py-10">
        <PageHeader
          back="/support"
          backLabel={t('back')}
          title={title}
          description={
            choice.status === 'ok' ? t('description', { minutes: CALL_MINUTES, name: said(choice.coachName) }) : undefined
          }
        />
        {choice.status === 'refused' ? (
          <p role="alert" className="grid gap-3 rounded-lg border bg-card p-4">
            {said(M[choice.reason])}
            <Link href="/support" className="text-primary underline-offset-4 hover:underline">
              {t('backToCoach')}
            </Link>
          </p>
        ) : (
          <>
            {choice.moving && <p>{t('now', { when: whenOf(choice.moving) })}</p>}
            {choice.days.length === 0 ? (
              <p role="status" className="rounded-lg border bg-card p-4">
                {said(M.noTimes)}
              </p>
            ) : (
              <BookCallForm days={choice.days} movingId={choice.moving?.id ?? null} />
            )}
          </>
        )}
      </main>
    </ClientTexts>
  );
}
