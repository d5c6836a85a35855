import { zipSync, strToU8 } from 'fflate';
import { getSessionUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { exportMyData } from '@/lib/db/my-data';
import { istDay } from '@/lib/domain/india-time';
import { photoFileName } from '@/lib/domain/progress-photos';
import { photoKeys, photoStore } from '@/lib/photos/storage';

/**
 * 'Download my data': every row the app holds about the signed-in person, as one JSON file; with
 * progress photos, a zip of that file and the photos (stored, not compressed again: WebP is).
 */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return new Response('Sign in first.', { status: 401 });
  const data = await exportMyData(user);
  const json = JSON.stringify(data, null, 2);
  const name = `wellfit-my-data-${istDay(clockNow())}`;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (data.progressPhotos.length === 0) {
    return new Response(json, {
      headers: {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.json"`,
      },
    });
  }
  const store = photoStore();
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const photo of data.progressPhotos) {
    const bytes = await store.get(photoKeys(user.id, photo.id).full);
    if (bytes) files[`photos/${photoFileName(photo)}`] = [new Uint8Array(bytes), { level: 0 }];
  }
  const zip = zipSync({ 'my-data.json': strToU8(json), ...files });
  return new Response(zip, {
    headers: { ...headers, 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${name}.zip"` },
  });
}
