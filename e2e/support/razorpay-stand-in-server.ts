// The Razorpay stand-in as a process of its own for the browser tests (playwright.config.ts starts
// it beside the server of e2e/support/razorpay-server.ts): its API, its Checkout script, and its
// webhooks sent to that server. Playwright stops it with the servers.
import { startRazorpayStandIn } from '../../tests/support/razorpay-stand-in';
import { RAZORPAY_TEST_KEYS, razorpayPort, razorpayStandInPort } from './razorpay-server';

const port = Number(process.env.E2E_PORT ?? 3100);
const standIn = await startRazorpayStandIn({
  keyId: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID,
  keySecret: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET,
  webhookSecret: RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET,
  port: razorpayStandInPort(port),
});
standIn.state.webhook.url = `http://127.0.0.1:${razorpayPort(port)}/api/payments/razorpay/webhook`;
console.log(`Razorpay stand-in on ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().finally(() => process.exit(0)));
}
