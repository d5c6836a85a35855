import { getSessionUser } from '@/lib/auth/session';
import { videoCallCalendar } from '@/lib/calendar/video-call-ics';
import { callForCalendar } from '@/lib/db/video-calls';
import * as z from '@/lib/domain/validation';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const notFound = () => new Response('Not found', { status: 404, headers: PRIVATE });

/**
 * 'Add to calendar' of a video call, for the customer and its coach alone (the room's link is in
 * it): anyone else, signed in or not, gets the same 404 as for a call that does not exist.
 */
export async function GET(_: Request, { params }: RouteContext<'/api/video-calls/[id]/calendar'>) {
  const id = z.safeParse(z.uuid(), (await params).id);
  const user = await getSessionUser();
  if (!id.success || !user) return notFound();
  const event = await callForCalendar(user, id.data);
  if (!event) return notFound();
  return new Response(videoCallCalendar(event), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="wellfit-video-call.ics"',
    },
  });
}
