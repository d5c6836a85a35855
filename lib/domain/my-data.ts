import { stateByCode } from './indian-states';
import { formatMinor } from './money';

/**
 * An order as 'Download my data' writes it: what a customer can read without our schema (amounts
 * in rupees with their sign, the place of supply by name), not the row's paise and internal keys.
 * Pure: no I/O.
 */
export interface OrderForExport {
  id: string;
  userId: string | null;
  orderNumber: string;
  productName: string;
  status: string;
  paymentMethod: string | null;
  currency: string;
  subtotal: number;
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
  amount: number;
  placeOfSupply: string | null;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
}

export function orderForExport(order: OrderForExport) {
  const money = (minor: number) => formatMinor(minor, order.currency);
  const state = stateByCode(order.placeOfSupply);
  return {
    id: order.id,
    userId: order.userId,
    orderNumber: order.orderNumber,
    plan: order.productName,
    status: order.status,
    paymentMethod: order.paymentMethod,
    orderedAt: order.createdAt,
    paidAt: order.paidAt,
    invoiceNumber: order.invoiceNumber,
    placeOfSupply: state ? `${state.name} (${state.code})` : null,
    priceBeforeTax: money(order.subtotal),
    ...(order.igst > 0 ? { igst: money(order.igst) } : { cgst: money(order.cgst), sgst: money(order.sgst) }),
    totalTax: money(order.gst),
    totalPaid: money(order.amount),
    refundedAt: order.refundedAt,
    creditNoteNumber: order.creditNoteNumber,
  };
}
