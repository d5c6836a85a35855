import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface MeasureInputProps {
  /** The field's name; its id is '<form>-<name>'. */
  form: string;
  name: string;
  label: React.ReactNode;
  min: number;
  max: number;
  step: number;
  defaultValue?: number;
  required?: boolean;
  /** A line under the field: how to take the measure. */
  hint?: string;
  error: string | undefined;
}

/** A number typed on a phone's number pad, with its label, a hint and its message under it. */
export function MeasureInput({ form, name, label, min, max, step, defaultValue, required, hint, error }: MeasureInputProps) {
  const id = `${form}-${name}`;
  const describedBy = [hint && `${id}-how`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
        step={step}
        min={min}
        max={max}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="max-w-40"
      />
      {hint && (
        <p id={`${id}-how`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
