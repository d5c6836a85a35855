import { randomUUID } from 'node:crypto';
import { settings } from '@/lib/settings';
import type { ChargeStatus, PaymentGateway } from './gateway';

// The simulated gateway's own ledger, one per process like a real gateway's is one per account.
const ledger = ((globalThis as { __simulatedGatewayLedger?: Map<string, ChargeStatus> }).__simulatedGatewayLedger ??= new Map());

const refunds = ((globalThis as { __simulatedGatewayRefunds?: Map<string, string> }).__simulatedGatewayRefunds ??= new Map());

const LEDGER_SIZE = 10_000;

/**
 * The spec's simulated payment: no money moves; the capture takes `delayMs`
 * (PAYMENT_SIMULATED_DELAY_MS, 3 s by default).
 * A charge it has no record of was never taken (the server stopped before or during the
 * capture), so `status` answers failed: the customer is asked to pay again, never charged twice.
 * A refund is instant and once per order: asked again, it answers with the same reference.
 */
export function simulatedGateway(delayMs = settings().PAYMENT_SIMULATED_DELAY_MS): PaymentGateway {
  return {
    async capture({ orderId }) {
      // Reconciliation asks about orders minutes old; a long-running server keeps only the newest.
      if (ledger.size >= LEDGER_SIZE) ledger.delete(ledger.keys().next().value!);
      ledger.set(orderId, { status: 'pending' });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const reference = `sim_${randomUUID()}`;
      ledger.set(orderId, { status: 'paid', reference });
      return { ok: true, reference };
    },
    async status(orderId) {
      return ledger.get(orderId) ?? { status: 'failed', message: 'The payment did not go through. No money was taken.' };
    },
    async refund({ orderId }) {
      if (refunds.size >= LEDGER_SIZE && !refunds.has(orderId)) refunds.delete(refunds.keys().next().value!);
      const reference = refunds.get(orderId) ?? `simrf_${randomUUID()}`;
      refunds.set(orderId, reference);
      return { ok: true, reference };
    },
  };
}
