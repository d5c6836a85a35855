import { useTranslations } from 'next-intl';
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
  const t = useTranslations('progress.photosBoard');
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
            {!page.consented ? t('notShared') : page.photos.length === 0 ? t('none') : t('secondDay')}
          </p>
        )}
      </SectionCard>
      {page.photos.length > 0 && (
        <SectionCard title={t('allPhotos')} id="all-photos" className="scroll-mt-4">
          <PhotoDays photos={page.photos} deletable={owner} />
        </SectionCard>
      )}
    </>
  );
}
