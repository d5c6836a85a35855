import { describe, expect, it } from 'vitest';
import { outboxWarning, type SmsSender } from '@/lib/sms/sender';

const sender = (name: string): SmsSender => ({ name, send: async () => {} });

describe('outboxWarning', () => {
  it.each([
    ['https://wellfit.example.in', 'outbox', true],
    ['http://localhost:3000', 'outbox', false],
    [undefined, 'outbox', false],
    ['https://wellfit.example.in', 'dlt-gateway', false],
  ] as const)('site %s with the %s sender warns: %s', (siteUrl, name, warns) => {
    const warning = outboxWarning(siteUrl, sender(name));
    if (warns) expect(warning).toMatch(/served over https, but sign-in codes go to the SMS outbox/);
    else expect(warning).toBeNull();
  });
});
