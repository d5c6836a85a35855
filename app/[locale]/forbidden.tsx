import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.forbidden');
  return { title: t('title'), robots: { index: false } };
}

export default function Forbidden() {
  const t = useTranslations('common.forbidden');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">403</h1>
        <p className="mb-4 text-xl text-muted-foreground">{t('message')}</p>
        <Link href="/dashboard" className="text-primary underline underline-offset-4 hover:text-primary/80">
          {t('dashboard')}
        </Link>
      </div>
    </main>
  );
}
