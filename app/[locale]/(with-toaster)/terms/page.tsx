import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { PolicyList, PolicyPage, PolicySection, policyLinkClass } from '@/components/legal/policy-page';
import { PriceList } from '@/components/legal/price-list';
import { languageAlternates } from '@/lib/i18n/metadata';
import { site } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('legal')]);
  return {
    title: t('policies.terms'),
    description: t('terms.description', { name: site.name }),
    alternates: languageAlternates('/terms', locale),
  };
}

/** A link inside a sentence of the terms, to a page in the reader's language. */
function linkTo(href: string) {
  return function PolicyLink(chunks: React.ReactNode) {
    return (
      <Link href={href} className={policyLinkClass}>
        {chunks}
      </Link>
    );
  };
}

export default function TermsPage() {
  const t = useTranslations('legal.terms');
  return (
    <PolicyPage href="/terms" lastUpdated="2026-11-22" intro={t('intro', { name: site.name })}>
      <PolicySection title={t('sell.title')}>
        <p>{t.rich('sell.text', { name: site.name, link: linkTo('/packages') })}</p>
        <p>{t('sell.prices')}</p>
        <PriceList />
      </PolicySection>
      <PolicySection title={t('payment.title')}>
        <PolicyList>
          <li>{t('payment.gst')}</li>
          <li>{t('payment.partner')}</li>
          <li>{t.rich('payment.guarantee', { link: linkTo('/refund-policy') })}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection title={t('account.title')}>
        <p>{t.rich('account.text', { link: linkTo('/privacy') })}</p>
      </PolicySection>
      <PolicySection title={t('health.title')}>
        <PolicyList>
          <li>{t('health.advice')}</li>
          <li>{t('health.doctor')}</li>
          <li>{t('health.stop')}</li>
          <li>{t('health.tell')}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection title={t('chat.title')}>
        <p>{t('chat.text')}</p>
      </PolicySection>
      <PolicySection title={t('law.title')}>
        <p>{t('law.text')}</p>
      </PolicySection>
      <PolicySection title={t('changes.title')}>
        <p>{t('changes.text')}</p>
      </PolicySection>
      <PolicySection title={t('questions.title')}>
        <p>{t('questions.text')}</p>
      </PolicySection>
    </PolicyPage>
  );
}
