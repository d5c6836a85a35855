import { getSessionUser } from '@/lib/auth/session';
import { photoOwnerFor } from '@/lib/db/progress-photos';
import * as z from '@/lib/domain/validation';
import { photoKeys, photoStore } from '@/lib/photos/storage';

// Never kept: not by the browser, not by a proxy, not by the service worker (lib/pwa/sw.ts).
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
const notFound = () => new Response('Not found', { status: 404, headers: PRIVATE });

/**
 * A progress photo (`?size=thumb` for its 320 px copy), to its owner, their coach and an admin
 * only: row-level security decides who sees its row, and anyone else, signed in or not, gets the
 * same 404 as for a photo that does not exist.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/progress-photos/[id]'>) {
  const id = z.safeParse(z.uuid(), (await params).id);
  const user = await getSessionUser();
  if (!id.success || !user) return notFound();
  const owner = await photoOwnerFor(user, id.data);
  if (!owner) return notFound();
  const keys = photoKeys(owner, id.data);
  const bytes = await photoStore().get(new URL(request.url).searchParams.get('size') === 'thumb' ? keys.thumb : keys.full);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { ...PRIVATE, 'Content-Type': 'image/webp', 'Content-Length': String(bytes.length) },
  });
}
