import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getMyData } from '@/app/api/my-data/route';
import { POST as upload } from '@/app/api/progress-photos/route';
import { GET as getPhoto } from '@/app/api/progress-photos/[id]/route';
import { dataDir } from '@/lib/data-dir';
import { deleteMyAccount } from '@/lib/db/my-data';
import {
  addPhotos,
  deletePhoto,
  givePhotoConsent,
  photoConsentIn,
  photosIn,
  withdrawPhotoConsent,
} from '@/lib/db/progress-photos';
import { getDatabase } from '@/lib/db/database';
import { photoConsents, progressPhotos } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { PHOTO_CONSENT, PHOTO_LIMIT, PHOTO_MESSAGES as M } from '@/lib/domain/progress-photos';
import { photoKeys } from '@/lib/photos/storage';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { createAuthUser } from '../support/db';
import { gpsLatitude } from '../support/exif';

// Progress photos (issue 43): uploaded through the route, made small and stripped of every
// metadata on the server, stored privately, and served to the customer, their coach and an admin
// alone; deleted one by one, with the consent, and with the account; in the data download's zip.

type User = { id: string };
const session: { user: (User & { phone: string | null }) | null } = { user: null };
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/session')>()),
  getSessionUser: async () => session.user,
}));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidatePath: () => {},
  refresh: () => {},
}));

let admin: User;
let coach: User;
let otherCoach: User;
const as = (user: User | null) => {
  session.user = user ? { ...user, phone: null } : null;
};

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});
afterEach(() => as(null));

/** A 3000 × 2000 camera JPEG, turned (EXIF orientation 6), with where it was taken. */
const cameraJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pixel Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const formOf = (files: Record<string, Buffer>) => {
  const form = new FormData();
  for (const [pose, bytes] of Object.entries(files)) form.append(pose, new File([new Uint8Array(bytes)], `${pose}.jpg`));
  return form;
};
/** The form as a browser posts it: multipart, with its length, from this site's page. */
async function post(form: FormData, headers: Record<string, string> = {}) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = await encoded.arrayBuffer();
  return upload(
    new Request('http://localhost/api/progress-photos', {
      method: 'POST',
      body,
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.byteLength),
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    }),
  );
}
const fetchPhoto = (id: string, size?: 'thumb') =>
  getPhoto(new Request(`http://localhost/api/progress-photos/${id}${size ? '?size=thumb' : ''}`), {
    params: Promise.resolve({ id }),
  });

async function consentedClient(): Promise<User> {
  const customer = await payingClientOf(admin, coach);
  await givePhotoConsent(customer);
  return customer;
}
const photosOf = (customer: User) => withUser(customer, (tx) => photosIn(tx, customer.id));

describe('progress photos', () => {
  it('a camera JPEG with GPS is kept as WebP of at most 1600 px, turned upright, with no metadata; only its owner, their coach and an admin see it', async () => {
    const customer = await consentedClient();
    const original = await cameraJpeg();
    // The test photo does carry the location and the camera.
    const before = await sharp(original).metadata();
    expect(gpsLatitude(before.exif!)).toEqual([18, 31, 12.34]);
    expect(before.orientation).toBe(6);

    as(customer);
    const response = await post(formOf({ front: original }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: M.saved(1) });
    const [photo] = await photosOf(customer);
    expect(photo).toMatchObject({ pose: 'front', width: 1067, height: 1600 });

    // The stored file, read straight from the store's folder: WebP, upright, small, no metadata.
    const stored = await fetchPhoto(photo!.id);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(stored.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const after = await sharp(bytes).metadata();
    expect([after.format, after.width, after.height]).toEqual(['webp', 1067, 1600]);
    expect([after.exif, after.xmp, after.iptc, after.icc, after.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(bytes.includes(Buffer.from('Pixel Test'))).toBe(false);
    const thumb = await sharp(Buffer.from(await (await fetchPhoto(photo!.id, 'thumb')).arrayBuffer())).metadata();
    expect([thumb.format, Math.max(thumb.width!, thumb.height!)]).toEqual(['webp', 320]);
    // Never under public/: under DATA_DIR's photos, in the owner's folder.
    expect(existsSync(path.join(dataDir(), 'photos', photoKeys(customer.id, photo!.id).full))).toBe(true);

    for (const [who, status] of [
      [coach, 200],
      [admin, 200],
      [otherCoach, 404],
      [await createAuthUser(), 404],
      [null, 404],
    ] as const) {
      as(who);
      expect((await fetchPhoto(photo!.id)).status, String(who?.id)).toBe(status);
    }
    as(customer);
    expect((await fetchPhoto('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await fetchPhoto('not-a-uuid')).status).toBe(404);
  });

  it('refuses by content, not by name, and keeps nothing of a refused upload', async () => {
    const customer = await consentedClient();
    as(customer);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const response = await post(formOf({ front: await cameraJpeg(), side: gif }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: M.notAPhoto, fieldErrors: { side: [M.notAPhoto] } });
    const text = await post(formOf({ back: Buffer.from('not a photo at all') }));
    expect((await text.json()).fieldErrors).toEqual({ back: [M.notAPhoto] });
    expect((await post(new FormData())).status).toBe(400);
    expect(await photosOf(customer)).toEqual([]);
  });

  it('asks for the consent first, and refuses a post from another site', async () => {
    const customer = await payingClientOf(admin, coach);
    as(customer);
    const response = await post(formOf({ front: await cameraJpeg() }));
    expect([response.status, (await response.json()).message]).toEqual([409, M.consentFirst]);
    as(await consentedClient());
    const crossSite = await post(formOf({ front: await cameraJpeg() }), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    // Without a length, or over three photos' worth, it is not read at all.
    const chunked = await upload(
      new Request('http://localhost/api/progress-photos', {
        method: 'POST',
        body: formOf({ front: await cameraJpeg() }),
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(chunked.status).toBe(411);
    expect((await post(formOf({ front: await cameraJpeg() }), { 'content-length': String(32 * 1024 * 1024) })).status).toBe(413);
    as(null);
    expect((await post(formOf({ front: await cameraJpeg() }))).status).toBe(401);
  });

  it('keeps one photo of a pose a day (a new one replaces it, files and all) and at most 60', async () => {
    const customer = await consentedClient();
    as(customer);
    await post(formOf({ side: await cameraJpeg() }));
    const [first] = await photosOf(customer);
    await post(formOf({ side: await cameraJpeg() }));
    const [second] = await photosOf(customer);
    expect(second!.id).not.toBe(first!.id);
    expect(existsSync(path.join(dataDir(), 'photos', photoKeys(customer.id, first!.id).full))).toBe(false);
    expect((await fetchPhoto(first!.id)).status).toBe(404);

    // 59 more on earlier days, as if added over the weeks (the database's own rows).
    const { db } = await getDatabase();
    await db.insert(progressPhotos).values(
      Array.from({ length: PHOTO_LIMIT - 1 }, (_, i) => ({
        userId: customer.id,
        day: `2026-0${1 + Math.floor(i / 20)}-${String(1 + (i % 20)).padStart(2, '0')}`,
        pose: 'front' as const,
        width: 1200,
        height: 1600,
        bytes: 1000,
      })),
    );
    const full = await post(formOf({ back: await cameraJpeg() }));
    expect([full.status, (await full.json()).message]).toEqual([409, M.limit(0)]);
    // Replacing today's side photo takes no new place.
    expect((await post(formOf({ side: await cameraJpeg() }))).status).toBe(200);
  });

  it('deletes a photo, and every photo with the consent or the account, files and all', async () => {
    const customer = await consentedClient();
    as(customer);
    await post(formOf({ front: await cameraJpeg(), side: await cameraJpeg(), back: await cameraJpeg() }));
    const [front, side, back] = await photosOf(customer);
    const fileOf = (id: string) => path.join(dataDir(), 'photos', photoKeys(customer.id, id).full);

    // Another customer cannot delete it.
    expect(await deletePhoto(await createAuthUser(), front!.id)).toBe(false);
    expect(await deletePhoto(customer, front!.id)).toBe(true);
    expect(existsSync(fileOf(front!.id))).toBe(false);
    expect(await deletePhoto(customer, front!.id)).toBe(false);

    await withdrawPhotoConsent(customer);
    expect(await photosOf(customer)).toEqual([]);
    expect([side, back].map((photo) => existsSync(fileOf(photo!.id)))).toEqual([false, false]);

    await givePhotoConsent(customer);
    await post(formOf({ front: await cameraJpeg() }));
    const [again] = await photosOf(customer);
    expect(existsSync(fileOf(again!.id))).toBe(true);
    await deleteMyAccount(customer);
    expect(existsSync(fileOf(again!.id))).toBe(false);
  });

  it("are in 'Download my data': a zip of the data and the photos", async () => {
    const customer = await consentedClient();
    as(customer);
    await post(formOf({ front: await cameraJpeg(), back: await cameraJpeg() }));
    const response = await getMyData();
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wellfit-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['my-data.json']!)) as { progressPhotos: { day: string; pose: string }[] };
    expect(data.progressPhotos.map((photo) => photo.pose)).toEqual(['front', 'back']);
    const names = Object.keys(files).filter((name) => name.startsWith('photos/'));
    expect(names.sort()).toEqual(data.progressPhotos.map((photo) => `photos/${photo.day}-${photo.pose}.webp`).sort());
    expect((await sharp(Buffer.from(files[names[0]!]!)).metadata()).format).toBe('webp');
  });

  it('keeps the consent in the words shown, at the time given: a customer cannot write other words', async () => {
    const customer = await payingClientOf(admin, coach);
    await givePhotoConsent(customer);
    await givePhotoConsent(customer);
    expect(await withUser(customer, (tx) => photoConsentIn(tx, customer.id))).toEqual({
      wording: PHOTO_CONSENT,
      consentedAt: expect.any(String),
    });
    const other = await createAuthUser();
    await expect(
      withUser(other, (tx) => tx.insert(photoConsents).values({ userId: other.id, wording: 'Anyone may see my photos.' })),
    ).rejects.toThrow();
    expect(await withUser(other, (tx) => photoConsentIn(tx, other.id))).toBeNull();
  });

  it('cannot be added for another day, or by anyone for someone else', async () => {
    const customer = await consentedClient();
    const made = { pose: 'front' as const, full: Buffer.from('x'), thumb: Buffer.from('y'), width: 10, height: 10 };
    await expect(addPhotos(customer, [made], '2026-01-01')).rejects.toThrow();
    expect(await addPhotos(coach, [made], '2026-01-01')).toEqual({ status: 'refused', reason: 'consentFirst' });
    expect(await photosOf(customer)).toEqual([]);
  });
});
