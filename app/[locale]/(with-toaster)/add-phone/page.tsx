import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { AddPhoneForm } from '@/components/auth/add-phone-form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { safeNextPath } from '@/lib/auth/next-path';
import { requireUser } from '@/lib/auth/session';
import { formatPhone } from '@/lib/domain/phone';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.addPhone');
  return { title: t('title'), robots: { index: false } };
}

/** A demo account adds a verified phone and keeps everything it has; an account with one is told so. */
export default async function AddPhonePage({ searchParams }: PageProps<'/[locale]/add-phone'>) {
  const query = await searchParams;
  const user = await requireUser('/add-phone', query);
  const next = safeNextPath(query.next, '/dashboard');
  const t = await getTranslations('auth.addPhone');
  return (
    <ClientTexts areas={['auth']}>
      <main id="main" className="mx-auto grid w-full max-w-md gap-6 px-4 py-6 sm:py-10">
        <PageHeader back={next} title={t('title')} description={t('description')} />
        <Card>
          <CardContent className="grid gap-4">
            {user.isAnonymous ? (
              <AddPhoneForm next={next} />
            ) : (
              <>
                <p role="status">
                  {t.rich('signsInWith', {
                    phone: () => <span className="font-medium whitespace-nowrap">{formatPhone(user.phone ?? '')}</span>,
                  })}
                </p>
                <Button asChild>
                  <Link href={next}>{t('continue')}</Link>
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </main>
    </ClientTexts>
  );
}
