import { settings } from '@/lib/settings';
import type { ThirdPartySources } from '@/lib/security/content-security-policy';

/** Where Razorpay sends its webhooks (set in its Dashboard); no session is read for it. */
export const RAZORPAY_WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/** Razorpay's own origins, beyond the script's and the API's, that Checkout's script calls from the page. */
const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_LOGGING = 'https://lumberjack.razorpay.com';

/**
 * What /payment lets in for Razorpay Checkout when Razorpay is configured: its script, its window
 * (a frame from the API's origin), and the endpoints the script calls. Nothing without Razorpay.
 */
export function gatewayCheckoutSources(): ThirdPartySources | undefined {
  const { RAZORPAY_KEY_ID, RAZORPAY_CHECKOUT_URL, RAZORPAY_API_URL } = settings();
  if (!RAZORPAY_KEY_ID) return undefined;
  const script = new URL(RAZORPAY_CHECKOUT_URL).origin;
  const api = new URL(RAZORPAY_API_URL).origin;
  const own = script === RAZORPAY_CHECKOUT_ORIGIN ? [RAZORPAY_LOGGING] : [];
  return { scripts: [script], frames: [...new Set([api, script])], connect: [...new Set([api, script, ...own])] };
}
