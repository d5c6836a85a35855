import Link from 'next/link';
import { ArrowLeft, ArrowRight, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';

/** 'Showing 1-50 of 1,000' with Previous and Next, each a plain link keeping the other query fields. */
export function Pager({
  path,
  query,
  page,
}: {
  path: string;
  query: Record<string, string>;
  page: { number: number; pages: number; first: number; last: number; of: number };
}) {
  if (page.pages <= 1) return null;
  const href = (number: number) => `${path}?${new URLSearchParams({ ...query, page: String(number) })}`;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        Showing {page.first}–{page.last} of {page.of.toLocaleString('en-IN')}
      </p>
      <div className="flex gap-2">
        {page.number > 1 && (
          <Button asChild variant="outline">
            <Link href={href(page.number - 1)}>
              <Icon icon={ArrowLeft} />
              Previous
            </Link>
          </Button>
        )}
        {page.number < page.pages && (
          <Button asChild variant="outline">
            <Link href={href(page.number + 1)}>
              Next
              <Icon icon={ArrowRight} />
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
}
