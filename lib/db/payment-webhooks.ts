import 'server-only';
import { eq } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { parseRazorpayWebhook, webhookEffect, webhookSignatureValid } from '@/lib/payments/razorpay-signature';
import { getDatabase } from './database';
import { noteGatewayFailure, orderOfGatewayOrder, orderOfPayment, recordGatewayPayment } from './orders';
import { recordRefund } from './refunds';
import { paymentEvents } from './schema';

/** What the webhook route answers Razorpay: 2xx takes the event; anything else is delivered again later. */
export type WebhookAnswer = { status: 200; handled: 'done' | 'again' | 'ignored' } | { status: 400; reason: string };

/** Razorpay's event ids: `evt_` and letters and digits. */
const EVENT_ID = /^[A-Za-z0-9_]{1,64}$/;

/**
 * One delivery of a Razorpay webhook: its signature over the raw body checked first (a bad or
 * missing one changes nothing), then the event handled once by its id. The effects are
 * idempotent too (a payment is recorded once, a refund once), so two deliveries of one event at
 * the same moment do no harm; the id is kept after the effect, so a delivery that failed midway
 * is handled in full when Razorpay retries it.
 */
export async function handleRazorpayWebhook(
  rawBody: string,
  headers: { signature: string | null; eventId: string | null },
  webhookSecret: string,
): Promise<WebhookAnswer> {
  if (!webhookSignatureValid(rawBody, headers.signature, webhookSecret)) return { status: 400, reason: 'signature' };
  const event = parseRazorpayWebhook(rawBody);
  if (!event) return { status: 400, reason: 'body' };
  const eventId = headers.eventId && EVENT_ID.test(headers.eventId) ? headers.eventId : null;
  if (!eventId) return { status: 400, reason: 'event id' };
  const { db } = await getDatabase();
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  if (seen) return { status: 200, handled: 'again' };
  const effect = webhookEffect(event);
  let handled: 'done' | 'ignored' = 'done';
  switch (effect.kind) {
    case 'paid': {
      const order = await orderOfGatewayOrder(effect.razorpayOrderId);
      if (!order) handled = 'ignored';
      else if (effect.amount !== order.amount) {
        // Razorpay charges its order's amount, which is ours; another amount is no payment of this order.
        console.error('Razorpay payment of another amount than its order', { orderId: order.id, paid: effect.amount });
        handled = 'ignored';
      } else await recordGatewayPayment(order.id, effect.paymentId);
      break;
    }
    case 'failed': {
      const order = await orderOfGatewayOrder(effect.razorpayOrderId);
      if (order) await noteGatewayFailure(order.id, effect.message);
      else handled = 'ignored';
      break;
    }
    case 'refunded': {
      // The admin's approval records its refund when Razorpay accepts it; this records one whose
      // answer was lost, or one made in Razorpay's Dashboard, with its credit note.
      const order = await orderOfPayment(effect.paymentId);
      if (order && (order.status === 'paid' || order.status === 'refunded'))
        await recordRefund(order.id, effect.refundId, clockNow());
      else handled = 'ignored';
      break;
    }
    case 'ignored':
      handled = 'ignored';
  }
  await db
    .insert(paymentEvents)
    .values({ eventId, event: event.event.slice(0, 64) })
    .onConflictDoNothing();
  return { status: 200, handled };
}
