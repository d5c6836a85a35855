import 'server-only';
import { type Agent, request } from 'node:https';
import { eq, inArray, sql } from 'drizzle-orm';
import webpush, { type RequestDetails, WebPushError } from 'web-push';
import type { Db } from '@/lib/db/connection';
import { pushSubscriptions } from '@/lib/db/schema';
import { isPushServiceEndpoint, MAX_PUSH_DEVICES } from '@/lib/domain/push-endpoints';
import { type Delivery, eachAtMost, type MessageSender, type OutgoingMessage } from './sender';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services can reach the sender at. */
  subject: string;
}

export interface WebPushOptions {
  /** Tests reach a local push service over TLS with their own certificate. */
  agent?: Agent;
  /** How long one send to one device may take, from connecting to the last byte of the answer. */
  timeoutMs?: number;
}

/** Push services answer these for a subscription that no longer exists: it is removed. */
const GONE = new Set([404, 410]);
/** A reminder is worth little a day late: the push service drops it after an hour offline. */
const TIME_TO_LIVE_S = 3600;
/** Push services answer in well under a second; one that has not in this long will not. */
const SEND_TIMEOUT_MS = 5_000;

/**
 * Posts a prepared push message. Not web-push's sendNotification: it connects where Node's legacy
 * url.parse reads the endpoint, which is not always the host the URL standard (and so
 * isPushServiceEndpoint) reads, and its `timeout` is a socket's idle time, which a service
 * answering a byte at a time never reaches. Here the URL is the standard's, and one deadline
 * covers the whole exchange and closes the connection when it passes.
 */
function post(details: RequestDetails, agent: Agent | undefined, timeoutMs: number): Promise<void> {
  const deadline = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    deadline.addEventListener('abort', () => reject(new Error(`push service took over ${timeoutMs} ms`)), { once: true });
    const sent = request(
      new URL(details.endpoint),
      { method: details.method, headers: details.headers, agent, signal: deadline },
      (response) => {
        // Only the status matters; the body is read and dropped so the connection can end.
        response.resume();
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new WebPushError('Received unexpected response code', status, {}, '', details.endpoint));
        });
      },
    );
    sent.on('error', reject);
    sent.end(details.body ?? undefined);
  });
}

/**
 * Web push (RFC 8030, the payload encrypted per RFC 8291, signed per RFC 8292) to every device
 * the customer allowed: the `web-push` package encrypts and signs, `post` delivers.
 */
export class WebPushSender implements MessageSender {
  readonly channel = 'web-push';

  constructor(
    private readonly db: Db,
    private readonly vapid: VapidKeys,
    private readonly options: WebPushOptions = {},
  ) {}

  async send(userId: string, message: OutgoingMessage): Promise<Delivery> {
    const devices = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    if (!devices.length) return 'no-device';
    const payload = JSON.stringify(message);
    const gone: string[] = [];
    const delivered: string[] = [];
    // The customer's devices at once, so a slow one costs one timeout, not one each.
    await eachAtMost(devices, MAX_PUSH_DEVICES, async (device) => {
      // Saved before endpoints were checked, or written around the app: never contacted.
      if (!isPushServiceEndpoint(device.endpoint)) {
        console.error('web push: not a push service, removed', device.id);
        gone.push(device.id);
        return;
      }
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          { vapidDetails: this.vapid, TTL: TIME_TO_LIVE_S, urgency: 'normal', topic: message.tag },
        );
        await post(details, this.options.agent, this.options.timeoutMs ?? SEND_TIMEOUT_MS);
        delivered.push(device.id);
      } catch (error) {
        if (error instanceof WebPushError && GONE.has(error.statusCode)) gone.push(device.id);
        else console.error('web push failed', error instanceof WebPushError ? error.statusCode : error);
      }
    });
    if (gone.length) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    if (delivered.length) {
      await this.db
        .update(pushSubscriptions)
        .set({ lastSentAt: sql`public.clock_now()` })
        .where(inArray(pushSubscriptions.id, delivered));
      return 'sent';
    }
    return gone.length === devices.length ? 'no-device' : 'failed';
  }
}
