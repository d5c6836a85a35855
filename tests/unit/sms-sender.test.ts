import { describe, expect, it } from 'vitest';
import { smsLogWarning, type SmsSender } from '@/lib/sms/sender';

const sender = (name: string): SmsSender => ({ name, send: async () => {} });

describe('smsLogWarning', () => {
  it.each([
    ['https://wellfit.example.in', 'log', true],
    ['http://localhost:3000', 'log', false],
    [undefined, 'log', false],
    ['https://wellfit.example.in', 'dlt-gateway', false],
  ] as const)('site %s with the %s sender warns: %s', (siteUrl, name, warns) => {
    const warning = smsLogWarning(siteUrl, sender(name));
    if (warns) expect(warning).toMatch(/served over https, but sign-in codes go to the SMS log/);
    else expect(warning).toBeNull();
  });
});
