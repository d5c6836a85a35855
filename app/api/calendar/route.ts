import { getSessionUser } from '@/lib/auth/session';
import { sessionsCalendar } from '@/lib/calendar/sessions-ics';
import { myCalendar } from '@/lib/db/bookings';

/** 'Add to calendar': the sessions ahead of the customer's booked batch, as an .ics file. */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return new Response('Sign in first.', { status: 401 });
  const sessions = await myCalendar(user);
  if (sessions.length === 0) return new Response('You have no sessions ahead to add.', { status: 404 });
  return new Response(sessionsCalendar(sessions), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="wellfit-sessions.ics"',
      'Cache-Control': 'private, no-store',
    },
  });
}
