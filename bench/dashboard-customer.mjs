// A paying customer for the dashboard's figures: a demo sign-in, an order paid through the
// payment form and a weight logged, all as a browser without JavaScript does it.
import { Browser, findForm } from './http-browser.mjs';

/** A signed-in customer whose dashboard shows a running programme, with the order they paid. */
export async function payingCustomer(base, headers = {}) {
  const customer = new Browser(base, headers);
  const payment = '/payment?package=online-3m';
  const signIn = `/auth?next=${encodeURIComponent(payment)}`;
  const demo = findForm(await customer.get(signIn), 'demo login', (f) => f.inner.includes('Demo Login'));
  const signedIn = await customer.submit(signIn, demo);
  if (signedIn.status !== 303) throw new Error(`demo login: ${signedIn.status}`);
  const pay = findForm(await customer.get(payment), 'payment', (f) => 'checkoutId' in f.fields);
  const paid = await customer.submit(payment, pay, { method: 'upi', placeOfSupply: '27' });
  if (paid.status !== 303 || !paid.location?.startsWith('/payment-success'))
    throw new Error(`payment: ${paid.status} to ${paid.location}`);
  const weight = findForm(await customer.get('/dashboard'), 'weight', (f) => f.inner.includes('name="weight"'));
  await customer.submit('/dashboard', weight, { weight: '79.5' });
  if (!(await customer.get('/dashboard')).includes('Program Timeline')) throw new Error('the dashboard shows no programme');
  const orderId = new URL(paid.location, base).searchParams.get('order_id');
  return { customer, cookie: customer.cookieHeader(), orderId };
}
