import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { MeasurementEntry } from '@/lib/domain/measurements';
import { accepted, type Outcome, type Refusal, refused } from '@/lib/domain/outcome';
import type { WeightEntry } from '@/lib/domain/progress';
import { PHOTO_LIMIT, type PhotoEntry, type Pose } from '@/lib/domain/progress-photos';
import { photoKeys, photoStore } from '@/lib/photos/storage';
import { checkinsIn } from './checkins';
import type { Tx } from './connection';
import { measurementsIn } from './measurements';
import { photoConsents, progressPhotos } from './schema';
import { sqlState } from './sql-state';
import { type SessionUser, withUser } from './with-user';

/** When the customer agreed to how their photos are kept, and to which words; null before. */
export async function photoConsentIn(tx: Tx, customerId: string): Promise<{ wording: string; consentedAt: string } | null> {
  const [row] = await tx.select().from(photoConsents).where(eq(photoConsents.userId, customerId));
  return row ? { wording: row.wording, consentedAt: row.consentedAt.toISOString() } : null;
}

/**
 * 'I agree': kept with the time and the words shown, both the database's own (a customer may write
 * their id alone); once: agreeing again changes nothing.
 */
export async function givePhotoConsent(user: SessionUser): Promise<void> {
  await withUser(user, (tx) =>
    tx.execute(sql`insert into public.photo_consents (user_id) values (${user.id}) on conflict (user_id) do nothing`),
  );
}

/** A customer's photos, oldest first, as far as the caller may read them (their own; their coach's client's). */
export async function photosIn(tx: Tx, customerId: string): Promise<PhotoEntry[]> {
  return tx
    .select({
      id: progressPhotos.id,
      day: progressPhotos.day,
      pose: progressPhotos.pose,
      width: progressPhotos.width,
      height: progressPhotos.height,
    })
    .from(progressPhotos)
    .where(eq(progressPhotos.userId, customerId))
    .orderBy(asc(progressPhotos.day), asc(progressPhotos.createdAt)) as Promise<PhotoEntry[]>;
}

/** The owner of a photo the caller may see (row-level security decides), or null: the route's 404. */
export async function photoOwnerFor(user: SessionUser, photoId: string): Promise<string | null> {
  const [row] = await withUser(user, (tx) =>
    tx.select({ userId: progressPhotos.userId }).from(progressPhotos).where(eq(progressPhotos.id, photoId)),
  );
  return row?.userId ?? null;
}

/** A photo made small on the server (lib/photos/process.ts), for one pose. */
export interface NewPhoto {
  pose: Pose;
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export type PhotoAddRefusal = Refusal<'consentFirst'> | (Refusal<'limit'> & { room: number });

/** The customer's photos of that day in those poses: what new ones replace. */
const ofTheDay = (userId: string, day: string, photos: readonly { pose: Pose }[]) =>
  and(
    eq(progressPhotos.userId, userId),
    eq(progressPhotos.day, day),
    inArray(
      progressPhotos.pose,
      photos.map((photo) => photo.pose),
    ),
  );

const filesOf = (userId: string, photoIds: readonly string[]) => photoIds.flatMap((id) => Object.values(photoKeys(userId, id)));

/**
 * 'Add photos': today's, one a pose (a pose already taken today is replaced), within the 60 a
 * customer keeps. The files are stored first and the rows then, in one transaction; should that
 * fail, the new files go, and once it is done, those of the photos replaced.
 */
export async function addPhotos(
  user: SessionUser,
  photos: readonly NewPhoto[],
  day: string,
): Promise<Outcome<{ saved: number }, PhotoAddRefusal>> {
  const state = await withUser(user, async (tx) => {
    const consented = (await tx.select().from(photoConsents).where(eq(photoConsents.userId, user.id))).length > 0;
    const [kept] = await tx.select({ n: count() }).from(progressPhotos).where(eq(progressPhotos.userId, user.id));
    const [replaced] = await tx
      .select({ n: count() })
      .from(progressPhotos)
      .where(ofTheDay(user.id, day, photos));
    return { consented, room: PHOTO_LIMIT - (kept!.n - replaced!.n) };
  });
  if (!state.consented) return refused('consentFirst');
  if (photos.length > state.room) return { ...refused('limit'), room: Math.max(0, state.room) };

  const store = photoStore();
  const added = photos.map((photo) => ({ ...photo, id: randomUUID() }));
  const newFiles = filesOf(
    user.id,
    added.map((photo) => photo.id),
  );
  let replacedIds: string[];
  try {
    for (const photo of added) {
      const keys = photoKeys(user.id, photo.id);
      await store.put(keys.full, photo.full);
      await store.put(keys.thumb, photo.thumb);
    }
    replacedIds = await withUser(user, async (tx) => {
      const gone = await tx
        .delete(progressPhotos)
        .where(ofTheDay(user.id, day, added))
        .returning({ id: progressPhotos.id });
      await tx.insert(progressPhotos).values(
        added.map(({ id, pose, width, height, full }) => ({
          id,
          userId: user.id,
          day,
          pose,
          width,
          height,
          bytes: full.length,
        })),
      );
      return gone.map((row) => row.id);
    });
  } catch (error) {
    await store.remove(newFiles);
    // Another upload took the last places meanwhile (the trigger counts under a lock).
    if (sqlState(error) === 'P0001') return { ...refused('limit'), room: 0 };
    if (sqlState(error) === '23503') return refused('consentFirst');
    throw error;
  }
  await store.remove(filesOf(user.id, replacedIds));
  return accepted({ saved: added.length });
}

/** 'Delete' on one of the customer's own photos, its files with it; false when it was already gone. */
export async function deletePhoto(user: SessionUser, photoId: string): Promise<boolean> {
  const gone = await withUser(user, (tx) =>
    tx
      .delete(progressPhotos)
      .where(and(eq(progressPhotos.id, photoId), eq(progressPhotos.userId, user.id)))
      .returning({ id: progressPhotos.id }),
  );
  await photoStore().remove(
    filesOf(
      user.id,
      gone.map((row) => row.id),
    ),
  );
  return gone.length > 0;
}

/** 'Withdraw consent': the consent and every photo (the rows by cascade, then the files). */
export async function withdrawPhotoConsent(user: SessionUser): Promise<void> {
  const ids = await withUser(user, async (tx) => {
    const photos = await tx.select({ id: progressPhotos.id }).from(progressPhotos).where(eq(progressPhotos.userId, user.id));
    await tx.delete(photoConsents).where(eq(photoConsents.userId, user.id));
    return photos.map((photo) => photo.id);
  });
  await photoStore().remove(filesOf(user.id, ids));
}

/** Every file of the customer's photos: what deleting the account removes after the rows. */
export async function photoFilesOf(tx: Tx, customerId: string): Promise<string[]> {
  const photos = await tx.select({ id: progressPhotos.id }).from(progressPhotos).where(eq(progressPhotos.userId, customerId));
  return filesOf(
    customerId,
    photos.map((photo) => photo.id),
  );
}

/** The photos a page shows: whether the customer consented (no photo is kept before), and the photos, oldest first. */
export interface PhotoSection {
  consented: boolean;
  photos: PhotoEntry[];
}

export async function photoSectionIn(tx: Tx, customerId: string): Promise<PhotoSection> {
  const consent = await photoConsentIn(tx, customerId);
  return { consented: consent !== null, photos: consent ? await photosIn(tx, customerId) : [] };
}

/** '/progress/photos': the photos, and the weights and measurements 'Compare' stands beside them. */
export interface PhotosPage extends PhotoSection {
  weights: WeightEntry[];
  measurements: MeasurementEntry[];
}

export async function loadPhotosPage(user: SessionUser): Promise<PhotosPage> {
  return withUser(user, async (tx) => ({
    ...(await photoSectionIn(tx, user.id)),
    weights: (await checkinsIn(tx, user.id)).flatMap((c) => (c.weight === null ? [] : [{ day: c.day, weight: c.weight }])),
    measurements: await measurementsIn(tx, user.id),
  }));
}
