'use client';

import { useActionState, useEffect } from 'react';
import { toast } from '@/components/ui/sonner';
import type { ActionInput, ActionResult, ActionState } from '@/lib/actions/result';

interface ActionFormProps<T> {
  action: (previous: unknown, input: ActionInput) => Promise<ActionResult<T>>;
  className?: string;
  children: (state: { pending: boolean; result: ActionState<T> }) => React.ReactNode;
}

/**
 * A form posted to its Server Action (so it works without JavaScript), with the
 * action's error as a toast and its state for the form's own messages.
 */
export function ActionForm<T>({ action, className, children }: ActionFormProps<T>) {
  const [result, formAction, pending] = useActionState(action, null);
  useEffect(() => {
    if (result?.status === 'error') toast.error('Error', { description: result.message });
  }, [result]);
  return (
    <form action={formAction} className={className} aria-busy={pending}>
      {children({ pending, result })}
    </form>
  );
}
