import { formatMinor } from './money';
import type { PrintedBlock, PrintedDocument, PrintedRow } from './printed-document';
import {
  type CreditNote,
  creditNoteAmountLines,
  creditNoteNumbers,
  gstParticulars,
  invoiceNumbers,
  isSampleSupplier,
  orderLines,
  type Particular,
  PROGRAMME_INCLUDES,
  programmeDetails,
  type Receipt,
  receiptAmountLines,
  receiptTotal,
  refundNoticeText,
  SAMPLE_SUPPLIER_NOTICE,
  statusLabel,
  supplierAddress,
  type TaxInvoice,
} from './receipt';

/**
 * The tax invoice and the credit note as their PDFs print them: the lines of /receipt and
 * /receipt/credit-note, from the same builders (lib/domain/receipt.ts), in English, the documents'
 * legal form. Pure: no React, no I/O.
 */

const inr = (paise: number) => formatMinor(paise, 'INR');
const rows = (lines: readonly (readonly [string, string, ...unknown[]])[]): PrintedBlock => ({
  kind: 'rows',
  rows: lines.map(([label, value]): PrintedRow => ({ label, value })),
});

/** The supplier, then the document's particulars: rule 46's (a credit note, rule 53's). */
function particulars(invoice: TaxInvoice, numbers: Particular[]): PrintedBlock[] {
  return [
    { kind: 'paragraph', text: invoice.supplier.name, tone: 'strong' },
    { kind: 'paragraph', text: supplierAddress(invoice), tone: 'muted' },
    { kind: 'paragraph', text: [{ text: 'GSTIN: ' }, { text: invoice.supplier.gstin, tone: 'strong' }] },
    ...(isSampleSupplier(invoice)
      ? [{ kind: 'paragraph', text: SAMPLE_SUPPLIER_NOTICE, tone: 'muted', small: true } as const]
      : []),
    rows(gstParticulars(invoice, numbers)),
  ];
}

const amountInWords = (invoice: TaxInvoice): PrintedBlock => ({
  kind: 'paragraph',
  text: [
    { text: 'Amount in words: ', tone: 'muted' },
    { text: invoice.inWords, tone: 'strong' },
  ],
});

/** A paid (or since refunded) order's GST tax invoice, with the receipt's lines. */
export function taxInvoiceDocument(
  receipt: Receipt,
  invoice: TaxInvoice,
  business: string,
  contact: { email: string; phone: string },
): PrintedDocument {
  const money = (minor: number) => formatMinor(minor, receipt.currency);
  return {
    title: `${business} Tax Invoice ${invoice.number}`,
    language: 'en-IN',
    blocks: [
      { kind: 'title', text: `${business} Tax Invoice` },
      ...particulars(invoice, invoiceNumbers(invoice)),
      { kind: 'rule' },
      rows([...orderLines(receipt), ['Status', statusLabel(receipt)]]),
      ...(receipt.creditNote
        ? [
            { kind: 'heading', text: 'Refunded' } as const,
            { kind: 'paragraph', text: refundNoticeText(receipt.creditNote) } as const,
          ]
        : []),
      { kind: 'rule' },
      {
        kind: 'rows',
        rows: [
          ...receiptAmountLines(receipt).map(([label, minor]) => ({ label, value: money(minor) })),
          { label: 'Total paid', value: receiptTotal(receipt), strong: true },
        ],
      },
      amountInWords(invoice),
      { kind: 'rule' },
      { kind: 'heading', text: 'Program Details' },
      {
        kind: 'paragraph',
        text: programmeDetails(receipt)
          .map(([label, value]) => `${label}: ${value}`)
          .join(' · '),
      },
      { kind: 'paragraph', text: PROGRAMME_INCLUDES.map((item) => `• ${item}`).join('    ') },
      { kind: 'rule' },
      { kind: 'paragraph', text: `Support: ${contact.email} · ${contact.phone}`, tone: 'muted', small: true },
    ],
  };
}

/** A refunded order's GST credit note: the invoice's whole value credited back. */
export function creditNoteDocument(creditNote: CreditNote, business: string): PrintedDocument {
  const { invoice } = creditNote;
  return {
    title: `${business} Credit Note ${creditNote.number}`,
    language: 'en-IN',
    blocks: [
      { kind: 'title', text: `${business} Credit Note` },
      { kind: 'paragraph', text: creditNote.reason, tone: 'muted' },
      { kind: 'rule' },
      ...particulars(invoice, creditNoteNumbers(creditNote)),
      { kind: 'rule' },
      {
        kind: 'rows',
        rows: [
          ...creditNoteAmountLines(invoice).map(([label, paise]) => ({ label, value: inr(paise) })),
          { label: 'Total credited', value: inr(invoice.amounts.total), strong: true },
        ],
      },
      amountInWords(invoice),
    ],
  };
}
