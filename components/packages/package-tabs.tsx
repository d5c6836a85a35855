'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PackageType } from '@/lib/domain/packages';

type Panels = Record<PackageType, React.ReactNode>;

/** Online and Offline plans; the chosen tab goes into the URL so it can be shared. */
export function PackageTabs({ defaultType, value, panels }: { defaultType: PackageType; value?: PackageType; panels: Panels }) {
  const t = useTranslations('packages.tabs');
  return (
    <Tabs
      defaultValue={defaultType}
      value={value}
      className="gap-8"
      onValueChange={(type) => window.history.replaceState(null, '', `?type=${type}`)}
    >
      <TabsList className="mx-auto grid w-full max-w-md grid-cols-2">
        <TabsTrigger value="online">{t('online')}</TabsTrigger>
        <TabsTrigger value="offline">{t('offline')}</TabsTrigger>
      </TabsList>
      <TabsContent value="online">{panels.online}</TabsContent>
      <TabsContent value="offline">{panels.offline}</TabsContent>
    </Tabs>
  );
}

/**
 * The tabs follow `?type=`, read in the browser so the page itself stays static; the
 * server's HTML (the Suspense fallback) shows the default online tab. Controlled rather than
 * remounted on a change, so the tab chosen with the arrow keys keeps the focus.
 */
export function LinkedPackageTabs({ panels }: { panels: Panels }) {
  const type = useSearchParams().get('type') === 'offline' ? 'offline' : 'online';
  return <PackageTabs defaultType={type} value={type} panels={panels} />;
}
