import { useLocale, useTranslations } from 'next-intl';
import { DeletePhoto } from '@/components/progress/delete-photo';
import { PhotoImage } from '@/components/progress/photo-image';
import { formatDay } from '@/lib/domain/india-time';
import { type PhotoEntry, photoDays, photoUrl, POSES } from '@/lib/domain/progress-photos';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const labelOf = (photo: PhotoEntry) => POSES.find((pose) => pose.key === photo.pose)!.label;

/** Every day with photos, newest first, as thumbnails that open the photo; the owner may delete each (asked first). */
export function PhotoDays({ photos, deletable }: { photos: readonly PhotoEntry[]; deletable: boolean }) {
  const t = useTranslations('progress.photoDays');
  const said = useDomainText();
  const locale = useLocale();
  const poseOf = (photo: PhotoEntry) => said(labelOf(photo));
  return (
    <ul className="grid gap-4" aria-label={t('label')}>
      {photoDays(photos).map(({ day, photos: ofDay }) => (
        <li key={day} className="grid gap-2">
          <h3 className="font-medium">{formatDay(day, locale)}</h3>
          <ul className="grid grid-cols-3 gap-3">
            {ofDay.map((photo) => (
              <li key={photo.id} className="grid content-start gap-1">
                <a
                  href={photoUrl(photo.id, 'full')}
                  className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <PhotoImage photo={photo} size="thumb" alt={t('name', { pose: poseOf(photo), day: formatDay(day, locale) })} />
                </a>
                <span className="text-sm">{poseOf(photo)}</span>
                {deletable && (
                  <DeletePhoto
                    photoId={photo.id}
                    name={t('name', { pose: poseOf(photo), day: formatDay(day, locale) })}
                    pose={poseOf(photo)}
                  />
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
