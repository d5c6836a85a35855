import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NewProgrammeForm } from '@/components/coach/programmes/programme-forms';
import { ProgrammeList } from '@/components/coach/programmes/programme-list';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { listProgrammes } from '@/lib/db/programme-builder';
import { PROGRAMME_BUILDER_MESSAGES } from '@/lib/domain/programme-builder';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('builders.programmesPage');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProgrammesPage({ searchParams }: PageProps<'/[locale]/coach/programmes'>) {
  const params = await searchParams;
  const user = await requireUser('/coach/programmes', params);
  const programmes = await listProgrammes(user);
  const [locale, t] = await Promise.all([getLocale(), getTranslations('builders.programmesPage')]);
  const said = domainTextIn(locale);
  return (
    <ClientTexts areas={['builders']}>
      <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('lead')}</p>
          {params.deleted && (
            <p role="status" className="text-sm">
              {said(PROGRAMME_BUILDER_MESSAGES.deleted)}
            </p>
          )}
        </header>
        <SectionCard title={t('newProgramme')}>
          <NewProgrammeForm />
        </SectionCard>
        <ProgrammeList programmes={programmes} />
      </main>
    </ClientTexts>
  );
}
