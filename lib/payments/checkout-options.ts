import type { AuthUser } from '@/lib/auth/types';
import type { Business } from '@/lib/business';
import type { CreateOrderInput } from '@/lib/domain/order-schema';
import type { CheckoutGateway } from './gateway';

/**
 * What the browser needs to open Razorpay Checkout on one of our orders: the script, our order
 * (for the answer), and Checkout's options (Razorpay's names). Everything in it is public: the key
 * id, the Razorpay order, the amount the server priced, and the customer's own phone and name.
 */
export interface CheckoutOpening {
  scriptUrl: string;
  orderId: string;
  options: {
    key: string;
    order_id: string;
    /** Paise; Checkout shows it, Razorpay charges its order's. */
    amount: number;
    currency: string;
    name: string;
    description: string;
    prefill: { contact?: string; name?: string; method: CreateOrderInput['method'] };
    notes: { order_number: string };
    theme: { color: string };
  };
}

/** The brand colour Checkout's header takes (the app's primary, in sRGB). */
const THEME_COLOR = '#2f855a';

export function checkoutOptions({
  gateway,
  order,
  gatewayOrderId,
  user,
  input,
  business,
}: {
  gateway: Pick<CheckoutGateway, 'keyId' | 'scriptUrl'>;
  order: { id: string; orderNumber: string; amount: number; currency: string; productName: string; customerName: string | null };
  gatewayOrderId: string;
  user: Pick<AuthUser, 'phone'>;
  input: Pick<CreateOrderInput, 'method'>;
  business: Pick<Business, 'legalName'>;
}): CheckoutOpening {
  const name = order.customerName ?? undefined;
  return {
    scriptUrl: gateway.scriptUrl,
    orderId: order.id,
    options: {
      key: gateway.keyId,
      order_id: gatewayOrderId,
      amount: order.amount,
      currency: order.currency,
      name: business.legalName,
      description: `${order.productName} · ${order.orderNumber}`,
      // The phone they signed in with, so UPI and the OTP of a card reach it without typing.
      prefill: { ...(user.phone ? { contact: user.phone } : {}), ...(name ? { name } : {}), method: input.method },
      notes: { order_number: order.orderNumber },
      theme: { color: THEME_COLOR },
    },
  };
}
