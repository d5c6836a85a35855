import { getSessionUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { exportMyData } from '@/lib/db/my-data';
import { istDay } from '@/lib/domain/india-time';

/** 'Download my data': every row the app holds about the signed-in person, as one JSON file. */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return new Response('Sign in first.', { status: 401 });
  const data = await exportMyData(user);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="wellfit-my-data-${istDay(clockNow())}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
