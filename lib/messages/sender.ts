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
