import type { Metadata } from 'next';
import Link from '@/components/locale-link';
import { LanguageForm } from '@/components/account/language-form';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { SectionCard } from '@/components/section-card';
import { getLocale, getTranslations } from 'next-intl/server';
import { PlaceHeader } from '@/components/customer/place-header';
import { MyData } from '@/components/dashboard/my-data';
import { OrderList } from '@/components/dashboard/order-list';
import { Icon, UserRound } from '@/components/icons';
import { RemindersSection } from '@/components/reminders/reminders-section';
import { SignOutButton } from '@/components/sign-out-button';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth/session';
import { loadAccountPage } from '@/lib/db/dashboard';
import { AUTH_MESSAGES, signedInAs } from '@/lib/domain/phone';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function AccountPage({ searchParams }: PageProps<'/[locale]/account'>) {
  const query = await searchParams;
  const user = await requireUser('/account', query);
  const account = await loadAccountPage(user);
  const [t, locale] = await Promise.all([getTranslations('account.page'), getLocale()]);
  const said = domainTextIn(locale);
  return (
    <ClientTexts areas={['account']}>
      <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
        <PlaceHeader title={t('title')} description={said(signedInAs(user))} />
        {user.isAnonymous && <DemoAccountNotice message={AUTH_MESSAGES.demoKeepAfter} returnTo="/account" />}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/customer-form">
              <Icon icon={UserRound} />
              {t('editProfile')}
            </Link>
          </Button>
          <SignOutButton labelled />
        </div>
        <SectionCard title={(await getTranslations('common.language'))('title')}>
          <LanguageForm />
        </SectionCard>
        <RemindersSection
          reminders={account.reminders}
          openedFrom={typeof query.reminder === 'string' ? query.reminder : undefined}
        />
        <OrderList orders={account.orders} />
        <MyData />
      </main>
    </ClientTexts>
  );
}
