import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeFromSmsLog, smsLogPath } from '@/lib/sms/log';

describe('removeFromSmsLog', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-sms-log-'));
  afterEach(() => vi.unstubAllEnvs());

  it("drops a deleted person's codes and keeps everyone else's", async () => {
    vi.stubEnv('DATA_DIR', dir);
    const lines = [
      '2026-11-23T10:00:00.000Z SMS to +919812345678: Your WellFit code is 111111. It expires in 5 minutes.',
      '2026-11-23T10:01:00.000Z SMS to +919800000001: Your WellFit code is 222222. It expires in 5 minutes.',
      '2026-11-23T10:02:00.000Z SMS to +919812345678: Your WellFit code is 333333. It expires in 5 minutes.',
      '',
    ];
    writeFileSync(smsLogPath(), lines.join('\n'));
    await removeFromSmsLog('919812345678');
    expect(readFileSync(smsLogPath(), 'utf8')).toBe(`${lines[1]}\n`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing when there is no SMS log yet', async () => {
    vi.stubEnv('DATA_DIR', path.join(dir, 'none'));
    await expect(removeFromSmsLog('+919812345678')).resolves.toBeUndefined();
  });
});
