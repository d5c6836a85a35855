import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { BmiBands } from '@/components/bmi/bmi-bands';
import { BmiCalculator } from '@/components/bmi/bmi-calculator';
import { PageHeader } from '@/components/page-header';
import { bmiFromQuery } from '@/lib/domain/bmi-schema';
import { languageAlternates } from '@/lib/i18n/metadata';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('bmi')]);
  return { title: t('title'), description: t('description'), alternates: languageAlternates('/bmi-calculator', locale) };
}

export default async function BmiCalculatorPage({ searchParams }: PageProps<'/[locale]/bmi-calculator'>) {
  const t = await getTranslations('bmi');
  return (
    <ClientTexts areas={['bmi']}>
      <main id="main" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
        <PageHeader back="/onboarding" languages title={t('title')} description={t('lead')} />
        <BmiCalculator initial={bmiFromQuery(await searchParams)} bands={<BmiBands />} />
      </main>
    </ClientTexts>
  );
}
