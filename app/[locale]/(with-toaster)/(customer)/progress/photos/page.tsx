import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PlaceHeader } from '@/components/customer/place-header';
import { BackLink } from '@/components/page-header';
import { PhotosBoard } from '@/components/progress/photos-board';
import { WithdrawPhotoConsent } from '@/components/progress/photo-consent';
import { requireUser } from '@/lib/auth/session';
import { loadPhotosPage } from '@/lib/db/progress-photos';
import { PHOTO_LIMIT } from '@/lib/domain/progress-photos';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('progress.photosPage');
  return { title: t('title'), robots: { index: false } };
}

/** /progress/photos?from=…&to=…: 'Compare' two days, and every photo by day, each to delete. */
export default async function PhotosPage({ searchParams }: PageProps<'/[locale]/progress/photos'>) {
  const query = await searchParams;
  const user = await requireUser('/progress/photos', query);
  const page = await loadPhotosPage(user);
  if (!page.consented) redirect('/progress#photos');
  const t = await getTranslations('progress.photosPage');
  return (
    <ClientTexts areas={['builders', 'progress']}>
      <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
        <BackLink href="/progress#photos" label={t('back')} />
        <PlaceHeader title={t('title')} description={t('description', { count: page.photos.length, limit: PHOTO_LIMIT })} />
        <PhotosBoard page={page} query={query} action="/progress/photos#compare" owner title={t('compare')} id="compare" />
        <WithdrawPhotoConsent count={page.photos.length} />
      </main>
    </ClientTexts>
  );
}
