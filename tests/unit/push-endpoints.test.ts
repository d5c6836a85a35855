import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import { isPushServiceEndpoint } from '@/lib/domain/push-endpoints';
import { REMINDER_MESSAGES as M, deviceSchema } from '@/lib/domain/reminder-schema';

// The server opens a connection to a subscription's endpoint: only the push services browsers
// subscribe with are let through, however the address is written.

const accepted: [string, string][] = [
  [
    'Chrome (FCM)',
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx6wYm7HnF3mLZ0cq-RkP9DnW4o2fGZd8kKq',
  ],
  ['Chrome before FCM (GCM)', 'https://android.googleapis.com/gcm/send/APA91bE4Ytx0sMEZ0k1_Zc2i7m9b2gB0rGdT4mZ'],
  [
    'Firefox',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl3x8c7uJ5qN0aQv2-Vm1yXnL9bZ3kT6rW8pD4sF1gH7jK0lM2nB5vC9xZ',
  ],
  ['Safari', 'https://web.push.apple.com/QGcuRU0ljRH5a4Di7e2SqCqPO3nHcwkQrXuRwKNn8Oc4aPlTx9bNq'],
  ['Edge on Windows (WNS)', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAACv%2bH1TxYz8%2fQm9kLp%3d'],
  ['another WNS region', 'https://db5p.notify.windows.com/w/?token=BQYAAAB'],
];

const refused: [string, string][] = [
  ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
  ['a websocket', 'wss://fcm.googleapis.com/fcm/send/abc'],
  ['this machine, on a port', 'https://127.0.0.1:18443/x'],
  ['this machine, IPv6', 'https://[::1]:6379/x'],
  ['this machine, IPv4 in IPv6', 'https://[::ffff:127.0.0.1]/x'],
  ['this machine, as one number', 'https://2130706433/x'],
  ['this machine, in hex', 'https://0x7f.1/x'],
  ['the cloud metadata service', 'https://169.254.169.254/latest/meta-data/'],
  ['localhost', 'https://localhost:5432/'],
  ['the private network', 'https://10.0.0.1:8443/admin'],
  ['a user and password', 'https://user:pass@127.0.0.1/'],
  ['a user and password on a push service', 'https://user:pass@fcm.googleapis.com/fcm/send/abc'],
  ['a push service as the user name', 'https://fcm.googleapis.com@evil.com/fcm/send/abc'],
  ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
  ['a push service with its default port written', 'https://fcm.googleapis.com:443/fcm/send/abc'],
  ['a trailing dot', 'https://fcm.googleapis.com./fcm/send/abc'],
  ['a trailing dot on Apple', 'https://web.push.apple.com./QGc'],
  ['a trailing dot on WNS', 'https://wns2-par02p.notify.windows.com./w/?token=abc'],
  ['a look-alike below another domain', 'https://fcm.googleapis.com.evil.com/fcm/send/abc'],
  ['a look-alike, the dot escaped', 'https://fcm.googleapis.com%2eevil.com/fcm/send/abc'],
  ['a look-alike without the dot', 'https://evilnotify.windows.com/w/?token=abc'],
  ['a look-alike of Apple', 'https://evilpush.apple.com/QGc'],
  ['the WNS domain itself', 'https://notify.windows.com/w/?token=abc'],
  ['the Apple domain itself', 'https://push.apple.com/QGc'],
  ['an empty label', 'https://a..notify.windows.com/w/?token=abc'],
  ['a push service in the path', 'https://evil.com/fcm.googleapis.com/fcm/send/abc'],
  ['a push service in the fragment', 'https://evil.com#@fcm.googleapis.com/fcm/send/abc'],
  ['a backslash', 'https://fcm.googleapis.com\\@127.0.0.1/'],
  ['upper case', 'https://FCM.GOOGLEAPIS.COM/fcm/send/abc'],
  ['a leading space', ' https://fcm.googleapis.com/fcm/send/abc'],
  ['a line break in the host', 'https://fcm.googleapis.com\n.evil.com/fcm/send/abc'],
  ['another push-like Google host', 'https://push.googleapis.com/fcm/send/abc'],
  ['javascript:', 'javascript:alert(1)'],
  ['data:', 'data:text/html,<b>hi</b>'],
  ['garbage', 'not an address'],
  ['nothing', ''],
  ['a scheme alone', 'https://'],
];

describe('isPushServiceEndpoint', () => {
  it.each(accepted)('accepts %s', (_, url) => {
    expect(isPushServiceEndpoint(url)).toBe(true);
  });

  it.each(refused)('refuses %s', (_, url) => {
    expect(isPushServiceEndpoint(url)).toBe(false);
  });
});

describe("'Turn on reminders' on this browser", () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

  it.each(accepted)('takes a subscription of %s', (_, endpoint) => {
    expect(deviceSchema.safeParse({ endpoint, ...keys }).success).toBe(true);
  });

  it.each(refused)('refuses %s, saying the push service is not supported', (_, endpoint) => {
    const parsed = deviceSchema.safeParse({ endpoint, ...keys });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({ endpoint: [M.pushService] });
  });
});
