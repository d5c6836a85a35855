'use client';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PackageType } from '@/lib/domain/packages';

/** Online and Offline plans; the chosen tab goes into the URL so it can be shared. */
export function PackageTabs({ defaultType, panels }: { defaultType: PackageType; panels: Record<PackageType, React.ReactNode> }) {
  return (
    <Tabs
      defaultValue={defaultType}
      className="gap-8"
      onValueChange={(type) => window.history.replaceState(null, '', `?type=${type}`)}
    >
      <TabsList className="mx-auto grid w-full max-w-md grid-cols-2">
        <TabsTrigger value="online">Online Packages</TabsTrigger>
        <TabsTrigger value="offline">Offline Packages</TabsTrigger>
      </TabsList>
      <TabsContent value="online">{panels.online}</TabsContent>
      <TabsContent value="offline">{panels.offline}</TabsContent>
    </Tabs>
  );
}
