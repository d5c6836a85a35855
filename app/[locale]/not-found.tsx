import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('title'), robots: { index: false } };
}

export default function NotFound() {
  const t = useTranslations('common.notFound');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">{t('message')}</p>
        <Link href="/" className="text-primary underline underline-offset-4 hover:text-primary/80">
          {t('home')}
        </Link>
      </div>
    </main>
  );
}
