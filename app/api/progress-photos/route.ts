import { getSessionUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { addPhotos, type NewPhoto } from '@/lib/db/progress-photos';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { istDay } from '@/lib/domain/india-time';
import { PHOTO_MAX_MB, PHOTO_MESSAGES as M, POSES } from '@/lib/domain/progress-photos';
import { PHOTO_REFUSALS, processProgressPhoto } from '@/lib/photos/process';

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** Three photos of 10 MB and the form's own bytes: anything larger is refused before it is read. */
const MAX_BODY_BYTES = (POSES.length * PHOTO_MAX_MB + 1) * 1024 * 1024;

/**
 * 'Add photos' (components/progress/add-photos.tsx): a front, side and back photo, each optional,
 * as multipart form data from this site's own page. Each is checked by its content and made small
 * on the server (lib/photos/process.ts) before any is kept; a refusal names the pose.
 */
export async function POST(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return answer(403, { message: 'Forbidden' });
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return answer(415, { message: 'Send the photos as a form.' });
  }
  // A browser sends a form's length; without one (a chunked body) there is no bound to check.
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!Number.isFinite(length)) return answer(411, { message: M.failed });
  if (length > MAX_BODY_BYTES) return answer(413, { message: M.tooBig });

  const user = await getSessionUser();
  if (!user) return answer(401, { message: M.signedOut });
  if (!(await withinLimits([rateLimits().photoUploadsPerCustomer, user.id]))) return answer(429, { message: M.busy });

  const form = await request.formData().catch(() => null);
  if (!form) return answer(400, { message: M.failed });
  const photos: NewPhoto[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const { key } of POSES) {
    const file = form.get(key);
    if (!(file instanceof File) || file.size === 0) continue;
    const made = await processProgressPhoto(new Uint8Array(await file.arrayBuffer()));
    if (made.kind === 'refused') fieldErrors[key] = [PHOTO_REFUSALS[made.reason]];
    else photos.push({ pose: key, full: made.full, thumb: made.thumb, width: made.width, height: made.height });
  }
  if (Object.keys(fieldErrors).length > 0) {
    return answer(400, { message: Object.values(fieldErrors)[0]![0], fieldErrors });
  }
  if (photos.length === 0) return answer(400, { message: M.nothing });

  const outcome = await addPhotos(user, photos, istDay(clockNow()));
  if (outcome.status === 'refused') {
    return answer(409, { message: outcome.reason === 'limit' ? M.limit(outcome.room) : M.consentFirst });
  }
  return answer(200, { message: M.saved(outcome.saved) });
}
