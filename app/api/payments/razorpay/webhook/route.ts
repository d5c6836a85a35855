import { NextResponse } from 'next/server';
import { handleRazorpayWebhook } from '@/lib/db/payment-webhooks';
import { settings } from '@/lib/settings';

/** Razorpay's webhooks (payment.captured, payment.failed, order.paid, refund.processed): lib/db/payment-webhooks.ts. */
export async function POST(request: Request) {
  const secret = settings().RAZORPAY_WEBHOOK_SECRET;
  if (!secret) return NextResponse.json({ error: 'Razorpay is not configured' }, { status: 404 });
  // The signature is over the bytes as sent: the body is read as text, never parsed and written again.
  const rawBody = await request.text();
  const answer = await handleRazorpayWebhook(
    rawBody,
    { signature: request.headers.get('x-razorpay-signature'), eventId: request.headers.get('x-razorpay-event-id') },
    secret,
  );
  if (answer.status === 400) return NextResponse.json({ error: `Bad ${answer.reason}` }, { status: 400 });
  return NextResponse.json({ ok: true, handled: answer.handled });
}
