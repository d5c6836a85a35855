import { NextResponse } from 'next/server';
import { getDatabase } from '@/lib/db/database';
import { otpCeilingState } from '@/lib/db/otp-ceiling';

// For load balancers, monitors and the test harness: 200 once the database is open and migrated,
// with how close the app is to its hourly ceiling of sign-in codes ('ok', 'nearing', 'reached';
// the counts stay in the server log).
export async function GET() {
  try {
    const { raw, kind } = await getDatabase();
    await raw.query('select 1');
    return NextResponse.json(
      { status: 'ok', database: kind, otpCeiling: await otpCeilingState() },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    console.error('health check failed', error);
    return NextResponse.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
