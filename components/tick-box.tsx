import { FieldError } from '@/components/field-error';
import { cn } from '@/lib/utils';

interface TickBoxProps {
  /** The field's name and the value a tick posts ('yes'). */
  name: string;
  value: string;
  /** Names the box and its message: '<id>-error'. */
  id: string;
  error: string | undefined;
  /** 'destructive' where the tick agrees to something that cannot be undone. */
  tone?: 'primary' | 'destructive';
  children: React.ReactNode;
}

/** A checkbox that agrees or confirms (its words beside it, wrapping under them on a phone) and its message. */
export function TickBox({ name, value, id, error, tone = 'primary', children }: TickBoxProps) {
  return (
    <>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          value={value}
          className={cn('mt-0.5 size-4 shrink-0', tone === 'destructive' ? 'accent-destructive' : 'accent-primary')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
