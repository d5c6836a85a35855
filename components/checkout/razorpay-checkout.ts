import type { CheckoutOpening } from '@/lib/payments/checkout-options';

/** Checkout's signed answer for a payment of the order it was opened on. */
export interface CheckoutAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (
  options: CheckoutOpening['options'] & {
    handler: (answer: CheckoutAnswer) => void;
    modal: { ondismiss: () => void; confirm_close: boolean };
  },
) => RazorpayCheckout;

const scripts = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Checkout's script, loaded once, when Pay is first pressed (not with the page): the page's
 * policy allows its origin on /payment alone, and a customer who never presses Pay never loads it.
 */
function checkoutScript(url: string): Promise<RazorpayConstructor> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (Razorpay) resolve(Razorpay);
        else reject(new Error('Checkout loaded without Razorpay'));
      };
      script.onerror = () => reject(new Error(`Checkout's script did not load: ${url}`));
      document.head.appendChild(script);
    });
    // A script that failed (offline, blocked) is tried again by the next Pay.
    loading.catch(() => scripts.delete(url));
    scripts.set(url, loading);
  }
  return loading;
}

export interface CheckoutEvents {
  /** The payment went through; the server checks the answer's signature before it counts. */
  paid(answer: CheckoutAnswer): void;
  /** An attempt failed (Checkout stays open for another); Razorpay's words for the customer. */
  failed(message: string | undefined): void;
  /** The customer closed Checkout without paying. */
  closed(): void;
}

/** Opens Razorpay Checkout on the order the server made; false when its script could not be loaded. */
export async function openRazorpayCheckout(opening: CheckoutOpening, events: CheckoutEvents): Promise<boolean> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await checkoutScript(opening.scriptUrl);
  } catch (error) {
    console.warn(error);
    return false;
  }
  const checkout = new Razorpay({
    ...opening.options,
    handler: events.paid,
    // Closing asks first: a customer halfway through a UPI approval should not lose it by a stray tap.
    modal: { ondismiss: events.closed, confirm_close: true },
  });
  checkout.on('payment.failed', (response) => events.failed(response.error?.description));
  checkout.open();
  return true;
}
