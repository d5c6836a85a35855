import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { CircleCheck, Icon } from '@/components/icons';
import { BackRow } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { formatMinor } from '@/lib/domain/money';
import {
  type CreditNote,
  invoicePdfPath,
  orderLines,
  PROGRAMME_INCLUDES,
  programmeDetails,
  type Receipt,
  receiptAmountLines,
  receiptFileName,
  receiptText,
  receiptTotal,
  statusLabel,
} from '@/lib/domain/receipt';
import { formatDate } from '@/lib/domain/india-time';
import { site } from '@/lib/site';
import { cn } from '@/lib/utils';
import { ReceiptActions } from './download-receipt';
import { TaxInvoiceDetails } from './tax-invoice-details';

/** A refunded order's receipt says so first, with the credit note that cancels its invoice. */
function RefundNotice({ creditNote, orderId }: { creditNote: CreditNote; orderId: string }) {
  return (
    <section aria-labelledby="refund-title" className="grid gap-2 rounded-lg border p-3 text-sm">
      <h2 id="refund-title" className="font-semibold">
        Refunded
      </h2>
      <p>
        The full amount was refunded on <span className="whitespace-nowrap">{formatDate(creditNote.date)}</span>. Credit note{' '}
        <span className="font-medium whitespace-nowrap">{creditNote.number}</span> cancels invoice{' '}
        <span className="whitespace-nowrap">{creditNote.invoice.number}</span>.
      </p>
      <Button asChild variant="outline" className="justify-self-start print:hidden">
        <Link href={`/receipt/credit-note?order_id=${orderId}`}>View credit note {creditNote.number}</Link>
      </Button>
    </section>
  );
}

export function ReceiptDocument({ receipt, contact }: { receipt: Receipt; contact: { email: string; phone: string } }) {
  const t = useTranslations('checkout.receipt');
  const money = (minor: number) => formatMinor(minor, receipt.currency);
  return (
    <div className="grid gap-6">
      <BackRow
        href={receipt.orderId ? `/payment-success?order_id=${receipt.orderId}` : '/payment-success'}
        className="print:hidden"
      />
      <Card className="print:border-0 print:shadow-none">
        <CardHeader className="text-center">
          {receipt.status === 'paid' && <Icon icon={CircleCheck} className="mx-auto size-10 text-success print:hidden" />}
          <h1 className="text-2xl font-bold">{site.name} Receipt</h1>
          {receipt.sample && (
            <p className="text-sm font-medium text-accent-foreground">
              Sample receipt: open a receipt from your order to see yours.
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          <dl className="grid gap-2 text-sm">
            {orderLines(receipt).map(([label, value]) => (
              // A value too long to share the row drops below its label instead of breaking a date in two.
              <div key={label} className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="ml-auto text-right font-medium">{value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <Badge variant="secondary">{statusLabel(receipt)}</Badge>
              </dd>
            </div>
          </dl>
          {receipt.creditNote && receipt.orderId && <RefundNotice creditNote={receipt.creditNote} orderId={receipt.orderId} />}
          {receipt.invoice && (
            <>
              <Separator />
              <TaxInvoiceDetails invoice={receipt.invoice} />
            </>
          )}
          <Separator />
          <dl className="grid gap-2 text-sm">
            {receiptAmountLines(receipt).map(([label, minor]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="tabular-nums">{money(minor)}</dd>
              </div>
            ))}
            <div className="flex flex-wrap justify-between gap-x-4 text-base font-semibold">
              <dt>Total paid</dt>
              <dd className="ml-auto tabular-nums" data-testid="receipt-total">
                {receiptTotal(receipt)}
              </dd>
            </div>
            {receipt.invoice && (
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Amount in words</dt>
                <dd className="font-medium">{receipt.invoice.inWords}</dd>
              </div>
            )}
          </dl>
          <Separator />
          <section aria-labelledby="program-details" className="grid gap-2 text-sm">
            <h2 id="program-details" className="font-semibold">
              Program Details
            </h2>
            <p>
              {programmeDetails(receipt).map(([label, value], index) => (
                <Fragment key={label}>
                  {index > 0 && ' · '}
                  {label}: <span className={cn('font-medium', label === 'Start date' && 'whitespace-nowrap')}>{value}</span>
                </Fragment>
              ))}
            </p>
            <ul className="grid grid-cols-2 gap-1">
              {PROGRAMME_INCLUDES.map((item) => (
                <li key={item}>✓ {item}</li>
              ))}
            </ul>
          </section>
          <div className="grid gap-3 print:hidden">
            <ReceiptActions
              fileName={receiptFileName(receipt)}
              text={receiptText(receipt, site.name)}
              pdf={
                receipt.invoice && receipt.orderId ? { href: invoicePdfPath(receipt.orderId), label: t('invoicePdf') } : undefined
              }
            />
            <Button asChild variant="outline">
              <Link href="/customer-form">Complete Profile</Link>
            </Button>
          </div>
          {/* A phone number split across lines is misread; a long address breaks only if it cannot fit a line. */}
          <p className="text-center text-xs text-muted-foreground">
            Support: <span className="wrap-anywhere">{contact.email}</span> ·{' '}
            <span className="whitespace-nowrap">{contact.phone}</span>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
