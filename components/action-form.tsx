'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState, useTransition } from 'react';
import { type ClientWriteDraft, useOutbox } from '@/components/offline/outbox-context';
import { toast } from '@/components/ui/sonner';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import { type ActionInput, type ActionResult, type ActionState, type FieldErrors, firstErrors } from '@/lib/actions/result';
import type { ClientWrite } from '@/lib/domain/offline-writes';
import type * as z from '@/lib/domain/validation';
import { useDomainText } from '@/lib/i18n/use-domain-text';

interface ActionFormProps<T> {
  action: (previous: unknown, input: ActionInput) => Promise<ActionResult<T>>;
  /** The action's own schema: checked in the browser on submit, then on every change. */
  schema?: z.ZodMiniType;
  className?: string;
  /** Toast the action's success message (a string result) too. */
  toastSuccess?: boolean;
  /**
   * Refresh the page after a success, rather than the action revalidating it: for a form the
   * new page no longer shows, whose toast would otherwise go with it.
   */
  refreshOnSuccess?: boolean;
  /** Go to this path after a success (its toast stays: the toaster is the layout's). */
  goOnSuccess?: string;
  /**
   * A write that may be kept on the phone (under the dashboard's OutboxProvider): each submit gets
   * an id (`clientId`) so a retry is applied once, and without a connection, or when the request
   * fails on the way, the write waits in the outbox instead.
   */
  offline?: (form: FormData) => ClientWriteDraft;
  /** After a write went to the outbox rather than the server (a sheet closes, as after a save). */
  onKept?: () => void;
  children: (state: {
    pending: boolean;
    result: ActionState<T>;
    /** Each field's first message: the browser's check when there is one, else the server's (until the form changes). */
    errors: Record<string, string>;
  }) => React.ReactNode;
}

function translated(errors: Record<string, string>, said: (english: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, said(message)]));
}

/** The form's fields as they would be posted: with the value of the button that sent it, if it has one. */
function check(schema: z.ZodMiniType, form: HTMLFormElement, submitter?: HTMLElement | null): FieldErrors {
  const parsed = schema.safeParse(Object.fromEntries(new FormData(form, submitter)));
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/**
 * A form posted to its Server Action (so it works without JavaScript), with the
 * action's error as a toast and its state for the form's own messages.
 */
export function ActionForm<T>({
  action,
  schema,
  className,
  toastSuccess,
  refreshOnSuccess,
  goOnSuccess,
  offline,
  onKept,
  children,
}: ActionFormProps<T>) {
  const [posted, formAction, posting] = useActionState(action, null);
  const outbox = useOutbox();
  const [called, setCalled] = useState<ActionState<T>>(null);
  const [calling, startCalling] = useTransition();
  const result = called ?? posted;
  const pending = posting || calling;
  const router = useRouter();
  // Messages come from the schemas and actions in English; the reader's language is applied here.
  const said = useDomainText();
  const t = useTranslations('common');
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  // The server's answer about fields holds until the form is changed after it.
  const [editedAfter, setEditedAfter] = useState<ActionState<T>>(null);
  useEffect(() => {
    if (result?.status === 'error') toast.error(t('error'), { description: said(result.message) });
    if (result?.status !== 'ok') return;
    if (toastSuccess && typeof result.data === 'string') toast.success(said(result.data));
    if (refreshOnSuccess) router.refresh();
    if (goOnSuccess) router.push(goOnSuccess);
  }, [result, toastSuccess, refreshOnSuccess, goOnSuccess, router, said, t]);
  const serverErrors = result?.status === 'error' && result !== editedAfter ? result.fieldErrors : undefined;
  return (
    <form
      action={formAction}
      className={className}
      aria-busy={pending}
      noValidate={Boolean(schema)}
      onSubmit={(event) => {
        if (schema) {
          const errors = check(schema, event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
          setChecked(errors);
          if (Object.keys(errors).length) return event.preventDefault();
        }
        if (!offline || !outbox) return;
        // Called here rather than posted, so a failed request can go to the outbox.
        event.preventDefault();
        const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        const id = crypto.randomUUID();
        form.set('clientId', id);
        const write = { ...offline(form), id, loggedAt: new Date().toISOString() } as ClientWrite;
        const keep = async () => {
          await outbox.keep(write);
          onKept?.();
        };
        if (!navigator.onLine) return void keep();
        startCalling(async () => {
          try {
            setCalled(await action(null, form));
          } catch {
            await keep();
          }
        });
      }}
      onChange={(event) => {
        setEditedAfter(result);
        if (schema && checked) setChecked(check(schema, event.currentTarget));
      }}
    >
      {/* A server check the browser cannot make (values that hold together) shows beside the browser's own. */}
      {children({ pending, result, errors: translated(firstErrors({ ...serverErrors, ...checked }), said) })}
    </form>
  );
}
