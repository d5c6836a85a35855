/**
 * Progress photos (issue 43): the consent asked before the first, the poses, the cap, and 'Compare'
 * (two days side by side per pose, with that day's weight and waist). Pure: no React, no I/O.
 */
import { daysBetween } from './india-time';
import * as z from './validation';

/** What the customer agrees to before the first photo; kept word for word with its time. */
export const PHOTO_CONSENT = 'Only you and your coach see your photos. You can delete them at any time.';

export const POSES = [
  { key: 'front', label: 'Front', hint: 'Facing the camera, arms a little away from your sides.' },
  { key: 'side', label: 'Side', hint: 'Turned to your right, arms relaxed.' },
  { key: 'back', label: 'Back', hint: 'Facing away from the camera.' },
] as const;
export type Pose = (typeof POSES)[number]['key'];
export const isPose = (value: unknown): value is Pose => POSES.some((pose) => pose.key === value);

/** The longest side of a photo's thumbnail (lib/photos/process.ts makes it). */
export const THUMB_PX = 320;

/** Photos a customer may keep. */
export const PHOTO_LIMIT = 60;
/** Each file as chosen on the phone, before the server makes it small. */
export const PHOTO_MAX_MB = 10;
/** What the browser offers to choose; the server decides by the content, not this. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const PHOTO_MESSAGES = {
  signedOut: 'Please sign in again to add photos.',
  failed: 'Could not save your photos. Please try again.',
  saved: (count: number) => (count === 1 ? 'Photo saved.' : `${count} photos saved.`),
  nothing: 'Choose at least one photo: front, side or back.',
  consentFirst: 'Agree to how your photos are kept before adding one.',
  limit: (room: number) =>
    room === 0
      ? `You have ${PHOTO_LIMIT} photos, the most kept. Delete some to add more.`
      : `You can add ${room} more ${room === 1 ? 'photo' : 'photos'} (${PHOTO_LIMIT} at most). Delete some first.`,
  tooBig: `Each photo must be ${PHOTO_MAX_MB} MB or less.`,
  notAPhoto: 'Choose a JPEG, PNG or WebP photo.',
  tooManyPixels: 'This photo is too large to open. Please choose a smaller one.',
  heic: 'This is an iPhone HEIC photo, which we cannot open. On the iPhone, choose Settings > Camera > Formats > Most Compatible, or share the photo as JPEG, and try again.',
  busy: 'Too many uploads for now. Please try again in a little while.',
  consented: 'Thank you. You can add photos now.',
  deleted: 'Photo deleted.',
  gone: 'That photo is already gone.',
  withdrawn: 'Consent withdrawn and every photo deleted.',
} as const;

/** A photo as a page lists it. */
export interface PhotoEntry {
  id: string;
  day: string;
  pose: Pose;
  width: number;
  height: number;
}

/** The days with a photo, newest first, each with its poses in the order of POSES. */
export function photoDays(photos: readonly PhotoEntry[]): { day: string; photos: PhotoEntry[] }[] {
  const days = [...new Set(photos.map((photo) => photo.day))].sort().reverse();
  const order = (pose: Pose) => POSES.findIndex((entry) => entry.key === pose);
  return days.map((day) => ({
    day,
    photos: photos.filter((photo) => photo.day === day).sort((a, b) => order(a.pose) - order(b.pose)),
  }));
}

/**
 * The two days 'Compare' shows: those asked for when each has photos, else the first and the
 * latest day with photos (one day alone: nothing to compare). Earlier first.
 */
export function compareDays(days: readonly string[], asked: { from?: string; to?: string }): [string, string] | null {
  const sorted = [...new Set(days)].sort();
  if (sorted.length < 2) return null;
  const pick = (day: string | undefined, fallback: string) => (day && sorted.includes(day) ? day : fallback);
  const from = pick(asked.from, sorted[0]!);
  const to = pick(asked.to, sorted.at(-1)!);
  if (from === to) return [sorted[0]!, sorted.at(-1)!];
  return from < to ? [from, to] : [to, from];
}

/** How close to a photo's day a weight or a waist must be to stand beside it: the same week, before it. */
export const FIGURE_WITHIN_DAYS = 6;

/**
 * A figure for a day: the one logged that day, else the latest of the days before it within
 * FIGURE_WITHIN_DAYS; with the day it is from. Entries in any order.
 */
export function figureOn<T extends { day: string }>(
  entries: readonly T[],
  day: string,
  valueOf: (entry: T) => number | null,
): { value: number; day: string } | null {
  let best: { value: number; day: string } | null = null;
  for (const entry of entries) {
    const value = valueOf(entry);
    if (value === null || entry.day > day || daysBetween(entry.day, day) > FIGURE_WITHIN_DAYS) continue;
    if (!best || entry.day > best.day) best = { value, day: entry.day };
  }
  return best;
}

/** 'Compare': the two days, as a GET form asks for them. */
export const compareQuerySchema = z.object({
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
});

/** Where a photo is served (app/api/progress-photos/[id]): the 1600 px image, or its 320 px thumbnail. */
export const photoUrl = (id: string, size: 'full' | 'thumb') =>
  `/api/progress-photos/${id}${size === 'thumb' ? '?size=thumb' : ''}`;

/** A photo's file in the data download's zip: '2026-11-28-front.webp'. */
export const photoFileName = (photo: Pick<PhotoEntry, 'day' | 'pose'>) => `${photo.day}-${photo.pose}.webp`;

export const photoConsentSchema = z.object({ agree: z.literal('yes', { error: 'Tick to agree.' }) });
export const photoIdSchema = z.object({ photoId: z.uuid() });
export const withdrawPhotosSchema = z.object({ confirm: z.literal('yes', { error: 'Tick to confirm that every photo goes.' }) });
