import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PlaceHeader } from '@/components/customer/place-header';
import { BackLink } from '@/components/page-header';
import { PhotosBoard } from '@/components/progress/photos-board';
import { WithdrawPhotoConsent } from '@/components/progress/photo-consent';
import { requireUser } from '@/lib/auth/session';
import { loadPhotosPage } from '@/lib/db/progress-photos';
import { PHOTO_LIMIT } from '@/lib/domain/progress-photos';

export const metadata: Metadata = { title: 'Progress photos', robots: { index: false } };

/** /progress/photos?from=…&to=…: 'Compare' two days, and every photo by day, each to delete. */
export default async function PhotosPage({ searchParams }: PageProps<'/progress/photos'>) {
  const query = await searchParams;
  const user = await requireUser('/progress/photos', query);
  const page = await loadPhotosPage(user);
  if (!page.consented) redirect('/progress#photos');
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
      <BackLink href="/progress#photos" label="Progress" />
      <PlaceHeader
        title="Progress photos"
        description={`${page.photos.length} of ${PHOTO_LIMIT} photos. Only you and your coach see them.`}
      />
      <PhotosBoard page={page} query={query} action="/progress/photos#compare" owner title="Compare" id="compare" />
      <WithdrawPhotoConsent count={page.photos.length} />
    </main>
  );
}
