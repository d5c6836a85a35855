import { PhotoCompare } from '@/components/progress/photo-compare';
import { PhotoDays } from '@/components/progress/photo-days';
import { SectionCard } from '@/components/section-card';
import type { PhotosPage } from '@/lib/db/progress-photos';
import { compareDays, compareQuerySchema } from '@/lib/domain/progress-photos';
import * as z from '@/lib/domain/validation';

interface PhotosBoardProps {
  page: PhotosPage;
  /** The page's query: 'Compare' reads `from` and `to` from it. */
  query: Record<string, string | string[] | undefined>;
  /** Where the compare form goes, with its fragment. */
  action: string;
  /** The customer's own photos may be deleted; their coach only looks. */
  owner: boolean;
  /** The first card's title and anchor: 'Compare' on /progress/photos, 'Progress photos' on the coach's page. */
  title: string;
  id: string;
}

/** 'Compare' and every photo by day: the customer's /progress/photos and the coach's client page alike. */
export function PhotosBoard({ page, query, action, owner, title, id }: PhotosBoardProps) {
  const asked = z.safeParse(compareQuerySchema, query);
  const days = compareDays(
    page.photos.map((photo) => photo.day),
    asked.success ? asked.data : {},
  );
  return (
    <>
      <SectionCard title={title} id={id} className="scroll-mt-4">
        {days ? (
          <PhotoCompare
            photos={page.photos}
            days={days}
            weights={page.weights}
            measurements={page.measurements}
            action={action}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {!page.consented
              ? 'No photos shared: the client has not agreed to keep progress photos.'
              : page.photos.length === 0
                ? 'No photos yet.'
                : 'Photos of a second day will stand here beside the first: add the next ones in a few weeks.'}
          </p>
        )}
      </SectionCard>
      {page.photos.length > 0 && (
        <SectionCard title="All photos" id="all-photos" className="scroll-mt-4">
          <PhotoDays photos={page.photos} deletable={owner} />
        </SectionCard>
      )}
    </>
  );
}
