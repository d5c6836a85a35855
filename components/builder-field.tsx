import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

// The fields of the coach's builders (programmes, diet charts): a label, the control, a hint and
// the error under it, tied together for screen readers; and what a refused form keeps.

export type Sent = { status: string; values?: Record<string, string> } | null;

/** The value a field had when the server refused the form, else its saved one. */
export const sentOr = (result: Sent, field: string, saved: string) =>
  result?.status === 'error' && result.values ? (result.values[field] ?? '') : saved;

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error: string | undefined;
  hint?: string;
  children: (described: string | undefined) => React.ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(described)}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A text or number input in a Field: the value it had when the server refused the form, else `saved`. */
export function InputField({
  id,
  name,
  label,
  error,
  hint,
  result,
  saved,
  ...input
}: {
  id: string;
  name: string;
  label: React.ReactNode;
  error: string | undefined;
  hint?: string;
  result: Sent;
  saved: string;
} & Omit<React.ComponentProps<typeof Input>, 'id' | 'name' | 'defaultValue' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(described) => (
        <Input
          id={id}
          name={name}
          defaultValue={sentOr(result, name, saved)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
      )}
    </Field>
  );
}

/** A template's summary: whom it is for, in a couple of lines. */
export function SummaryField({
  id,
  error,
  hint,
  result,
  saved,
  maxLength,
}: {
  id: string;
  error: string | undefined;
  hint: string;
  result: Sent;
  saved: string;
  maxLength: number;
}) {
  const t = useTranslations('builders.field');
  return (
    <Field id={id} label={t('summary')} error={error} hint={hint}>
      {(described) => (
        <Textarea
          id={id}
          name="summary"
          rows={2}
          maxLength={maxLength}
          defaultValue={sentOr(result, 'summary', saved)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      )}
    </Field>
  );
}
