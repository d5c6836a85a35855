import { createTranslator } from 'next-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as dietChartPdf } from '@/app/api/diet-chart/route';
import { GET as creditNotePdf } from '@/app/api/orders/[id]/credit-note/route';
import { GET as invoicePdf } from '@/app/api/orders/[id]/invoice/route';
import { printableChart } from '@/components/diet/printable-chart';
import { validProfileForm } from '@/fixtures/profile';
import { myChartSheet } from '@/lib/db/diet-charts';
import { findReceipt } from '@/lib/db/orders';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { decideRefund, requestRefund } from '@/lib/db/refunds';
import { formatMinor } from '@/lib/domain/money';
import { profileSchema } from '@/lib/domain/profile-schema';
import { creditNoteAmountLines, receiptAmountLines, receiptTotal } from '@/lib/domain/receipt';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { simulatedGateway } from '@/lib/payments/simulated';
import { buy, paid } from '../support/checkout';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { pdfText } from '../support/pdf-text';
import { createAuthUser, unknownId } from '../support/db';

// The PDFs of issue 45 (item 3): a paid order's tax invoice, a refunded order's credit note and
// the customer's diet chart, made on request by their routes for the owner and staff alone, with
// the figures of the pages that show them (read back out of the PDF's text).

type User = { id: string };
const session: { user: (User & { phone: string | null }) | null } = { user: null };
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/session')>()),
  getSessionUser: async () => session.user,
}));
// The request's language, as the proxy hands it to next-intl for a route handler (its header).
const reader: { locale: Locale } = { locale: 'en' };
vi.mock('next-intl/server', () => ({
  getLocale: async () => reader.locale,
  getTranslations: async (options: string | { locale: Locale; namespace: string }) => {
    const { locale, namespace } = typeof options === 'string' ? { locale: reader.locale, namespace: options } : options;
    return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never });
  },
}));

const as = (user: User | null) => {
  session.user = user ? { ...user, phone: null } : null;
};

let admin: User;
let coach: User;
let otherCoach: User;

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

const orderContext = (id: string) => ({ params: Promise.resolve({ id }) });
const invoiceOf = (id: string) => invoicePdf(new Request(`http://localhost/api/orders/${id}/invoice`), orderContext(id));
const creditNoteOf = (id: string) =>
  creditNotePdf(new Request(`http://localhost/api/orders/${id}/credit-note`), orderContext(id));

/** The PDF's text (tests/support/pdf-text.ts). */
const pdfTextOf = async (response: Response) => pdfText(new Uint8Array(await response.arrayBuffer()));

/** Every line of the text with its spaces made one. */
const linesOf = (text: string) => text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
/**
 * Without spaces: pdf.js sees a gap where a Devanagari mark is placed by the font's positioning
 * ('दू ध' for 'दूध') and reads a space there.
 */
const squashed = (text: string) => text.replace(/\s+/g, '');

function expectPdf(response: Response, fileName: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
}

async function expectNotFound(response: Promise<Response>) {
  const answer = await response;
  expect(answer.status).toBe(404);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(await answer.text()).toBe('Not found');
}

/** A customer who wrote their name in Devanagari, with a paid 6-month plan, coached by `coach`. */
async function paidOrder(name = 'राहुल कुमार') {
  const user = await createAuthUser();
  await saveCustomerProfile(user, profileSchema.parse({ ...validProfileForm, name }));
  const order = paid(await buy(user, 'online-6m'));
  const { reassignClient } = await import('@/lib/db/admin');
  await reassignClient(admin, user.id, coach.id);
  return { user, order };
}

describe('the tax invoice PDF', () => {
  it('has the receipt page’s order number, GSTIN, invoice number, each amount and the total, and the name as the customer wrote it', async () => {
    const { user, order } = await paidOrder();
    // What /receipt?order_id=… shows, from its own loader and line builders.
    const receipt = (await findReceipt(order.id))!;
    const invoice = receipt.invoice!;

    as(user);
    const response = await invoiceOf(order.id);
    expectPdf(response, `invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    const lines = linesOf(await pdfTextOf(response));
    expect(lines).toContain('WellFit Tax Invoice');
    expect(lines).toContain(`Order number ${receipt.orderNumber}`);
    expect(lines).toContain(`GSTIN: ${invoice.supplier.gstin}`);
    expect(lines).toContain(`Invoice number ${invoice.number}`);
    expect(lines.map(squashed)).toContain(squashed('Billed to राहुल कुमार'));
    expect(lines).toContain('Place of supply Maharashtra (27)');
    const amounts = receiptAmountLines(receipt);
    expect(amounts.map(([label]) => label)).toEqual(['Subtotal', 'CGST 9%', 'SGST 9%']);
    for (const [label, minor] of amounts) expect(lines).toContain(`${label} ${formatMinor(minor, receipt.currency)}`);
    expect(lines).toContain(`Total paid ${receiptTotal(receipt)}`);
    expect(receiptTotal(receipt)).toBe(`${formatMinor(order.amount, 'INR')} INR`);
    expect(lines).toContain(`Amount in words: ${invoice.inWords}`);
  });

  it('is made for the customer, their coach and an admin; anyone else, signed in or not, gets the 404 of no such order', async () => {
    const { user, order } = await paidOrder('Asha Verma');
    for (const allowed of [user, coach, admin]) {
      as(allowed);
      expect((await invoiceOf(order.id)).status).toBe(200);
    }
    const stranger = await createAuthUser();
    for (const refused of [stranger, otherCoach, null]) {
      as(refused);
      await expectNotFound(invoiceOf(order.id));
    }
    as(user);
    await expectNotFound(invoiceOf(unknownId()));
    await expectNotFound(invoiceOf('not-a-uuid'));
    // A paid order has no credit note yet.
    await expectNotFound(creditNoteOf(order.id));
  });
});

describe('the credit note PDF', () => {
  it('has the credit note page’s numbers, GSTIN, each amount and the total credited; the invoice says it was refunded', async () => {
    const { user, order } = await paidOrder();
    await requestRefund(user, { orderId: order.id, reason: 'The timings do not suit my work shifts.' });
    expect(await decideRefund(admin, { orderId: order.id, decision: 'approve', note: null }, simulatedGateway(0))).toMatchObject({
      status: 'ok',
      decided: 'refunded',
    });
    // What /receipt/credit-note?order_id=… shows.
    const creditNote = (await findReceipt(order.id))!.creditNote!;
    const { invoice } = creditNote;

    as(user);
    const response = await creditNoteOf(order.id);
    expectPdf(response, `credit-note-${creditNote.number.replaceAll('/', '-')}.pdf`);
    const lines = linesOf(await pdfTextOf(response));
    expect(lines).toContain('WellFit Credit Note');
    expect(lines).toContain(`Credit note number ${creditNote.number}`);
    expect(lines).toContain(`Against invoice ${invoice.number}`);
    expect(lines).toContain(`GSTIN: ${invoice.supplier.gstin}`);
    expect(lines.map(squashed)).toContain(squashed('Billed to राहुल कुमार'));
    for (const [label, paise] of creditNoteAmountLines(invoice)) expect(lines).toContain(`${label} ${formatMinor(paise, 'INR')}`);
    expect(lines).toContain(`Total credited ${formatMinor(invoice.amounts.total, 'INR')}`);
    expect(invoice.amounts.total).toBe(order.amount);

    // The invoice of a refunded order is still there, and says which credit note cancels it.
    const invoiceText = linesOf(await pdfTextOf(await invoiceOf(order.id))).join(' ');
    expect(invoiceText).toContain(`Credit note ${creditNote.number} cancels invoice ${invoice.number}.`);

    for (const refused of [await createAuthUser(), otherCoach, null]) {
      as(refused);
      await expectNotFound(creditNoteOf(order.id));
    }
    as(coach);
    expect((await creditNoteOf(order.id)).status).toBe(200);
  });
});

describe('the diet chart PDF', () => {
  it('is the printable chart in the reader’s language: a Hindi reader gets the foods’ Devanagari names', async () => {
    const customer = await payingClientOf(admin, coach);
    const sheet = (await myChartSheet(customer))!;
    const hindi = await printableChart(sheet, 'hi');

    as(customer);
    reader.locale = 'hi';
    const response = await dietChartPdf();
    expectPdf(response, 'wellfit-diet-chart.pdf');
    const text = squashed(await pdfTextOf(response));
    expect(text).toContain(squashed(hindi.title));
    expect(text).toContain('लगभग');
    // Each food's Devanagari name that pdf.js reads back letter for letter: it reads the glyphs in
    // the order they are drawn, so not a name with ि (drawn before its consonant), a reph (र्,
    // drawn above the next letter) or ो and ौ (drawn as two signs). Real viewers copy those from
    // the ActualText each Devanagari run carries, which pdf.js does not read.
    const names = new Set(
      hindi.days.flatMap((day) =>
        day.slots.flatMap((slot) =>
          slot.options.flatMap((option) => option.foods.match(/[\u0900-\u097f]+(?: [\u0900-\u097f]+)*/g) ?? []),
        ),
      ),
    );
    const readable = [...names].filter((name) => !/[\u093f\u094b\u094c]|\u0930\u094d/.test(name));
    expect(readable.length).toBeGreaterThan(3);
    for (const name of readable) expect(text).toContain(squashed(name));
    expect(text).toContain('दाल');

    reader.locale = 'en';
    const english = linesOf(await pdfTextOf(await dietChartPdf())).join(' ');
    const first = (await printableChart(sheet, 'en')).days[0]!.slots[0]!.options[0]!.foods;
    expect(english).toContain(first);
    expect(english).toContain('each slot’s options are as good as each other');
  });

  it('is not there for a visitor, nor for a customer without a chart', async () => {
    as(null);
    await expectNotFound(dietChartPdf());
    as(await createAuthUser());
    await expectNotFound(dietChartPdf());
  });
});
