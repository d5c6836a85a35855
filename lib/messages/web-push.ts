import 'server-only';
import type { Agent } from 'node:https';
import { eq, inArray, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '@/lib/db/connection';
import { pushSubscriptions } from '@/lib/db/schema';
import type { Delivery, MessageSender, OutgoingMessage } from './sender';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services can reach the sender at. */
  subject: string;
}

/** Push services answer these for a subscription that no longer exists: it is removed. */
const GONE = new Set([404, 410]);
/** A reminder is worth little a day late: the push service drops it after an hour offline. */
const TIME_TO_LIVE_S = 3600;

/**
 * Web push (RFC 8030, the payload encrypted per RFC 8291, signed per RFC 8292) to every device
 * the customer allowed, through the `web-push` package.
 */
export class WebPushSender implements MessageSender {
  readonly channel = 'web-push';

  constructor(
    private readonly db: Db,
    private readonly vapid: VapidKeys,
    /** Tests reach a local push service over TLS with their own certificate. */
    private readonly agent?: Agent,
  ) {}

  async send(userId: string, message: OutgoingMessage): Promise<Delivery> {
    const devices = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    if (!devices.length) return 'no-device';
    const payload = JSON.stringify(message);
    const gone: string[] = [];
    const delivered: string[] = [];
    for (const device of devices) {
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          {
            vapidDetails: this.vapid,
            TTL: TIME_TO_LIVE_S,
            urgency: 'normal',
            topic: message.tag,
            ...(this.agent ? { agent: this.agent } : {}),
          },
        );
        delivered.push(device.id);
      } catch (error) {
        if (error instanceof WebPushError && GONE.has(error.statusCode)) gone.push(device.id);
        else console.error('web push failed', error instanceof WebPushError ? error.statusCode : error);
      }
    }
    if (gone.length) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    if (delivered.length) {
      await this.db
        .update(pushSubscriptions)
        .set({ lastSentAt: sql`now()` })
        .where(inArray(pushSubscriptions.id, delivered));
      return 'sent';
    }
    return gone.length === devices.length ? 'no-device' : 'failed';
  }
}
