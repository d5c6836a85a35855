import path from 'node:path';

/**
 * The test server that takes money through Razorpay (issue 45), against a stand-in of Razorpay's
 * API and Checkout in a process of its own (e2e/support/razorpay-stand-in-server.ts): its port is
 * the main server's plus four, the stand-in's plus five; its database is its own.
 */
export const RAZORPAY_PROJECT = 'razorpay-360';

export const razorpayPort = (port: number) => port + 4;
export const razorpayStandInPort = (port: number) => port + 5;
export const razorpayDatabaseDir = (dataDir: string) => path.join(dataDir, 'razorpay-pglite');

/** The keys both sides hold: the stand-in signs with them and the server checks with them. */
export const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_E2eStandIn0000001',
  RAZORPAY_KEY_SECRET: 'e2e-stand-in-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-stand-in-webhook-secret-0123456789',
} as const;

/** The server's settings: the three keys, and the stand-in in Razorpay's place. */
export function razorpayServerEnv(port: number): Record<string, string> {
  const standIn = `http://127.0.0.1:${razorpayStandInPort(port)}`;
  return { ...RAZORPAY_TEST_KEYS, RAZORPAY_API_URL: standIn, RAZORPAY_CHECKOUT_URL: `${standIn}/v1/checkout.js` };
}
