import type { RawSql } from './connection';

/**
 * Sets how far the database's clock (public.clock_now()) runs ahead of the real time, to match
 * the server's (lib/clock.ts): none removes the row. Owner rights: no one else may move it.
 */
export async function writeServerClock(raw: RawSql, aheadMs: number): Promise<void> {
  if (aheadMs === 0) {
    await raw.exec('delete from public.server_clock');
    return;
  }
  await raw.query(
    `insert into public.server_clock (ahead) values (make_interval(secs => $1::double precision / 1000))
     on conflict (only_row) do update set ahead = excluded.ahead`,
    [aheadMs],
  );
}
