import Link from '@/components/locale-link';
import { Button } from '@/components/ui/button';
import { packagesOfType, type PackageType } from '@/lib/domain/packages';
import { formatInr } from '@/lib/domain/money';
import { useTranslations } from 'next-intl';

const TEASERS: PackageType[] = ['online', 'offline'];

const lowestPrice = (type: PackageType) => Math.min(...packagesOfType(type).map((p) => p.price));

export function PlansTeaser() {
  const t = useTranslations('landing.plans');
  return (
    <section aria-labelledby="plans" className="px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-8">
        <h2 id="plans" className="text-center text-3xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {TEASERS.map((type) => (
            <li key={type} className="grid gap-2 rounded-xl border bg-card p-6">
              <h3 className="text-lg font-semibold">{t(`${type}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`${type}.text`)}</p>
              <p className="text-2xl font-bold">{t('from', { price: formatInr(lowestPrice(type)) })}</p>
              <Link href={`/packages?type=${type}`} className="text-primary underline underline-offset-4">
                {t(`${type}.see`)}
              </Link>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mx-auto">
          <Link href="/packages">{t('compare')}</Link>
        </Button>
      </div>
    </section>
  );
}
