import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/client-texts';
import { BuilderListPage } from '@/components/coach/builder-list-page';
import { NewProgrammeForm } from '@/components/coach/programmes/programme-forms';
import { ProgrammeList } from '@/components/coach/programmes/programme-list';
import { requireUser } from '@/lib/auth/session';
import { listProgrammes } from '@/lib/db/programme-builder';
import { PROGRAMME_BUILDER_MESSAGES } from '@/lib/domain/programme-builder';
import { domainTextIn } from '@/lib/i18n/domain-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('builders.programmesPage');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProgrammesPage({ searchParams }: PageProps<'/[locale]/coach/programmes'>) {
  const params = await searchParams;
  const user = await requireUser('/coach/programmes', params);
  const programmes = await listProgrammes(user);
  const [locale, t] = await Promise.all([getLocale(), getTranslations('builders.programmesPage')]);
  return (
    <ClientTexts areas={['builders']}>
      <BuilderListPage
        title={t('title')}
        lead={t('lead')}
        deleted={params.deleted ? domainTextIn(locale)(PROGRAMME_BUILDER_MESSAGES.deleted) : null}
        newTitle={t('newProgramme')}
        form={<NewProgrammeForm />}
        list={<ProgrammeList programmes={programmes} />}
      />
    </ClientTexts>
  );
}
