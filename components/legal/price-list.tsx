import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { businessSettings } from '@/lib/business';
import { formatInr } from '@/lib/domain/money';
import { PACKAGES, TYPE_LABEL } from '@/lib/domain/packages';
import { gstFor, totalFor } from '@/lib/domain/pricing';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { PolicyList } from './policy-page';

const nowrap = (chunks: React.ReactNode) => <span className="whitespace-nowrap">{chunks}</span>;

/** Each package's price with GST at the deployment's rate: the sums the checkout shows. */
export async function PriceList() {
  await connection();
  const [t, locale] = await Promise.all([getTranslations('legal.prices'), getLocale()]);
  const said = domainTextIn(locale);
  const rate = businessSettings().gstRatePercent;
  return (
    <PolicyList>
      {PACKAGES.map((pkg) => (
        <li key={pkg.id}>
          {t.rich('item', {
            // The order's product name (productName() in lib/domain/packages.ts), from its translated parts.
            product: `${said(TYPE_LABEL[pkg.type])} ${said(pkg.name)}`,
            duration: said(pkg.duration),
            total: formatInr(totalFor(pkg.price, rate)),
            price: formatInr(pkg.price),
            gst: formatInr(gstFor(pkg.price, rate)),
            rate,
            name: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            nowrap,
          })}
        </li>
      ))}
    </PolicyList>
  );
}
