import { refresh } from 'next/cache';
import { ok } from './result';

/**
 * The outcome of a change the customer's pages show: the page they are on (Today, Food, Progress,
 * Plan) renders afresh with it, and so does the header's unread badge.
 */
export function savedForCustomer<T>(data: T) {
  refresh();
  return ok(data);
}
