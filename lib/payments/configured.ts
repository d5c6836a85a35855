import 'server-only';
import { settings } from '@/lib/settings';
import type { AnyGateway, CheckoutGateway } from './gateway';
import { razorpayGateway } from './razorpay';
import { checkoutSignatureValid } from './razorpay-signature';
import { simulatedGateway } from './simulated';

let razorpay: { key: string; gateway: CheckoutGateway } | undefined;

/**
 * The gateway the app takes money with: Razorpay once its three keys are set (lib/settings checks
 * they come together), else the specification's simulated one. Razorpay's is made once per set of
 * keys (tests change them; a server never does).
 */
export function configuredGateway(): AnyGateway {
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_API_URL: apiUrl,
    RAZORPAY_CHECKOUT_URL: scriptUrl,
  } = settings();
  if (!keyId || !keySecret) return simulatedGateway();
  const key = [keyId, keySecret, apiUrl, scriptUrl].join('\u0000');
  if (razorpay?.key !== key) razorpay = { key, gateway: razorpayCheckout({ keyId, keySecret, apiUrl, scriptUrl }) };
  return razorpay.gateway;
}

/** Razorpay as a CheckoutGateway: its orders, Checkout's signed answer, its payments and refunds. */
export function razorpayCheckout({
  keyId,
  keySecret,
  apiUrl,
  scriptUrl,
}: {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  scriptUrl: string;
}): CheckoutGateway {
  const api = razorpayGateway({ keyId, keySecret, apiUrl });
  return {
    kind: 'checkout',
    keyId,
    scriptUrl,
    async createOrder(order) {
      const created = await api.createOrder(order);
      return created.ok ? { ok: true, gatewayOrderId: created.razorpayOrderId } : created;
    },
    answerValid: ({ paymentId, signature }, gatewayOrderId) =>
      checkoutSignatureValid({ orderId: gatewayOrderId, paymentId, signature }, keySecret),
    status: (gatewayOrderId) => api.status(gatewayOrderId),
    refund: (order) => api.refund(order),
  };
}
