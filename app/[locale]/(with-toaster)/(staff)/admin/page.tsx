import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { AddCoachForm } from '@/components/admin/add-coach-form';
import { ClientList } from '@/components/admin/client-list';
import { CoachList } from '@/components/admin/coach-list';
import { RefundQueue } from '@/components/admin/refund-queue';
import { ClientTexts } from '@/components/client-texts';
import { SearchForm } from '@/components/staff/search-form';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { loadAdminPage } from '@/lib/db/admin';
import { istDay } from '@/lib/domain/india-time';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function AdminPage({ searchParams }: PageProps<'/[locale]/admin'>) {
  const query = await searchParams;
  const user = await requireUser('/admin', query);
  const search = typeof query.q === 'string' ? query.q.trim() : '';
  const { refunds, coaches, clients } = await loadAdminPage(user, search);
  const t = await getTranslations('admin.page');
  // 'auth' and 'dashboard' for lib/'s texts the forms and lists show: the phone number's checks and a refund's status.
  return (
    <ClientTexts areas={['admin', 'auth', 'dashboard']}>
      <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {t('lead')}{' '}
            <Link href="/admin/batches" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('batchesLink')}
            </Link>
          </p>
        </header>
        <SectionCard title={t('refunds')} contentClassName="grid gap-4">
          {refunds.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noRefunds')}</p>
          ) : (
            <RefundQueue items={refunds} today={istDay(clockNow())} />
          )}
        </SectionCard>
        <SectionCard title={t('coaches')} contentClassName="grid gap-6">
          <CoachList coaches={coaches} />
          <section aria-labelledby="add-coach-title" className="grid gap-3 border-t pt-4">
            <h3 id="add-coach-title" className="font-semibold">
              {t('addCoach')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('addCoachLead')}</p>
            <AddCoachForm />
          </section>
        </SectionCard>
        <SectionCard title={t('clients')} contentClassName="grid gap-4">
          <SearchForm action="/admin" label={t('search')} query={search} />
          {clients.length === 0 ? (
            <p className="text-sm text-muted-foreground" role="status">
              {search ? t('noMatch', { search }) : t('noClients')}
            </p>
          ) : (
            <ClientList clients={clients} coaches={coaches} />
          )}
        </SectionCard>
      </main>
    </ClientTexts>
  );
}
