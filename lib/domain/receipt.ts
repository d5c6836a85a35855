import { SAMPLE_SUPPLIER } from './gstin';
import { type InvoiceAmounts, rupeesInWords, stateTaxLabel } from './invoice';
import { type IndianState, stateByCode } from './indian-states';
import { formatMinor } from './money';
import { formatDate, formatDay } from './india-time';
import { packageById } from './packages';
import { planStatusText } from './plans';
import { istDay } from './india-time';

/** What a receipt shows and the text file it downloads as. Pure: no React, no I/O. */

/** A paid order's GST tax invoice (CGST Rules 2017, rule 46), as the order row keeps it. */
export interface TaxInvoice {
  number: string;
  date: Date;
  supplier: { name: string; address: string; state: IndianState; gstin: string };
  placeOfSupply: IndianState;
  customerName: string | null;
  sac: string;
  amounts: InvoiceAmounts;
  /** 'SGST', or 'UTGST' when the supplier is in a union territory without a legislature. */
  stateTaxLabel: 'SGST' | 'UTGST';
  inWords: string;
}

/**
 * The GST credit note an approved refund issues against the invoice (CGST Act s.34, CGST Rules
 * rule 53): the whole invoice's value, taxes included, credited back.
 */
export interface CreditNote {
  number: string;
  date: Date;
  invoice: TaxInvoice;
  reason: string;
}

export const CREDIT_NOTE_REASON = 'Refund under the 45-day money-back guarantee';

export interface Receipt {
  orderId: string | null;
  orderNumber: string;
  purchasedAt: Date;
  /**
   * The programme's first day: the day the order was paid, as the dashboard counts it (the day it
   * was placed until then; today for the sample). Fixed, so the receipt reads the same every time.
   */
  startsOn: Date;
  /**
   * The days the plan covers, 'YYYY-MM-DD', once paid (a plan bought on top starts when the running
   * one ends); a refund ends it on its day.
   */
  period: { from: string; to: string; refundedOn: string | null } | null;
  productName: string;
  status: string;
  /** Minor units (paise, cents). */
  subtotal: number;
  tax: number;
  total: number;
  currency: string;
  duration: string;
  sample: boolean;
  /** Only a paid (or later refunded) order with its invoice figures is a tax invoice. */
  invoice?: TaxInvoice;
  /** A refunded order's credit note. */
  creditNote?: CreditNote;
}

/** receipt_for()'s row. */
export interface ReceiptRow {
  id: string;
  order_number: string;
  package_id: string;
  product_name: string;
  status: string;
  subtotal: number;
  gst: number;
  amount: number;
  currency: string;
  created_at: string | Date;
  paid_at: string | Date | null;
  place_of_supply: string | null;
  tax_rate: string | number;
  cgst: number;
  sgst: number;
  igst: number;
  sac: string | null;
  supplier_name: string | null;
  supplier_address: string | null;
  supplier_state: string | null;
  supplier_gstin: string | null;
  customer_name: string | null;
  invoice_number: string | null;
  /** 'YYYY-MM-DD' (lib/db maps the driver's value). */
  starts_on: string | null;
  ends_on: string | null;
  refunded_at: string | Date | null;
  credit_note_number: string | null;
}

function invoiceFromRow(row: ReceiptRow): TaxInvoice | undefined {
  const supplierState = stateByCode(row.supplier_state);
  const placeOfSupply = stateByCode(row.place_of_supply);
  const { invoice_number: number, paid_at: paidAt, supplier_name: name, supplier_address: address, supplier_gstin: gstin } = row;
  if (!number || !paidAt || !supplierState || !placeOfSupply || !name || !address || !gstin || !row.sac) return undefined;
  return {
    number,
    date: new Date(paidAt),
    supplier: { name, address, state: supplierState, gstin },
    placeOfSupply,
    customerName: row.customer_name,
    sac: row.sac,
    amounts: {
      ratePercent: Number(row.tax_rate),
      taxable: row.subtotal,
      cgst: row.cgst,
      sgst: row.sgst,
      igst: row.igst,
      tax: row.gst,
      total: row.amount,
    },
    stateTaxLabel: stateTaxLabel(supplierState),
    inWords: rupeesInWords(row.amount),
  };
}

export function receiptFromRow(row: ReceiptRow): Receipt {
  const invoice = row.status === 'paid' || row.status === 'refunded' ? invoiceFromRow(row) : undefined;
  const creditNote =
    invoice && row.credit_note_number && row.refunded_at
      ? { number: row.credit_note_number, date: new Date(row.refunded_at), invoice, reason: CREDIT_NOTE_REASON }
      : undefined;
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    purchasedAt: new Date(row.created_at),
    startsOn: new Date(row.paid_at ?? row.created_at),
    period:
      row.starts_on && row.ends_on
        ? { from: row.starts_on, to: row.ends_on, refundedOn: row.refunded_at ? istDay(new Date(row.refunded_at)) : null }
        : null,
    productName: row.product_name,
    status: row.status,
    subtotal: row.subtotal,
    tax: row.gst,
    total: row.amount,
    currency: row.currency,
    duration: packageById(row.package_id).duration,
    sample: false,
    invoice,
    creditNote,
  };
}

/** The spec's sample, shown when no order id is given. */
export function sampleReceipt(now: Date): Receipt {
  return {
    orderId: null,
    orderNumber: 'SAMPLE-0001',
    purchasedAt: now,
    startsOn: now,
    period: null,
    productName: '6-Month Wellness Program',
    status: 'paid',
    subtotal: 4999,
    tax: 0,
    total: 4999,
    currency: 'usd',
    duration: '6 Months',
    sample: true,
  };
}

/**
 * The plan's period as the receipt says it: '27 November 2026 to 26 May 2027', or, once refunded,
 * '27 November 2026 until its refund on 2 December 2026' (it ended that day), or 'Refunded on 2
 * December 2026, before it began'.
 */
export function periodText(period: NonNullable<Receipt['period']>): string {
  if (period.refundedOn === null) return `${formatDay(period.from)} to ${formatDay(period.to)}`;
  return period.to < period.from
    ? `${planStatusText({ kind: 'refunded', refundedOn: period.refundedOn })}, before it began`
    : `${formatDay(period.from)} until its refund on ${formatDay(period.refundedOn)}`;
}

export function receiptFileName(receipt: Pick<Receipt, 'orderNumber'>): string {
  return `receipt-${receipt.orderNumber}.txt`;
}

/** The tax lines of an invoice, labelled as printed: 'CGST 9%', 'SGST 9%' or 'IGST 18%'. */
export function taxLines(invoice: TaxInvoice): [label: string, paise: number][] {
  const { amounts } = invoice;
  const half = `${amounts.ratePercent / 2}%`;
  return amounts.igst > 0 || amounts.cgst + amounts.sgst === 0
    ? [[`IGST ${amounts.ratePercent}%`, amounts.igst]]
    : [
        [`CGST ${half}`, amounts.cgst],
        [`${invoice.stateTaxLabel} ${half}`, amounts.sgst],
      ];
}

const inr = (paise: number) => formatMinor(paise, 'INR');

// The receipt's and the credit note's lines, for their pages and their PDFs alike: one source of
// their labels and figures.

/** A particular of a GST document: its label, its value, and whether the value never breaks (numbers, dates). */
export type Particular = [label: string, value: string, nowrap?: boolean];

/** The order's own lines, first on the receipt. */
export function orderLines(receipt: Receipt): [label: string, value: string][] {
  return [
    ['Order number', receipt.orderNumber],
    ['Purchase date', formatDate(receipt.purchasedAt)],
    ['Product', receipt.productName],
  ];
}

export const statusLabel = (receipt: Pick<Receipt, 'status'>) => receipt.status.toUpperCase();

/** The amounts before the total: the subtotal, then the invoice's taxes (a receipt without an invoice, its one tax). */
export function receiptAmountLines(receipt: Receipt): [label: string, minor: number][] {
  return [
    ['Subtotal', receipt.subtotal],
    ...(receipt.invoice ? taxLines(receipt.invoice) : [['Tax', receipt.tax] as [string, number]]),
  ];
}

/** 'Total paid' as the receipt says it: '₹10,619.00 INR'. */
export const receiptTotal = (receipt: Pick<Receipt, 'total' | 'currency'>) =>
  `${formatMinor(receipt.total, receipt.currency)} ${receipt.currency.toUpperCase()}`;

/** A credit note's amounts before its total: the invoice's taxable value and taxes, credited back. */
export function creditNoteAmountLines(invoice: TaxInvoice): [label: string, paise: number][] {
  return [['Taxable value', invoice.amounts.taxable], ...taxLines(invoice)];
}

/** A tax invoice's own number and date. */
export function invoiceNumbers(invoice: TaxInvoice): Particular[] {
  return [
    ['Invoice number', invoice.number, true],
    ['Invoice date', formatDate(invoice.date), true],
  ];
}

/** A credit note's own number and date, then the invoice's it cancels. */
export function creditNoteNumbers(creditNote: CreditNote): Particular[] {
  return [
    ['Credit note number', creditNote.number, true],
    ['Credit note date', formatDate(creditNote.date), true],
    ['Against invoice', creditNote.invoice.number, true],
    ['Invoice date', formatDate(creditNote.invoice.date), true],
  ];
}

/** After the document's own numbers (rule 46, rule 53): the recipient, the place of supply, the SAC. */
export function gstParticulars(invoice: TaxInvoice, numbers: Particular[]): Particular[] {
  return [
    ...numbers,
    ...(invoice.customerName ? [['Billed to', invoice.customerName] as Particular] : []),
    ['Place of supply', `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`],
    ['SAC', invoice.sac],
  ];
}

/** The supplier's address with its state: '1 Sample Street, Pune 411001, Maharashtra (27)'. */
export const supplierAddress = ({ supplier }: TaxInvoice) =>
  `${supplier.address}, ${supplier.state.name} (${supplier.state.code})`;

/** Said under the supplier while it is the development setup's. */
export const SAMPLE_SUPPLIER_NOTICE = 'Sample supplier details of a development setup: not valid for tax purposes.';
export const isSampleSupplier = (invoice: TaxInvoice) => invoice.supplier.gstin === SAMPLE_SUPPLIER.gstin;

/** What every plan includes, under the receipt's programme details. */
export const PROGRAMME_INCLUDES = ['Personal coaching', 'Meal plans', 'Workout routines', '24/7 WhatsApp support'];

/** The programme's duration, then its period once paid (its first day before). */
export function programmeDetails(receipt: Receipt): [label: string, value: string][] {
  return [
    ['Duration', receipt.duration],
    receipt.period ? ['Plan period', periodText(receipt.period)] : ['Start date', formatDate(receipt.startsOn)],
  ];
}

/** A refunded order's receipt says so first: the day, and the credit note that cancels its invoice. */
export const refundNoticeText = (creditNote: CreditNote) =>
  `The full amount was refunded on ${formatDate(creditNote.date)}. Credit note ${creditNote.number} cancels invoice ${creditNote.invoice.number}.`;

function invoiceText(invoice: TaxInvoice): string[] {
  return [`Tax invoice: ${invoice.number}`, `Invoice date: ${formatDate(invoice.date)}`, ...particularsText(invoice)];
}

/** The supplier, recipient, place of supply, SAC and taxes, as an invoice and its credit note print them. */
function particularsText(invoice: TaxInvoice): string[] {
  return [
    `Supplier: ${invoice.supplier.name}, ${supplierAddress(invoice)}`,
    `GSTIN: ${invoice.supplier.gstin}`,
    ...(invoice.customerName ? [`Billed to: ${invoice.customerName}`] : []),
    `Place of supply: ${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`,
    `SAC: ${invoice.sac}`,
    `Taxable value: ${inr(invoice.amounts.taxable)}`,
    ...taxLines(invoice).map(([label, paise]) => `${label}: ${inr(paise)}`),
  ];
}

export function receiptText(receipt: Receipt, business: string): string {
  return [
    `${business} receipt${receipt.sample ? ' (sample)' : ''}`,
    `Order number: ${receipt.orderNumber}`,
    `Date: ${formatDate(receipt.purchasedAt)}`,
    `Product: ${receipt.productName}`,
    ...(receipt.period ? [`Plan period: ${periodText(receipt.period)}`] : []),
    ...(receipt.invoice ? invoiceText(receipt.invoice) : []),
    `Subtotal: ${formatMinor(receipt.subtotal, receipt.currency)}`,
    `Tax: ${formatMinor(receipt.tax, receipt.currency)}`,
    `Amount: ${formatMinor(receipt.total, receipt.currency)} ${receipt.currency.toUpperCase()}`,
    ...(receipt.invoice ? [`Amount in words: ${receipt.invoice.inWords}`] : []),
    `Status: ${receipt.status.toUpperCase()}`,
    ...(receipt.creditNote
      ? [`Refunded on ${formatDate(receipt.creditNote.date)}: credit note ${receipt.creditNote.number}`]
      : []),
    '',
  ].join('\n');
}

export function creditNoteFileName(creditNote: Pick<CreditNote, 'number'>): string {
  return `credit-note-${creditNote.number.replaceAll('/', '-')}.txt`;
}

/** The tax invoice's PDF, named after its number: 'invoice-WF-26-27-000001.pdf'. */
export function invoicePdfFileName(invoice: Pick<TaxInvoice, 'number'>): string {
  return `invoice-${invoice.number.replaceAll('/', '-')}.pdf`;
}

export function creditNotePdfFileName(creditNote: Pick<CreditNote, 'number'>): string {
  return `credit-note-${creditNote.number.replaceAll('/', '-')}.pdf`;
}

/** Where an order's tax invoice and credit note download as PDFs (app/api/orders/[id]/…), for their owner and staff. */
export const invoicePdfPath = (orderId: string) => `/api/orders/${orderId}/invoice`;
export const creditNotePdfPath = (orderId: string) => `/api/orders/${orderId}/credit-note`;

export function creditNoteText(creditNote: CreditNote, business: string): string {
  const { invoice } = creditNote;
  return [
    `${business} credit note`,
    `Credit note: ${creditNote.number}`,
    `Credit note date: ${formatDate(creditNote.date)}`,
    `Against tax invoice: ${invoice.number} of ${formatDate(invoice.date)}`,
    `Reason: ${creditNote.reason}`,
    ...particularsText(invoice),
    `Total credited: ${inr(invoice.amounts.total)}`,
    `Amount in words: ${invoice.inWords}`,
    '',
  ].join('\n');
}
