import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Benefits } from '@/components/landing/benefits';
import { BusinessJsonLd } from '@/components/landing/business-json-ld';
import { Claims } from '@/components/landing/claims';
import { ClosingCta } from '@/components/landing/closing-cta';
import { Hero } from '@/components/landing/hero';
import { HowItWorks } from '@/components/landing/how-it-works';
import { PlansTeaser } from '@/components/landing/plans-teaser';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { languageAlternates, OPEN_GRAPH_LOCALE } from '@/lib/i18n/metadata';
import { shareImages, site } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('site')]);
  const alternates = languageAlternates('/', locale);
  return {
    title: { absolute: t('title') },
    description: t('description'),
    alternates,
    openGraph: {
      type: 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      siteName: site.name,
      url: alternates.canonical,
      title: t('title'),
      description: t('description'),
      images: shareImages.openGraph,
    },
    twitter: { card: 'summary_large_image', title: t('title'), description: t('description'), images: shareImages.twitter },
  };
}

export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Hero />
        <Claims />
        <Benefits />
        <HowItWorks />
        <PlansTeaser />
        <ClosingCta />
      </main>
      <SiteFooter />
      <BusinessJsonLd />
    </>
  );
}
