'use client';

import { useActionState, useEffect } from 'react';
import { closeChat } from '@/app/coach/actions';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';

/** Closes the chat; the customer's next visit starts a new one. Works without JavaScript too. */
export function CloseChatButton({ chatId }: { chatId: string }) {
  const [state, close, closing] = useActionState(closeChat, null);
  useEffect(() => {
    if (state?.status === 'error') toast.error('Error', { description: state.message });
  }, [state]);
  return (
    <form action={close}>
      <input type="hidden" name="chatId" value={chatId} />
      <Button type="submit" variant="outline" disabled={closing}>
        {closing ? 'Closing...' : 'Close chat'}
      </Button>
    </form>
  );
}
