import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * One choice of a radio group drawn as a button. The native radio fills the chip unseen, so the
 * group works without JavaScript, by arrow keys, and is read as a radio group.
 */
export function ChoiceChip({
  className,
  children,
  ...radio
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & { children: ReactNode }) {
  return (
    <label
      className={cn(
        'relative flex h-10 cursor-pointer items-center justify-center rounded-md border text-sm font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
        className,
      )}
    >
      <input type="radio" className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0" {...radio} />
      {children}
    </label>
  );
}
