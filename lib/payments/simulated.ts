import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from './gateway';

/** The spec's simulated payment: no money moves; the capture takes `delayMs` (3 s by default). */
export function simulatedGateway(delayMs = Number(process.env.PAYMENT_SIMULATED_DELAY_MS ?? 3000)): PaymentGateway {
  return {
    async capture() {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { ok: true, reference: `sim_${randomUUID()}` };
    },
  };
}
