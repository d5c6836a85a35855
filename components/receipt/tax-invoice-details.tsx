import {
  gstParticulars,
  invoiceNumbers,
  isSampleSupplier,
  type Particular,
  SAMPLE_SUPPLIER_NOTICE,
  supplierAddress,
  type TaxInvoice,
} from '@/lib/domain/receipt';
import { cn } from '@/lib/utils';

/**
 * A GST document's particulars (CGST Rules 2017, rules 46 and 53): its own number and date first,
 * then the supplier, recipient, place of supply and SAC of the invoice it is or refers to.
 */
export function GstParticulars({
  id,
  title,
  numbers,
  invoice,
}: {
  id: string;
  title: string;
  numbers: Particular[];
  invoice: TaxInvoice;
}) {
  const { supplier } = invoice;
  // Numbers and dates never break; a long name or state wraps under its label.
  const rows = gstParticulars(invoice, numbers);
  return (
    <section aria-labelledby={id} className="grid gap-3 text-sm">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <address className="grid gap-0.5 not-italic">
        <span className="font-medium">{supplier.name}</span>
        <span className="text-muted-foreground">{supplierAddress(invoice)}</span>
        <span>
          GSTIN: <span className="font-medium">{supplier.gstin}</span>
        </span>
      </address>
      {isSampleSupplier(invoice) && <p className="text-xs text-muted-foreground">{SAMPLE_SUPPLIER_NOTICE}</p>}
      <dl className="grid gap-2">
        {rows.map(([label, value, nowrap]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={cn('ml-auto text-right font-medium', nowrap && 'whitespace-nowrap')}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Rule 46's particulars of a tax invoice: number and date, supplier, recipient, place of supply, SAC. */
export function TaxInvoiceDetails({ invoice }: { invoice: TaxInvoice }) {
  return <GstParticulars id="tax-invoice" title="Tax Invoice" invoice={invoice} numbers={invoiceNumbers(invoice)} />;
}
