import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminBatchList } from '@/components/admin/admin-batch-list';
import { BatchForm } from '@/components/admin/batch-form';
import { CentreForm } from '@/components/admin/centre-form';
import { ClientTexts } from '@/components/client-texts';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { loadStudioAdmin } from '@/lib/db/batches';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.batchesPage');
  return { title: t('title'), robots: { index: false } };
}

export default async function AdminBatchesPage({ searchParams }: PageProps<'/[locale]/admin/batches'>) {
  const user = await requireUser('/admin/batches', await searchParams);
  const { centres, batches, coaches } = await loadStudioAdmin(user);
  const t = await getTranslations('admin.batchesPage');
  // 'batches' for lib/'s texts the forms show: the weekdays and the studio's checks and refusals.
  return (
    <ClientTexts areas={['admin', 'batches']}>
      <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
        <PageHeader back="/admin" backLabel={t('back')} title={t('title')} description={t('description')} />
        <SectionCard title={t('batches')} contentClassName="grid gap-6">
          {batches.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noBatches')}</p>
          ) : (
            <AdminBatchList batches={batches} centres={centres} coaches={coaches} />
          )}
          <section aria-labelledby="add-batch-title" className="grid gap-3 border-t pt-4">
            <h3 id="add-batch-title" className="font-semibold">
              {t('addBatch')}
            </h3>
            {centres.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('centreFirst')}</p>
            ) : (
              <BatchForm centres={centres} coaches={coaches} />
            )}
          </section>
        </SectionCard>
        <SectionCard title={t('centres')} contentClassName="grid gap-6">
          {centres.length > 0 && (
            <ul className="grid gap-2 text-sm">
              {centres.map((centre) => (
                <li key={centre.id}>
                  <span className="font-medium">{centre.name}</span>, {centre.address}, {centre.city}
                </li>
              ))}
            </ul>
          )}
          <section aria-labelledby="add-centre-title" className="grid gap-3 border-t pt-4">
            <h3 id="add-centre-title" className="font-semibold">
              {t('addCentre')}
            </h3>
            <CentreForm />
          </section>
        </SectionCard>
      </main>
    </ClientTexts>
  );
}
