import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The `key = value` lines of one `[section]` of supabase/config.toml. */
function section(name: string): Record<string, string> {
  const lines = readFileSync('supabase/config.toml', 'utf8').split('\n');
  const start = lines.indexOf(`[${name}]`);
  expect(start, `[${name}] in supabase/config.toml`).toBeGreaterThanOrEqual(0);
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('[')) break;
    const match = /^(\w+)\s*=\s*(.+)$/.exec(line.trim());
    if (match) entries[match[1]!] = match[2]!;
  }
  return entries;
}

describe('supabase/config.toml', () => {
  it('counts a phone only once its code was entered', () => {
    expect(section('auth.sms')).toMatchObject({ enable_signup: 'true', enable_confirmations: 'true' });
  });

  it('keeps anonymous sign-ins off unless the demo is wanted', () => {
    expect(section('auth')).toMatchObject({ enable_anonymous_sign_ins: 'false' });
  });
});
