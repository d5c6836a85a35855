import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PackageCard } from '@/components/packages/package-card';
import { LinkedPackageTabs, PackageTabs } from '@/components/packages/package-tabs';
import { Reassurance } from '@/components/packages/reassurance';
import { type PackageType, packagesOfType, TYPE_LABEL } from '@/lib/domain/packages';
import { PageHeader } from '@/components/page-header';
import { businessSettings } from '@/lib/business';
import { languageAlternates } from '@/lib/i18n/metadata';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('packages')]);
  return { title: t('title'), description: t('description'), alternates: languageAlternates('/packages', locale) };
}

function Panel({ type, gstRatePercent }: { type: PackageType; gstRatePercent: number }) {
  const t = useTranslations('packages');
  const said = useDomainText();
  return (
    <section aria-labelledby={`${type}-plans`}>
      <h2 id={`${type}-plans`} className="sr-only">
        {t('panel', { type: said(TYPE_LABEL[type]) })}
      </h2>
      <div className="grid gap-8 pt-4 md:grid-cols-3 md:gap-6">
        {packagesOfType(type).map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} gstRatePercent={gstRatePercent} />
        ))}
      </div>
    </section>
  );
}

export default function PackagesPage() {
  // A static page: the rate is the one set when it was built, like the rest of its text.
  const { gstRatePercent } = businessSettings();
  const t = useTranslations('packages');
  const panels = {
    online: <Panel type="online" gstRatePercent={gstRatePercent} />,
    offline: <Panel type="offline" gstRatePercent={gstRatePercent} />,
  };
  return (
    <ClientTexts areas={['packages']}>
      <main id="main" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:py-10">
        <PageHeader back="/bmi-calculator" languages title={t('title')} description={t('lead')} />
        <Suspense fallback={<PackageTabs defaultType="online" panels={panels} />}>
          <LinkedPackageTabs panels={panels} />
        </Suspense>
        <Reassurance />
      </main>
    </ClientTexts>
  );
}
