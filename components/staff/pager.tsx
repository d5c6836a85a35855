import Link from '@/components/locale-link';
import { ArrowLeft, ArrowRight, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';

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
  const t = useTranslations('common.staff');
  if (page.pages <= 1) return null;
  const href = (number: number) => `${path}?${new URLSearchParams({ ...query, page: String(number) })}`;
  return (
    <nav aria-label={t('pages')} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        {t('showing', { first: page.first, last: page.last, total: page.of.toLocaleString('en-IN') })}
      </p>
      <div className="flex gap-2">
        {page.number > 1 && (
          <Button asChild variant="outline">
            <Link href={href(page.number - 1)}>
              <Icon icon={ArrowLeft} />
              {t('previous')}
            </Link>
          </Button>
        )}
        {page.number < page.pages && (
          <Button asChild variant="outline">
            <Link href={href(page.number + 1)}>
              {t('next')}
              <Icon icon={ArrowRight} />
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
}
