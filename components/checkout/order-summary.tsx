import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { type Package, TYPE_LABEL } from '@/lib/domain/packages';
import { formatInr } from '@/lib/domain/money';
import { discountFor, gstFor, totalFor } from '@/lib/domain/pricing';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { useTranslations } from 'next-intl';

export function OrderSummary({ pkg, ratePercent }: { pkg: Package; ratePercent: number }) {
  const t = useTranslations('checkout.summary');
  const said = useDomainText();
  const rows = [
    [t('price'), formatInr(pkg.price)],
    [t('discount'), `−${formatInr(discountFor(pkg.price, pkg.originalPrice))}`],
    [t('gst', { rate: ratePercent }), formatInr(gstFor(pkg.price, ratePercent))],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl font-semibold">{t('title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="text-lg font-semibold">{said(pkg.name)}</p>
          <p className="text-sm text-muted-foreground">
            {t('package', { type: said(TYPE_LABEL[pkg.type]), duration: said(pkg.duration) })}
          </p>
        </div>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('original')}</dt>
            <dd>
              <s>{formatInr(pkg.originalPrice)}</s>
            </dd>
          </div>
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="mt-1 flex justify-between border-t pt-3 text-base font-semibold">
            <dt>{t('total')}</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {formatInr(totalFor(pkg.price, ratePercent))}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
