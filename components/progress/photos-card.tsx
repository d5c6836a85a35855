import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { AddPhotos } from '@/components/progress/add-photos';
import { PhotoConsentForm } from '@/components/progress/photo-consent';
import { PhotoImage } from '@/components/progress/photo-image';
import { SectionCard } from '@/components/section-card';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatDay } from '@/lib/domain/india-time';
import { PHOTO_LIMIT, type PhotoEntry, photoDays, POSES } from '@/lib/domain/progress-photos';
import { useDomainText } from '@/lib/i18n/use-domain-text';

interface PhotosCardProps {
  consented: boolean;
  photos: readonly PhotoEntry[];
}

/** Progress photos on /progress: the consent first; then 'Add photos', the latest day's, and the way to all of them and 'Compare'. */
export function PhotosCard({ consented, photos }: PhotosCardProps) {
  const t = useTranslations('progress.photosCard');
  const said = useDomainText();
  const locale = useLocale();
  const latest = photoDays(photos)[0];
  return (
    <SectionCard title={t('title')} id="photos" className="scroll-mt-4" contentClassName="grid gap-4">
      {!consented ? (
        <>
          <p className="text-sm text-muted-foreground">{t('intro')}</p>
          <PhotoConsentForm />
        </>
      ) : (
        <>
          {latest && (
            <div className="grid gap-2">
              <h3 className="font-medium">{t('latest', { day: formatDay(latest.day, locale) })}</h3>
              <ul className="grid grid-cols-3 gap-3" aria-label={t('latestLabel', { day: formatDay(latest.day, locale) })}>
                {latest.photos.map((photo) => (
                  <li key={photo.id}>
                    <PhotoImage
                      photo={photo}
                      size="thumb"
                      alt={t('alt', {
                        pose: said(POSES.find((pose) => pose.key === photo.pose)!.label),
                        day: formatDay(latest.day, locale),
                      })}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {photos.length > 0 && (
            <Link href="/progress/photos" className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
              {t('all')}
            </Link>
          )}
          <p className="text-sm text-muted-foreground">{t('kept', { count: photos.length, limit: PHOTO_LIMIT })}</p>
          {photos.length < PHOTO_LIMIT && (
            <details className="rounded-xl border p-3 sm:p-4" open={photos.length === 0}>
              <summary className="cursor-pointer font-medium">{t('add')}</summary>
              <div className="mt-4">
                <AddPhotos room={PHOTO_LIMIT - photos.length} />
              </div>
            </details>
          )}
        </>
      )}
    </SectionCard>
  );
}
