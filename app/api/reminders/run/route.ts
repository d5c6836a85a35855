import { timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { runDueReminders } from '@/lib/reminders/worker';
import { settings } from '@/lib/settings';

// One run of the reminders due, for a scheduler on hosts where no process lives between requests
// (Vercel Cron calls GET with `Authorization: Bearer $CRON_SECRET`; Supabase pg_cron + pg_net can
// call either). Off (404) without CRON_SECRET: a `next start` server runs its own worker.
// The rounds stop taking more after 25 s (lib/reminders/worker.ts); each send has its own deadline.
export const maxDuration = 60;

function authorised(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function run(request: Request) {
  const secret = settings().CRON_SECRET;
  const noStore = { 'Cache-Control': 'no-store' };
  if (!secret) return NextResponse.json({ error: 'not found' }, { status: 404, headers: noStore });
  if (!authorised(request, secret)) return NextResponse.json({ error: 'unauthorised' }, { status: 401, headers: noStore });
  return NextResponse.json(await runDueReminders(), { headers: noStore });
}

export const GET = run;
export const POST = run;
