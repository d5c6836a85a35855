import type * as React from 'react';
import { ChevronDown, Icon } from '@/components/icons';
import { cn } from '@/lib/utils';

/** The browser's own select, styled like Input: posts without JavaScript and opens the phone's picker. */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-1 pr-9 pl-3 text-base shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          className,
        )}
        {...props}
      />
      <Icon icon={ChevronDown} className="pointer-events-none absolute top-3 right-3 size-4 opacity-50" />
    </div>
  );
}

export { NativeSelect };
