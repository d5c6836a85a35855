import unicode from '@fontsource/noto-sans-devanagari/unicode.json';
import { describe, expect, it } from 'vitest';
import { isPrivatePath } from '@/lib/auth/private-paths';
import { chartSheetDocument, DIET_CHART_PDF_PATH } from '@/lib/domain/diet-charts/sheet-document';
import type { SheetDay } from '@/lib/domain/diet-charts/sheet';
import { type PrintedBlock, type PrintedDocument, plainText } from '@/lib/domain/printed-document';
import {
  creditNoteAmountLines,
  creditNotePdfFileName,
  creditNotePdfPath,
  gstParticulars,
  invoiceNumbers,
  invoicePdfFileName,
  invoicePdfPath,
  orderLines,
  programmeDetails,
  receiptAmountLines,
  receiptFromRow,
  type ReceiptRow,
  receiptTotal,
  sampleReceipt,
} from '@/lib/domain/receipt';
import { creditNoteDocument, taxInvoiceDocument } from '@/lib/domain/receipt-documents';
import { routeLocale } from '@/lib/i18n/paths';
import { covers, scriptRuns } from '@/lib/pdf/scripts';

// The PDFs' pure parts (issue 45, item 3): the lines the receipt, credit note and diet chart pages
// show, built once for the page and its PDF, and the runs a line is drawn in, a font file each.

/** receipt_for()'s row of an order paid in Maharashtra to a Maharashtra supplier: ₹8,999 + 18%. */
const row: ReceiptRow = {
  id: '6d3f6a3e-3b9c-4a43-9c51-3c3c9e9f2a11',
  order_number: 'WF123456',
  package_id: 'online-6m',
  product_name: 'Online 6-Month Transformation',
  status: 'paid',
  subtotal: 899_900,
  gst: 162_000,
  amount: 1_061_900,
  currency: 'INR',
  created_at: '2026-11-22T06:30:00Z',
  paid_at: '2026-11-22T06:31:00Z',
  place_of_supply: '27',
  tax_rate: '18',
  cgst: 81_000,
  sgst: 81_000,
  igst: 0,
  sac: '999723',
  supplier_name: 'WellFit Wellness (sample supplier)',
  supplier_address: '1 Sample Street, Example Nagar, Pune 411001',
  supplier_state: '27',
  supplier_gstin: '27AAAAA0000A1Z2',
  customer_name: 'राहुल शर्मा',
  invoice_number: 'WF/26-27/000001',
  starts_on: '2026-11-22',
  ends_on: '2027-05-21',
  refunded_at: null,
  credit_note_number: null,
};
const refunded: ReceiptRow = {
  ...row,
  status: 'refunded',
  ends_on: '2026-11-30',
  refunded_at: '2026-11-30T06:00:00Z',
  credit_note_number: 'CN/26-27/000007',
};

const rowsOf = (document: PrintedDocument) =>
  document.blocks.flatMap((block) => (block.kind === 'rows' ? block.rows.map((r) => [r.label, r.value]) : []));
const textOf = (block: PrintedBlock) =>
  block.kind === 'paragraph' || block.kind === 'title' || block.kind === 'heading' ? plainText(block.text) : null;
const paragraphsOf = (document: PrintedDocument) => document.blocks.map(textOf).filter((text) => text !== null);

describe('the receipt’s lines, for its page and its PDF', () => {
  const receipt = receiptFromRow(row);

  it('the order, then the amounts before the total: subtotal and the intra-state taxes', () => {
    expect(orderLines(receipt)).toEqual([
      ['Order number', 'WF123456'],
      ['Purchase date', '22 November 2026'],
      ['Product', 'Online 6-Month Transformation'],
    ]);
    expect(receiptAmountLines(receipt)).toEqual([
      ['Subtotal', 899_900],
      ['CGST 9%', 81_000],
      ['SGST 9%', 81_000],
    ]);
    expect(receiptTotal(receipt)).toBe('₹10,619.00 INR');
    expect(programmeDetails(receipt)).toEqual([
      ['Duration', receipt.duration],
      ['Plan period', '22 November 2026 to 21 May 2027'],
    ]);
  });

  it.each([
    ['another state: IGST', { place_of_supply: '29', cgst: 0, sgst: 0, igst: 162_000 }, [['IGST 18%', 162_000]]],
    [
      'a union territory without a legislature: UTGST',
      { supplier_state: '04', place_of_supply: '04' },
      [
        ['CGST 9%', 81_000],
        ['UTGST 9%', 81_000],
      ],
    ],
  ])('%s', (_case, changes, taxes) => {
    expect(receiptAmountLines(receiptFromRow({ ...row, ...changes }))).toEqual([['Subtotal', 899_900], ...taxes]);
  });

  it('a receipt without an invoice (the sample) has its one tax line, and its start date for a period', () => {
    const sample = sampleReceipt(new Date('2026-11-22T06:30:00Z'));
    expect(receiptAmountLines(sample)).toEqual([
      ['Subtotal', 4999],
      ['Tax', 0],
    ]);
    expect(receiptTotal(sample)).toBe('$49.99 USD');
    expect(programmeDetails(sample)).toEqual([
      ['Duration', '6 Months'],
      ['Start date', '22 November 2026'],
    ]);
  });

  it('the invoice’s particulars: its numbers, the name as written, the place of supply, the SAC', () => {
    const invoice = receipt.invoice!;
    expect(gstParticulars(invoice, invoiceNumbers(invoice))).toEqual([
      ['Invoice number', 'WF/26-27/000001', true],
      ['Invoice date', '22 November 2026', true],
      ['Billed to', 'राहुल शर्मा'],
      ['Place of supply', 'Maharashtra (27)'],
      ['SAC', '999723'],
    ]);
    // No name on the order: no 'Billed to' line.
    const unnamed = receiptFromRow({ ...row, customer_name: null }).invoice!;
    expect(gstParticulars(unnamed, []).map(([label]) => label)).toEqual(['Place of supply', 'SAC']);
  });

  it('names the PDFs after their numbers, and their addresses after the order', () => {
    const { invoice, creditNote } = receiptFromRow(refunded);
    expect(invoicePdfFileName(invoice!)).toBe('invoice-WF-26-27-000001.pdf');
    expect(creditNotePdfFileName(creditNote!)).toBe('credit-note-CN-26-27-000007.pdf');
    expect(invoicePdfPath(row.id)).toBe(`/api/orders/${row.id}/invoice`);
    expect(creditNotePdfPath(row.id)).toBe(`/api/orders/${row.id}/credit-note`);
  });
});

describe('the tax invoice PDF’s document', () => {
  const contact = { email: 'care@wellfit.example', phone: '+91 98765 43210' };

  it('prints the receipt page’s lines and figures, in English', () => {
    const receipt = receiptFromRow(row);
    const document = taxInvoiceDocument(receipt, receipt.invoice!, 'WellFit', contact);
    expect(document).toMatchObject({ title: 'WellFit Tax Invoice WF/26-27/000001', language: 'en-IN' });
    expect(document.blocks[0]).toEqual({ kind: 'title', text: 'WellFit Tax Invoice' });
    expect(rowsOf(document)).toEqual([
      ['Invoice number', 'WF/26-27/000001'],
      ['Invoice date', '22 November 2026'],
      ['Billed to', 'राहुल शर्मा'],
      ['Place of supply', 'Maharashtra (27)'],
      ['SAC', '999723'],
      ['Order number', 'WF123456'],
      ['Purchase date', '22 November 2026'],
      ['Product', 'Online 6-Month Transformation'],
      ['Status', 'PAID'],
      ['Subtotal', '₹8,999.00'],
      ['CGST 9%', '₹810.00'],
      ['SGST 9%', '₹810.00'],
      ['Total paid', '₹10,619.00 INR'],
    ]);
    expect(paragraphsOf(document)).toEqual([
      'WellFit Tax Invoice',
      'WellFit Wellness (sample supplier)',
      '1 Sample Street, Example Nagar, Pune 411001, Maharashtra (27)',
      'GSTIN: 27AAAAA0000A1Z2',
      'Sample supplier details of a development setup: not valid for tax purposes.',
      'Amount in words: Rupees Ten Thousand Six Hundred Nineteen Only',
      'Program Details',
      `Duration: ${receipt.duration} · Plan period: 22 November 2026 to 21 May 2027`,
      '• Personal coaching    • Meal plans    • Workout routines    • 24/7 WhatsApp support',
      'Support: care@wellfit.example · +91 98765 43210',
    ]);
  });

  it('a real supplier’s has no sample notice; a refunded order’s says which credit note cancels it', () => {
    const receipt = receiptFromRow({ ...refunded, supplier_gstin: '27ABCDE1234F1Z5', supplier_name: 'Fit Pvt Ltd' });
    const paragraphs = paragraphsOf(taxInvoiceDocument(receipt, receipt.invoice!, 'WellFit', contact));
    expect(paragraphs.some((text) => text.startsWith('Sample supplier'))).toBe(false);
    expect(paragraphs).toContain(
      'The full amount was refunded on 30 November 2026. Credit note CN/26-27/000007 cancels invoice WF/26-27/000001.',
    );
    expect(rowsOf(taxInvoiceDocument(receipt, receipt.invoice!, 'WellFit', contact))).toContainEqual(['Status', 'REFUNDED']);
  });
});

describe('the credit note PDF’s document', () => {
  it('prints the credit note page’s numbers and the invoice’s whole value credited back', () => {
    const { creditNote } = receiptFromRow(refunded);
    const document = creditNoteDocument(creditNote!, 'WellFit');
    expect(document.title).toBe('WellFit Credit Note CN/26-27/000007');
    expect(rowsOf(document)).toEqual([
      ['Credit note number', 'CN/26-27/000007'],
      ['Credit note date', '30 November 2026'],
      ['Against invoice', 'WF/26-27/000001'],
      ['Invoice date', '22 November 2026'],
      ['Billed to', 'राहुल शर्मा'],
      ['Place of supply', 'Maharashtra (27)'],
      ['SAC', '999723'],
      ['Taxable value', '₹8,999.00'],
      ['CGST 9%', '₹810.00'],
      ['SGST 9%', '₹810.00'],
      ['Total credited', '₹10,619.00'],
    ]);
    expect(creditNoteAmountLines(creditNote!.invoice).reduce((sum, [, paise]) => sum + paise, 0)).toBe(1_061_900);
    expect(paragraphsOf(document)).toContain('Refund under the 45-day money-back guarantee');
  });
});

describe('the diet chart PDF’s document', () => {
  const days: SheetDay[] = [
    {
      name: 'Every day',
      kcal: 1505,
      slots: [
        { name: 'Early morning', meal: 'Snack', note: '', options: [{ label: 'Option A', foods: '5 pieces बादाम', kcal: 35 }] },
        {
          name: 'Lunch',
          meal: 'Lunch',
          note: 'Salad first.',
          options: [
            { label: 'Option A', foods: '2 रोटी, 1 katori दाल तड़का', kcal: 475 },
            { label: 'Option B', foods: '1 katori चावल, 1.5 katori राजमा', kcal: 479 },
          ],
        },
      ],
    },
  ];
  const hindi: Record<string, string> = { 'Every day': 'हर दिन', Lunch: 'दोपहर का खाना', Snack: 'शाम का नाश्ता' };
  const document = chartSheetDocument(
    { title: 'शाकाहारी उत्तर भारतीय 1,500 kcal', description: 'शाकाहारी · हर समय के सभी विकल्प एक जैसे अच्छे हैं', days },
    { about: (kcal) => `लगभग ${kcal}`, or: 'या ', said: (english) => hindi[english] ?? english },
    'hi',
  );

  it('is the print page: a section a day with its kcal, a row a slot, its options with “or”, in the reader’s words', () => {
    expect(document.title).toBe('शाकाहारी उत्तर भारतीय 1,500 kcal');
    expect(document.language).toBe('hi');
    const section = document.blocks.find((block) => block.kind === 'section')!;
    expect(section).toMatchObject({ heading: 'हर दिन', aside: 'लगभग 1,505 kcal' });
    const rows = section.kind === 'section' ? section.rows : [];
    expect(rows.map((r) => [r.head, r.sub, r.lines.map(plainText), r.note])).toEqual([
      ['Early morning', 'शाम का नाश्ता', ['5 pieces बादाम · 35 kcal'], undefined],
      [
        'दोपहर का खाना',
        'दोपहर का खाना',
        ['2 रोटी, 1 katori दाल तड़का · 475 kcal', 'या 1 katori चावल, 1.5 katori राजमा · 479 kcal'],
        'Salad first.',
      ],
    ]);
    // 'or' and the kcal are quieter than the foods, as on the page.
    expect(rows[1]!.lines[1]).toEqual([
      { text: 'या ', tone: 'muted' },
      { text: '1 katori चावल, 1.5 katori राजमा' },
      { text: ' · 479 kcal', tone: 'muted' },
    ]);
    expect(DIET_CHART_PDF_PATH).toBe('/api/diet-chart');
  });
});

describe('a line’s runs, a font file each', () => {
  it.each([
    ['Rahul Sharma', [['Rahul Sharma', 'latin']]],
    // A Hindi phrase is one run, its spaces with it; digits and Latin punctuation are Latin's.
    [
      'Billed to राहुल शर्मा (Rahul)',
      [
        ['Billed to ', 'latin'],
        ['राहुल शर्मा ', 'devanagari'],
        ['(Rahul)', 'latin'],
      ],
    ],
    [
      '1.5 katori दाल तड़का, 2 रोटी',
      [
        ['1.5 katori ', 'latin'],
        ['दाल तड़का', 'devanagari'],
        [', 2 ', 'latin'],
        ['रोटी', 'devanagari'],
      ],
    ],
    // The Latin file has no ₹: the Devanagari file draws it.
    [
      '₹10,619.00 INR',
      [
        ['₹', 'devanagari'],
        ['10,619.00 INR', 'latin'],
      ],
    ],
    [
      'Łukasz Nowak',
      [
        ['Ł', 'latin-ext'],
        ['ukasz Nowak', 'latin'],
      ],
    ],
  ])('%s', (text, runs) => {
    expect(scriptRuns(text).map((run) => [run.text, run.subset])).toEqual(runs);
    expect(
      scriptRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });

  it('follows the unicode-range the package gives each file', () => {
    expect(unicode.devanagari).toContain('U+0900-097F');
    expect(covers('devanagari', 0x0915)).toBe(true);
    expect(covers('devanagari', 0x20b9)).toBe(true);
    expect(covers('latin', 0x20b9)).toBe(false);
    expect(covers('latin', 0x0030)).toBe(true);
    expect(covers('devanagari', 0x0030)).toBe(false);
    expect(covers('latin-ext', 0x0141)).toBe(true);
  });
});

describe('the PDFs’ addresses, as the proxy serves them', () => {
  it.each([invoicePdfPath(row.id), creditNotePdfPath(row.id), DIET_CHART_PDF_PATH])(
    '%s: in the language the reader chose, and never sent to sign in (the route answers 404 itself)',
    (address) => {
      expect(routeLocale(address, 'hi')).toEqual({ kind: 'pass', locale: 'hi' });
      expect(routeLocale(address, undefined)).toEqual({ kind: 'pass', locale: 'en' });
      expect(isPrivatePath(address)).toBe(false);
    },
  );
});
