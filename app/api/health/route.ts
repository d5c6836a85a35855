import { NextResponse } from 'next/server';
import { getDatabase } from '@/lib/db/client';

// For load balancers and the test harness: 200 once the database is open and migrated.
export async function GET() {
  try {
    const { raw, kind } = await getDatabase();
    await raw.query('select 1');
    return NextResponse.json({ status: 'ok', database: kind }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('health check failed', error);
    return NextResponse.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
