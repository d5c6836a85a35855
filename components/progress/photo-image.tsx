import { type PhotoEntry, photoUrl, THUMB_PX } from '@/lib/domain/progress-photos';

/**
 * A progress photo from its private route (app/api/progress-photos/[id]), at its size, so the page
 * keeps its place while it loads. A plain img: next/image would copy it to its own cache.
 */
export function PhotoImage({ photo, size, alt }: { photo: PhotoEntry; size: 'full' | 'thumb'; alt: string }) {
  const scale = size === 'thumb' ? THUMB_PX / Math.max(photo.width, photo.height) : 1;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={photoUrl(photo.id, size)}
      width={Math.round(photo.width * Math.min(1, scale))}
      height={Math.round(photo.height * Math.min(1, scale))}
      alt={alt}
      loading="lazy"
      className="h-auto w-full rounded-md bg-muted"
    />
  );
}
