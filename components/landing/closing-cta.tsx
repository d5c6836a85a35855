import Link from '@/components/locale-link';
import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';

export function ClosingCta() {
  const t = useTranslations('landing.closing');
  return (
    <section aria-labelledby="closing" className="bg-primary px-4 py-16 text-primary-foreground">
      <div className="mx-auto grid max-w-3xl gap-6 text-center">
        <h2 id="closing" className="text-3xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="text-primary-foreground/90">{t('text')}</p>
        <Button asChild size="lg" variant="secondary" className="mx-auto">
          <Link href="/auth">{t('cta')}</Link>
        </Button>
      </div>
    </section>
  );
}
