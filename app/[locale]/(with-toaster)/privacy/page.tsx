import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { PolicyPage, PolicySection } from '@/components/legal/policy-page';
import { languageAlternates } from '@/lib/i18n/metadata';
import { site } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('legal')]);
  return {
    title: t('policies.privacy'),
    description: t('privacy.description', { name: site.name }),
    alternates: languageAlternates('/privacy', locale),
  };
}

const SECTIONS = ['keep', 'why', 'who', 'choices', 'after'] as const;

export default function PrivacyPage() {
  const t = useTranslations('legal.privacy');
  return (
    <PolicyPage href="/privacy" lastUpdated="2026-11-22" intro={t('intro', { name: site.name })}>
      {SECTIONS.map((section) => (
        <PolicySection key={section} title={t(`${section}.title`)}>
          <p>{t(`${section}.text`)}</p>
        </PolicySection>
      ))}
    </PolicyPage>
  );
}
