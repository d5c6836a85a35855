import { Icon, type IconNode } from '@/components/icons';
import { cn } from '@/lib/utils';

export interface IconCard {
  icon: IconNode;
  title: string;
  text: string;
}

/** A grid of small cards, each an icon, an h3 and a line of text. */
export function IconCardList({ items, className, centered }: { items: IconCard[]; className?: string; centered?: boolean }) {
  return (
    <ul className={cn('grid gap-4', className)}>
      {items.map(({ icon, title, text }) => (
        <li key={title} className={cn('rounded-xl border bg-card p-6', centered && 'text-center')}>
          <Icon icon={icon} className={cn('mb-3 size-8 text-primary', centered && 'mx-auto')} />
          <h3 className="mb-1 text-lg font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
