'use client';

import { Download, Icon } from '@/components/icons';
import { PrintButton } from '@/components/print-button';
import { toast } from '@/components/ui/sonner';
import { Button } from '@/components/ui/button';

/**
 * Saves the receipt (or its credit note) as a text file, and offers the print version; for a tax
 * invoice (or credit note), its PDF too, which the server makes for its owner and staff alone.
 */
export function ReceiptActions({
  fileName,
  text,
  kind = 'Receipt',
  pdf,
}: {
  fileName: string;
  text: string;
  kind?: 'Receipt' | 'Credit Note';
  pdf?: { href: string; label: string };
}) {
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
    toast.success(`${kind} Downloaded`, { description: fileName });
  }

  return (
    // Side by side while both labels fit, one under the other on narrow phones; never clipped
    // (a zero flex basis would keep them on one row and squeeze the labels out of the buttons).
    <div className="flex flex-wrap gap-3">
      <Button type="button" className="grow" onClick={download}>
        <Icon icon={Download} />
        Download {kind}
      </Button>
      {pdf && (
        <Button asChild className="grow">
          <a href={pdf.href} download>
            <Icon icon={Download} />
            {pdf.label}
          </a>
        </Button>
      )}
      <PrintButton className="grow" />
    </div>
  );
}
