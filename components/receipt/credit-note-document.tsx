import { useTranslations } from 'next-intl';
import { BackRow } from '@/components/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { formatMinor } from '@/lib/domain/money';
import {
  type CreditNote,
  creditNoteAmountLines,
  creditNoteFileName,
  creditNoteNumbers,
  creditNotePdfPath,
  creditNoteText,
} from '@/lib/domain/receipt';
import { site } from '@/lib/site';
import { ReceiptActions } from './download-receipt';
import { GstParticulars } from './tax-invoice-details';

/** The GST credit note of a refunded order: the invoice's whole value credited back, with its own number. */
export function CreditNoteDocument({ creditNote, orderId }: { creditNote: CreditNote; orderId: string }) {
  const t = useTranslations('checkout.receipt');
  const { invoice } = creditNote;
  const inr = (paise: number) => formatMinor(paise, 'INR');
  return (
    <div className="grid gap-6">
      <BackRow href={`/receipt?order_id=${orderId}`} label="Receipt" className="print:hidden" />
      <Card className="print:border-0 print:shadow-none">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">{site.name} Credit Note</h1>
          <p className="text-sm text-muted-foreground">{creditNote.reason}</p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <GstParticulars id="credit-note" title="Credit Note" invoice={invoice} numbers={creditNoteNumbers(creditNote)} />
          <Separator />
          <dl className="grid gap-2 text-sm">
            {creditNoteAmountLines(invoice).map(([label, paise]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="tabular-nums">{inr(paise)}</dd>
              </div>
            ))}
            <div className="flex flex-wrap justify-between gap-x-4 text-base font-semibold">
              <dt>Total credited</dt>
              <dd className="ml-auto tabular-nums">{inr(invoice.amounts.total)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Amount in words</dt>
              <dd className="font-medium">{invoice.inWords}</dd>
            </div>
          </dl>
          <div className="print:hidden">
            <ReceiptActions
              fileName={creditNoteFileName(creditNote)}
              text={creditNoteText(creditNote, site.name)}
              kind="Credit Note"
              pdf={{ href: creditNotePdfPath(orderId), label: t('creditNotePdf') }}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
