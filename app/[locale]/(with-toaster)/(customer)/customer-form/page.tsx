import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page-header';
import { ProfileWizard } from '@/components/profile/profile-wizard';
import { Card, CardContent } from '@/components/ui/card';
import { requireUser } from '@/lib/auth/session';
import { loadProfileForm } from '@/lib/db/profiles';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function CustomerFormPage({ searchParams }: PageProps<'/[locale]/customer-form'>) {
  const user = await requireUser('/customer-form', await searchParams);
  const form = await loadProfileForm(user);
  const t = await getTranslations('profile.page');
  return (
    <ClientTexts areas={['profile']}>
      <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:py-10">
        <PageHeader
          // A first profile follows the order's confirmation; an update comes from the dashboard.
          back={form.saved ? '/dashboard' : '/payment-success'}
          backLabel={form.saved ? t('dashboard') : undefined}
          title={form.saved ? t('update') : t('complete')}
          description={t('description')}
        />
        <Card>
          <CardContent>
            <ProfileWizard defaultValues={form.values} draftKey={`profile-draft:${user.id}`} />
          </CardContent>
        </Card>
      </main>
    </ClientTexts>
  );
}
