import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { SupportEmailAndPhone } from '@/components/legal/policy-contact';
import { PolicyList, PolicyPage, PolicySection, policyLinkClass } from '@/components/legal/policy-page';
import { languageAlternates } from '@/lib/i18n/metadata';
import { site } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('legal')]);
  return {
    title: t('policies.refunds'),
    description: t('refunds.description', { name: site.name }),
    alternates: languageAlternates('/refund-policy', locale),
  };
}

export default function RefundPolicyPage() {
  const t = useTranslations('legal.refunds');
  return (
    <PolicyPage href="/refund-policy" lastUpdated="2026-11-22" intro={t('intro', { name: site.name })}>
      <PolicySection title={t('who.title')}>
        <p>{t('who.text')}</p>
      </PolicySection>
      <PolicySection title={t('when.title')}>
        <p>{t('when.text')}</p>
      </PolicySection>
      <PolicySection title={t('how.title')}>
        <p>{t('how.text')}</p>
        <PolicyList>
          <li>
            {t.rich('how.chat', {
              link: (chunks) => (
                <Link href="/support" className={policyLinkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </li>
          <li>{t.rich('how.contact', { contact: () => <SupportEmailAndPhone /> })}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection title={t('next.title')}>
        <PolicyList>
          <li>{t('next.acknowledge')}</li>
          <li>{t('next.decide')}</li>
          <li>{t('next.money')}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection title={t('amount.title')}>
        <p>{t('amount.text')}</p>
      </PolicySection>
      <PolicySection title={t('excluded.title')}>
        <p>{t('excluded.text')}</p>
      </PolicySection>
      <PolicySection title={t('disagree.title')}>
        <p>{t('disagree.text')}</p>
      </PolicySection>
    </PolicyPage>
  );
}
