/**
 * The push services browsers subscribe with: a subscription's endpoint is an address the server
 * opens a connection to, so one anywhere else (this machine, the cloud's metadata, the private
 * network) is refused when a browser sends it and again before anything is sent to it. A host
 * starting `*.` means any host below that domain (not the domain itself).
 */
export const PUSH_SERVICE_HOSTS = [
  // Chrome, Opera, Samsung Internet, Edge on Android: Firebase Cloud Messaging.
  'fcm.googleapis.com',
  // Chrome's older subscriptions, from before FCM (GCM).
  'android.googleapis.com',
  // Firefox.
  'updates.push.services.mozilla.com',
  // Safari on macOS and iOS (web.push.apple.com today).
  '*.push.apple.com',
  // Edge on Windows: the Windows Push Notification Services, one host per region (wns2-par02p…).
  '*.notify.windows.com',
] as const;

/** Devices one customer keeps: turning reminders on in an 11th browser drops the one turned on first. */
export const MAX_PUSH_DEVICES = 10;

/** One or more DNS labels: what may stand before a `*.` host's domain. */
const SUBDOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) => {
    if (!host.startsWith('*.')) return hostname === host;
    const domain = host.slice(1);
    return hostname.endsWith(domain) && SUBDOMAIN.test(hostname.slice(0, -domain.length));
  });
}

/**
 * Whether `url` is an endpoint of one of the push services: https on its default port, no user
 * name or password, a host of the list, and written as the URL standard writes it back. That last
 * part refuses every spelling a reader of the URL could take for another host: a port (even
 * :443), upper case, an IP as a number (`https://2130706433/` is 127.0.0.1), spaces and
 * backslashes; and `fcm.googleapis.com.`, with its trailing dot, is not `fcm.googleapis.com`.
 * Browsers give their endpoints in this form.
 */
export function isPushServiceEndpoint(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.href === url &&
    parsed.protocol === 'https:' &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    isPushServiceHost(parsed.hostname)
  );
}
