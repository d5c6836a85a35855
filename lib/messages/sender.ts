import type { Locale } from '@/lib/i18n/locales';

/**
 * One way to reach a customer outside the app (web push, WhatsApp): every reminder and alert
 * goes through this, so a channel is added or swapped without touching what sends.
 */
export interface OutgoingMessage {
  title: string;
  body: string;
  /** The app's page a tap opens. */
  url: string;
  /** Messages with the same tag replace one another on the device. */
  tag: string;
  /** The language it is written in: WhatsApp sends the template's translation in it. */
  language: Locale;
}

/** sent: at least one of the customer's devices took it; no-device: they have none on this channel. */
export type Delivery = 'sent' | 'no-device' | 'failed';

export interface MessageSender {
  readonly channel: string;
  send(userId: string, message: OutgoingMessage): Promise<Delivery>;
}

/**
 * Every channel at once: sent if any took it, no-device if none had a way to the customer,
 * failed otherwise (the worker records one outcome per reminder).
 */
export class EveryChannel implements MessageSender {
  readonly channel: string;

  constructor(private readonly senders: MessageSender[]) {
    this.channel = senders.map((sender) => sender.channel).join('+');
  }

  async send(userId: string, message: OutgoingMessage): Promise<Delivery> {
    const deliveries = await Promise.all(this.senders.map((sender) => sender.send(userId, message)));
    if (deliveries.includes('sent')) return 'sent';
    return deliveries.every((delivery) => delivery === 'no-device') ? 'no-device' : 'failed';
  }
}

/**
 * Runs `task` for each item, at most `limit` at once, and settles once none is running. A task
 * that throws stops its own lane only (the others go on), then the first error is thrown.
 */
export async function eachAtMost<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failed = lanes.find((settled) => settled.status === 'rejected');
  if (failed) throw failed.reason;
}
