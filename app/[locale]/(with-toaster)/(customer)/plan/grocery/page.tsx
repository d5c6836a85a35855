import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { chartNameIn } from '@/components/diet/chart-name';
import { GroceryChecklist } from '@/components/diet/grocery-checklist';
import { PlaceHeader } from '@/components/customer/place-header';
import { BackLink } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { groceryWeekFor } from '@/lib/db/diet-charts';
import { formatDay, istDay } from '@/lib/domain/india-time';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('plan.grocery');
  return { title: t('title'), robots: { index: false } };
}

export default async function GroceryPage({ searchParams }: PageProps<'/[locale]/plan/grocery'>) {
  const user = await requireUser('/plan/grocery', await searchParams);
  const week = await groceryWeekFor(user, istDay(clockNow()));
  const [t, locale] = await Promise.all([getTranslations('plan'), getLocale()]);
  return (
    <ClientTexts areas={['plan']}>
      <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
        <BackLink href="/plan#meals" label={t('page.title')} />
        {week ? (
          <>
            <PlaceHeader
              title={t('grocery.title')}
              description={t('grocery.description', {
                chart: chartNameIn(week.chartName, domainTextIn(locale)),
                from: formatDay(week.from, locale),
                to: formatDay(week.to, locale),
              })}
            />
            <GroceryChecklist lines={week.lines} storageKey={`grocery:${week.chartId}:${week.from}`} />
          </>
        ) : (
          <PlaceHeader title={t('grocery.title')} description={t('grocery.none')} />
        )}
      </main>
    </ClientTexts>
  );
}
