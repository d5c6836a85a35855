import { ArrowLeft, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A quantity of servings, in halves (the schema's 0.5 to 20), pointing at its message when there is one. */
export function QuantityInput({ id, error, ...props }: React.ComponentProps<typeof Input> & { id: string; error?: string }) {
  return (
    <Input
      id={id}
      name="quantity"
      type="number"
      inputMode="decimal"
      step="0.5"
      min={0.5}
      max={20}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...props}
    />
  );
}

/** The sheet's submit button and its way back to the search. */
export function SheetButtons({
  label,
  pending,
  onBack,
}: {
  label: { idle: string; busy: string };
  pending: boolean;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending} className="flex-1 sm:flex-none">
        {pending ? label.busy : label.idle}
      </Button>
      <Button type="button" variant="outline" onClick={onBack}>
        <Icon icon={ArrowLeft} />
        Back to search
      </Button>
    </div>
  );
}
