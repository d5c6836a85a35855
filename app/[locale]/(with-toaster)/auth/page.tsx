import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { redirect } from 'next/navigation';
import { AuthPanel } from '@/components/auth/auth-panel';
import { BackLink } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { safeNextPath } from '@/lib/auth/next-path';
import { signInNoticeFor } from '@/lib/auth/private-paths';
import { getSessionUser } from '@/lib/auth/session';
import { homeAfterSignIn } from '@/lib/db/home-after-sign-in';
import { demoLoginEnabled } from '@/lib/auth/provider';
import { languageAlternates } from '@/lib/i18n/metadata';
import { LanguageSwitch } from '@/components/language-switch';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('auth')]);
  return { title: t('title'), description: t('description'), alternates: languageAlternates('/auth', locale) };
}

export default async function AuthPage({ searchParams }: PageProps<'/[locale]/auth'>) {
  const nextPath = safeNextPath((await searchParams).next, '');
  // Already signed in: on to where a sign-in would have gone, not the form again. Not while
  // this page is drawn again after the sign-in action itself: the form shows its welcome first.
  const user = (await headers()).has('next-action') ? null : await getSessionUser();
  if (user) redirect(nextPath || (await homeAfterSignIn(user)));
  const t = await getTranslations('auth');
  const linkClass = 'underline underline-offset-4 hover:text-foreground';
  return (
    <ClientTexts areas={['auth']}>
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-secondary/40 px-4 py-8">
        <div className="w-full max-w-md">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <BackLink href="/" label={t('backHome')} />
            <LanguageSwitch />
          </div>
          <Card>
            <CardHeader className="text-center">
              <CardTitle>
                <h1 className="text-2xl font-bold">{t('heading')}</h1>
              </CardTitle>
              <CardDescription>{t('lead')}</CardDescription>
            </CardHeader>
            <CardContent>
              <AuthPanel next={nextPath} notice={signInNoticeFor(nextPath)} demoEnabled={demoLoginEnabled()} />
            </CardContent>
          </Card>
          <p className="mt-6 text-center text-xs text-muted-foreground">
            {t.rich('agree', {
              terms: (chunks) => (
                <Link href="/terms" className={linkClass}>
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link href="/privacy" className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      </main>
    </ClientTexts>
  );
}
