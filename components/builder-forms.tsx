'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { TickBox } from '@/components/tick-box';
import { Button } from '@/components/ui/button';
import type { ActionInput, ActionResult } from '@/lib/actions/result';
import type * as z from '@/lib/domain/validation';

// The forms the coach's two builders (programmes, diet charts) share: 'Copy', 'Remove' (asked
// first where more goes with it), 'Delete' after a tick, and the clients to tick in 'Assign'. Each
// posts its ids as hidden fields, so it works without JavaScript.

type Action = (previous: unknown, input: ActionInput) => Promise<ActionResult<unknown>>;

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** 'Copy': the coach's own copy of a template, opened in the builder. */
export function CopyButton({
  action,
  schema,
  fields,
  name,
}: {
  action: Action;
  schema: z.ZodMiniType;
  fields: Record<string, string>;
  name: string;
}) {
  const t = useTranslations('builders.forms');
  return (
    <ActionForm action={action} schema={schema}>
      {({ pending }) => (
        <>
          <Hidden fields={fields} />
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={t('copyName', { name })}>
            {pending ? t('copying') : t('copy')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** The builders' parts, each named in the reader's language in 'Remove phase'. */
const PARTS = ['phase', 'workout', 'exercise', 'slot', 'option', 'food'] as const;
const isPart = (part: string): part is (typeof PARTS)[number] => (PARTS as readonly string[]).includes(part);

/**
 * 'Remove' a part; where more goes with it, a disclosure asks first, naming it ('Remove Build and
 * its 2 workouts'). Its form goes with what it removed, so the page refreshes after it.
 */
export function RemoveButton({
  action,
  schema,
  fields,
  part,
  name,
  confirm,
  summary,
}: {
  action: Action;
  schema: z.ZodMiniType;
  fields: Record<string, string>;
  part: string;
  name: string;
  confirm?: string;
  /** The disclosure's words, when removing is said otherwise ('Cancel call'). */
  summary?: string;
}) {
  const t = useTranslations('builders.forms');
  const form = (
    <ActionForm action={action} schema={schema} toastSuccess refreshOnSuccess>
      {({ pending }) => (
        <>
          <Hidden fields={fields} />
          <Button
            type="submit"
            size="sm"
            variant={confirm ? 'destructive' : 'ghost'}
            disabled={pending}
            aria-label={confirm ?? t('removeName', { name })}
            // The question names what goes: on a phone it wraps rather than run off the screen.
            className={confirm ? 'h-auto min-h-8 text-left whitespace-normal' : undefined}
          >
            {confirm ?? t('remove')}
          </Button>
        </>
      )}
    </ActionForm>
  );
  if (!confirm) return form;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        {summary ?? t('removePart', { part: isPart(part) ? t(`parts.${part}`) : part })}
      </summary>
      <div className="mt-2">{form}</div>
    </details>
  );
}

/** 'Delete programme', 'Delete chart': a template the coach made, after ticking that it cannot be undone. */
export function DeleteTemplateForm({
  action,
  schema,
  fields,
  name,
  noun,
}: {
  action: Action;
  schema: z.ZodMiniType;
  fields: Record<string, string>;
  name: string;
  noun: 'programme' | 'chart';
}) {
  const t = useTranslations('builders.forms');
  return (
    <ActionForm action={action} schema={schema} className="grid gap-3">
      {({ pending, errors }) => (
        <>
          <Hidden fields={fields} />
          <TickBox name="confirm" value="yes" id="delete-confirm" error={errors.confirm}>
            {t('deleteForGood', { name })}
          </TickBox>
          <Button type="submit" variant="destructive" className="w-fit" disabled={pending}>
            {pending ? t('deleting') : noun === 'programme' ? t('deleteProgramme') : t('deleteChart')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/**
 * The clients to tick in 'Assign' (the caller's roster), one checkbox each named 'client.0',
 * 'client.1', … (lib/domain/assign-form), ticked again after a refusal; under each, what assigning
 * would mean for them.
 */
export function ClientChecklist<C extends { id: string; name: string; phone: string }>({
  clients,
  sent,
  error,
  note,
}: {
  clients: readonly C[];
  sent: Record<string, string> | undefined;
  error: string | undefined;
  note: (client: C) => React.ReactNode;
}) {
  const t = useTranslations('builders.forms');
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'assign-clients-error' : undefined}>
      <legend className="text-sm font-medium">{t('clients')}</legend>
      {clients.map((client, index) => (
        <label
          key={client.id}
          className="flex min-h-10 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
        >
          <input
            type="checkbox"
            name={`client.${index}`}
            value={client.id}
            defaultChecked={sent?.[`client.${index}`] === client.id}
            className="size-4 accent-primary"
          />
          {client.name}
          {client.name !== client.phone && <span className="text-muted-foreground">{client.phone}</span>}
          {note(client)}
        </label>
      ))}
      <FieldError id="assign-clients-error" message={error} />
    </fieldset>
  );
}

/**
 * What a builder's search found ('Exercises found', 'Foods found'), each with 'Add': one form, the
 * button's value the item's id under `submitName`, so it works without JavaScript.
 */
export function FoundList<I extends { id: string; name: string; hindi: string }>({
  action,
  schema,
  fields,
  label,
  submitName,
  items,
  note,
}: {
  action: Action;
  schema: z.ZodMiniType;
  fields: Record<string, string>;
  label: string;
  submitName: string;
  items: readonly I[];
  /** What to say under an item's name: its servings, why it may not suit. */
  note: (item: I) => React.ReactNode;
}) {
  const t = useTranslations('builders.forms');
  // The table's Hindi name first for a Hindi reader (where it has one), the English one beside it.
  const hindi = useLocale() === 'hi';
  const shown = (item: I) => (hindi && item.hindi ? item.hindi : item.name);
  const other = (item: I) => (hindi && item.hindi ? item.name : item.hindi);
  return (
    <ActionForm action={action} schema={schema} toastSuccess>
      {({ pending }) => (
        <>
          <Hidden fields={fields} />
          <ul className="grid gap-2" aria-label={label}>
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
                <span className="text-sm">
                  <span className="font-medium">{shown(item)}</span>{' '}
                  <span lang={hindi && item.hindi ? 'en' : 'hi'} className="text-muted-foreground">
                    {other(item)}
                  </span>
                  {note(item)}
                </span>
                <Button
                  type="submit"
                  name={submitName}
                  value={item.id}
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  aria-label={t('addName', { name: shown(item) })}
                >
                  {t('add')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </ActionForm>
  );
}
