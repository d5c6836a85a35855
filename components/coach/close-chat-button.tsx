'use client';

import { useTranslations } from 'next-intl';
import { closeChatAction } from '@/lib/actions/coach-inbox';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';

/** Closes the chat; the customer's next visit starts a new one. Works without JavaScript too. */
export function CloseChatButton({ chatId }: { chatId: string }) {
  const t = useTranslations('coach.closeChat');
  return (
    <ActionForm action={closeChatAction}>
      {({ pending }) => (
        <>
          <input type="hidden" name="chatId" value={chatId} />
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? t('closing') : t('close')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
