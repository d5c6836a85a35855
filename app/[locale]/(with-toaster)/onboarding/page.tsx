import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { OnboardingCarousel } from '@/components/onboarding/onboarding-carousel';
import { SignedInSwitch } from '@/components/signed-in-switch';
import { BackLink, BackRow } from '@/components/page-header';
import { stepFromQuery } from '@/lib/domain/onboarding';
import { languageAlternates } from '@/lib/i18n/metadata';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('onboarding')]);
  return { title: t('title'), description: t('description'), alternates: languageAlternates('/onboarding', locale) };
}

export default async function OnboardingPage({ searchParams }: PageProps<'/[locale]/onboarding'>) {
  const initialStep = stepFromQuery((await searchParams).step);
  const t = await getTranslations('onboarding');
  return (
    <ClientTexts areas={['onboarding']}>
      <main id="main" className="mx-auto grid min-h-dvh w-full max-w-lg content-center gap-6 px-4 py-6">
        <SignedInSwitch
          signedIn={<BackRow href="/" label={t('home')} />}
          signedOut={<BackLink href="/auth" label={t('backToLogin')} />}
        />
        <h1 className="sr-only">{t('heading')}</h1>
        <OnboardingCarousel initialStep={initialStep} />
      </main>
    </ClientTexts>
  );
}
