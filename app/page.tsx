import type { Metadata } from 'next';
import { Benefits } from '@/components/landing/benefits';
import { BusinessJsonLd } from '@/components/landing/business-json-ld';
import { Claims } from '@/components/landing/claims';
import { ClosingCta } from '@/components/landing/closing-cta';
import { Hero } from '@/components/landing/hero';
import { HowItWorks } from '@/components/landing/how-it-works';
import { PlansTeaser } from '@/components/landing/plans-teaser';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: { absolute: site.title },
  description: site.description,
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    locale: site.locale,
    siteName: site.name,
    url: '/',
    title: site.title,
    description: site.description,
  },
  twitter: { card: 'summary_large_image', title: site.title, description: site.description },
};

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
