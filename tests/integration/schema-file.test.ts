import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schemaSql } from '@/lib/db/schema-sql';

describe('supabase/schema.sql', () => {
  it('is what the migrations make now (npm run db:schema writes it)', async () => {
    const [fresh, committed] = await Promise.all([schemaSql(), readFile('supabase/schema.sql', 'utf8')]);
    const freshLines = fresh.split('\n');
    const committedLines = committed.split('\n');
    const first = freshLines.findIndex((line, i) => line !== committedLines[i]);
    // The first line that differs, with its neighbours, rather than a diff of thousands of lines.
    const around = (lines: string[]) => lines.slice(Math.max(0, first - 3), first + 4).join('\n');
    expect(
      first === -1 && freshLines.length === committedLines.length
        ? 'up to date'
        : `stale from line ${first + 1}:\n${around(committedLines)}`,
      `the migrations now make, from line ${first + 1}:\n${around(freshLines)}\n\nRun npm run db:schema.`,
    ).toBe('up to date');
  }, 120_000);
});
