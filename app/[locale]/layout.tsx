import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/client-texts';
import { HydrationMark } from '@/components/hydration-mark';
import { devanagari } from '@/lib/i18n/fonts';
import { isLocale, LANGUAGE_TAG, LOCALES } from '@/lib/i18n/locales';
import { shareImages, site } from '@/lib/site';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('site');
  return {
    metadataBase: new URL(site.url),
    title: { default: t('title'), template: `%s | ${site.name}` },
    description: t('description'),
    applicationName: site.name,
    openGraph: { images: shareImages.openGraph },
    twitter: { images: shareImages.twitter },
  };
}

export const viewport: Viewport = {
  themeColor: '#1f7a4d',
  width: 'device-width',
  initialScale: 1,
  // A phone's keyboard shrinks the page rather than covering it, so a sheet's fields stay in view.
  interactiveWidget: 'resizes-content',
};

/** Both languages' pages are built ahead; the proxy never asks for another. */
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }));

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const locale = await rootLocale();
  if (!isLocale(locale)) notFound();
  const t = await getTranslations('common');
  return (
    // The Devanagari face is declared for Hindi pages alone, so an English page never fetches it.
    <html lang={LANGUAGE_TAG[locale]} className={locale === 'hi' ? devanagari.variable : undefined}>
      <body className="min-h-dvh font-sans">
        {/* The keyboard's first stop, shown when focused: past the header's links to the page (WCAG 2.4.1). */}
        <a
          href="#main"
          className="absolute top-2 left-2 z-50 -translate-y-[200%] rounded-md bg-background px-4 py-2 font-medium text-foreground shadow focus:translate-y-0 focus:ring-[3px] focus:ring-ring/50"
        >
          {t('skipToContent')}
        </a>
        <ClientTexts areas={[]}>{children}</ClientTexts>
        <HydrationMark />
      </body>
    </html>
  );
}
