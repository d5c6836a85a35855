import { connection } from 'next/server';
import { businessSettings } from '@/lib/business';
import { formatInr } from '@/lib/domain/money';
import { PACKAGES, productName } from '@/lib/domain/packages';
import { gstFor, totalFor } from '@/lib/domain/pricing';
import { PolicyList } from './policy-page';

/** Each package's price with GST at the deployment's rate: the sums the checkout shows. */
export async function PriceList() {
  await connection();
  const rate = businessSettings().gstRatePercent;
  return (
    <PolicyList>
      {PACKAGES.map((pkg) => (
        <li key={pkg.id}>
          <span className="font-medium text-foreground">{productName(pkg)}</span>{' '}
          <span className="whitespace-nowrap">({pkg.duration}):</span>{' '}
          <span className="whitespace-nowrap">{formatInr(totalFor(pkg.price, rate))}</span> including GST (
          <span className="whitespace-nowrap">{formatInr(pkg.price)}</span> +{' '}
          <span className="whitespace-nowrap">
            {formatInr(gstFor(pkg.price, rate))} GST at {rate}%
          </span>
          )
        </li>
      ))}
    </PolicyList>
  );
}
