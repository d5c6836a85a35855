import { Check, Icon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import type { Package } from '@/lib/domain/packages';
import { formatInr } from '@/lib/domain/money';
import { discountFor } from '@/lib/domain/pricing';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';
import { useTranslations } from 'next-intl';
import { BookButton } from './book-button';

export function PackageCard({ pkg, gstRatePercent }: { pkg: Package; gstRatePercent: number }) {
  const t = useTranslations('packages.card');
  const said = useDomainText();
  return (
    <Card className={cn('relative', pkg.popular && 'border-2 border-primary shadow-lg')}>
      {pkg.popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">{t('popular')}</Badge>}
      <CardHeader className="text-center">
        <h3 className="text-xl font-semibold">{said(pkg.name)}</h3>
        <p className="text-sm text-muted-foreground">{said(pkg.duration)}</p>
        <p className="mt-2">
          <span className="text-3xl font-bold tabular-nums">{formatInr(pkg.price)}</span>{' '}
          <s className="text-muted-foreground tabular-nums">
            <span className="sr-only">{t('was')}</span>
            {formatInr(pkg.originalPrice)}
          </s>
        </p>
        <p className="text-xs text-muted-foreground">{t('gst', { rate: gstRatePercent })}</p>
        <Badge variant="accent" className="mx-auto mt-1">
          {t('save', { amount: formatInr(discountFor(pkg.price, pkg.originalPrice)) })}
        </Badge>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {pkg.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-primary" />
              {said(feature)}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <BookButton pkg={pkg} />
      </CardFooter>
    </Card>
  );
}
