import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PackageCard } from '@/components/packages/package-card';
import { LinkedPackageTabs, PackageTabs } from '@/components/packages/package-tabs';
import { Reassurance } from '@/components/packages/reassurance';
import { type PackageType, packagesOfType, TYPE_LABEL } from '@/lib/domain/packages';
import { PageHeader } from '@/components/page-header';
import { businessSettings } from '@/lib/business';

export const metadata: Metadata = {
  title: 'Choose Your Package',
  description:
    'Online and offline 45-day transformation packages from ₹4,999: personalised workouts, Indian diet plans and WhatsApp coaching.',
  alternates: { canonical: '/packages' },
};

const panel = (type: PackageType, gstRatePercent: number) => (
  <section aria-labelledby={`${type}-plans`}>
    <h2 id={`${type}-plans`} className="sr-only">
      {TYPE_LABEL[type]} packages
    </h2>
    <div className="grid gap-8 pt-4 md:grid-cols-3 md:gap-6">
      {packagesOfType(type).map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} gstRatePercent={gstRatePercent} />
      ))}
    </div>
  </section>
);

export default function PackagesPage() {
  // A static page: the rate is the one set when it was built, like the rest of its text.
  const { gstRatePercent } = businessSettings();
  const panels = { online: panel('online', gstRatePercent), offline: panel('offline', gstRatePercent) };
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:py-10">
      <PageHeader
        back="/bmi-calculator"
        title="Choose Your Package"
        description="Pick the plan that fits your goals, online from home or at our studio."
      />
      <Suspense fallback={<PackageTabs defaultType="online" panels={panels} />}>
        <LinkedPackageTabs panels={panels} />
      </Suspense>
      <Reassurance />
    </main>
  );
}
