import { useLocale, useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/language-switch';
import Link from '@/components/locale-link';
import { formatDay } from '@/lib/domain/india-time';
import { DEFAULT_LOCALE, LANGUAGE_TAG } from '@/lib/i18n/locales';
import { switchLanguagePath } from '@/lib/i18n/paths';
import { PolicyContact, policyLinkClass } from './policy-contact';

export { policyLinkClass };

/** The three pages a buyer reads before paying; each links to the other two. */
export const POLICIES = [
  { href: '/terms', label: 'terms' },
  { href: '/privacy', label: 'privacy' },
  { href: '/refund-policy', label: 'refunds' },
] as const;

export type PolicyHref = (typeof POLICIES)[number]['href'];

interface PolicyPageProps {
  href: PolicyHref;
  /** The day the text last changed, as YYYY-MM-DD. */
  lastUpdated: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}

/**
 * A policy page: its h1, the date it last changed, its sections, the business's contact and
 * grievance officer, the other policies. A translation says first that the English text binds,
 * and links to it: its address with the language, which keeps English chosen (lib/i18n/paths.ts),
 * since the English address alone sends a reader who chose Hindi back here.
 */
export function PolicyPage({ href, lastUpdated, intro, children }: PolicyPageProps) {
  const t = useTranslations('legal');
  const locale = useLocale();
  const policy = POLICIES.find((p) => p.href === href)!;
  const others = POLICIES.filter((p) => p.href !== href);
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <LanguageSwitch className="justify-self-end" />
        <h1 className="text-3xl font-bold tracking-tight">{t(`policies.${policy.label}`)}</h1>
        <p className="text-sm text-muted-foreground">
          {t.rich('page.lastUpdated', {
            date: formatDay(lastUpdated, locale),
            time: (chunks) => <time dateTime={lastUpdated}>{chunks}</time>,
          })}
        </p>
        {locale !== DEFAULT_LOCALE && (
          <p className="mt-2 rounded-lg border bg-muted/40 p-3 text-sm">
            {t.rich('page.englishBinds', {
              link: (chunks) => (
                <a
                  href={switchLanguagePath(href, DEFAULT_LOCALE)}
                  hrefLang={LANGUAGE_TAG[DEFAULT_LOCALE]}
                  className={policyLinkClass}
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        )}
        <p className="mt-2">{intro}</p>
      </header>
      {children}
      <PolicyContact />
      <nav aria-labelledby="other-policies" className="grid gap-2 border-t pt-6">
        <h2 id="other-policies" className="text-xl font-semibold">
          {t('page.otherPolicies')}
        </h2>
        <ul className="grid gap-2">
          {others.map((other) => (
            <li key={other.href}>
              <Link href={other.href} className={policyLinkClass}>
                {t(`policies.${other.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link href="/" className={`${policyLinkClass} w-fit`}>
        {t('page.home')}
      </Link>
    </main>
  );
}

/** One titled part of a policy: an h2 over its paragraphs and lists. */
export function PolicySection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-3 text-muted-foreground">{children}</div>
    </section>
  );
}

/** A bulleted list inside a policy section. */
export function PolicyList({ children }: { children: React.ReactNode }) {
  return <ul className="grid list-disc gap-2 pl-5">{children}</ul>;
}
