import Link from 'next/link';
import { AddPhotos } from '@/components/progress/add-photos';
import { PhotoConsentForm } from '@/components/progress/photo-consent';
import { PhotoImage } from '@/components/progress/photo-image';
import { SectionCard } from '@/components/section-card';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatDay } from '@/lib/domain/india-time';
import { PHOTO_LIMIT, type PhotoEntry, photoDays, POSES } from '@/lib/domain/progress-photos';

interface PhotosCardProps {
  consented: boolean;
  photos: readonly PhotoEntry[];
}

/** Progress photos on /progress: the consent first; then 'Add photos', the latest day's, and the way to all of them and 'Compare'. */
export function PhotosCard({ consented, photos }: PhotosCardProps) {
  const latest = photoDays(photos)[0];
  return (
    <SectionCard title="Photos" id="photos" className="scroll-mt-4" contentClassName="grid gap-4">
      {!consented ? (
        <>
          <p className="text-sm text-muted-foreground">
            Photos show what the scale misses. Take a front, side and back photo every few weeks, in the same light and clothes,
            and compare them.
          </p>
          <PhotoConsentForm />
        </>
      ) : (
        <>
          {latest && (
            <div className="grid gap-2">
              <h3 className="font-medium">Latest: {formatDay(latest.day)}</h3>
              <ul className="grid grid-cols-3 gap-3" aria-label={`Photos of ${formatDay(latest.day)}`}>
                {latest.photos.map((photo) => (
                  <li key={photo.id}>
                    <PhotoImage
                      photo={photo}
                      size="thumb"
                      alt={`${POSES.find((pose) => pose.key === photo.pose)!.label} on ${formatDay(latest.day)}`}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {photos.length > 0 && (
            <Link href="/progress/photos" className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
              All photos and Compare
            </Link>
          )}
          <p className="text-sm text-muted-foreground">
            {photos.length} of {PHOTO_LIMIT} photos kept. Only you and your coach see them.
          </p>
          {photos.length < PHOTO_LIMIT && (
            <details className="rounded-xl border p-3 sm:p-4" open={photos.length === 0}>
              <summary className="cursor-pointer font-medium">Add photos</summary>
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
