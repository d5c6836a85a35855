import { describe, expect, it } from 'vitest';
import { smsLog } from '@/lib/sms/log';
import { Msg91Sender } from '@/lib/sms/msg91';
import { smsLogWarning, smsSender, type SmsSender } from '@/lib/sms/sender';

const sender = (name: string): SmsSender => ({ name, send: async () => {} });
const MSG91 = { MSG91_AUTH_KEY: '416091AbCdEf0123456789Gh', MSG91_TEMPLATE_ID: '65e06f45d6fc05278c7d47e2' };

describe('smsSender', () => {
  it('is the SMS log with no MSG91 settings, or empty ones', () => {
    expect(smsSender({})).toBe(smsLog);
    expect(smsSender({ MSG91_AUTH_KEY: '', MSG91_TEMPLATE_ID: '' })).toBe(smsLog);
    expect(smsSender({ MSG91_API_URL: 'http://127.0.0.1:4010' })).toBe(smsLog);
  });

  it('is MSG91 with its key and template', () => {
    const chosen = smsSender(MSG91);
    expect(chosen).toBeInstanceOf(Msg91Sender);
    expect(chosen.name).toBe('msg91');
  });

  it('refuses half of MSG91 rather than fall back to the log', () => {
    expect(() => smsSender({ MSG91_AUTH_KEY: MSG91.MSG91_AUTH_KEY })).toThrow(
      /MSG91_TEMPLATE_ID: must be set with MSG91_AUTH_KEY/,
    );
  });
});

describe('smsLogWarning', () => {
  it.each([
    ['https://wellfit.example.in', 'log', true],
    ['http://localhost:3000', 'log', false],
    [undefined, 'log', false],
    ['https://wellfit.example.in', 'msg91', false],
  ] as const)('site %s with the %s sender warns: %s', (siteUrl, name, warns) => {
    const warning = smsLogWarning(siteUrl, sender(name));
    if (warns)
      expect(warning).toMatch(/served over https, but sign-in codes go to the SMS log[^]*MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/);
    else expect(warning).toBeNull();
  });

  it('does not warn once MSG91 sends the codes', () => {
    expect(smsLogWarning('https://wellfit.example.in', smsSender(MSG91))).toBeNull();
    expect(smsLogWarning('https://wellfit.example.in', smsSender({}))).not.toBeNull();
  });
});
