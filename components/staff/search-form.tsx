import { Icon, Search } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslations } from 'next-intl';

/**
 * A plain GET form: the search is in the URL (?q=), so it works without JavaScript and survives a
 * reload; a list's filter (?show=) is kept across a search.
 */
export function SearchForm({ action, label, query, filter }: { action: string; label: string; query: string; filter?: string }) {
  const t = useTranslations('common.staff');
  return (
    <form method="get" action={action} role="search" className="flex items-end gap-2">
      {filter && filter !== 'current' && <input type="hidden" name="show" value={filter} />}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor="staff-search">{label}</Label>
        <Input id="staff-search" name="q" type="search" defaultValue={query} autoComplete="off" />
      </div>
      <Button type="submit" variant="outline">
        <Icon icon={Search} />
        {t('search')}
      </Button>
    </form>
  );
}
