import { supportContact } from '@/lib/contact';
import type { Receipt } from '@/lib/domain/receipt';
import { ReceiptMain } from './receipt-main';
import { ReceiptView } from './receipt-view';

export function ReceiptPage({ receipt }: { receipt: Receipt }) {
  return (
    <ReceiptMain>
      <ReceiptView receipt={receipt} contact={supportContact()} />
    </ReceiptMain>
  );
}
