'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSearchFollowsTyping } from '@/components/use-search-follows-typing';

/**
 * 'Add food': the food table by English or Hindi name or a synonym. A GET form, so it works
 * without JavaScript and survives a reload; with it, the list follows the typing.
 */
export function FoodSearch({ optionId, q, label }: { optionId: string; q: string; label: string }) {
  const follow = useSearchFollowsTyping(`add-${optionId}`);
  const t = useTranslations('builders.foodSearch');
  return (
    <form
      role="search"
      aria-label={t('label', { option: label })}
      className="flex flex-wrap items-end gap-2"
      onChange={(event) => follow(event.currentTarget)}
    >
      <input type="hidden" name="add" value={optionId} />
      <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
        <Label htmlFor={`food-q-${optionId}`}>{t('search')}</Label>
        <Input
          id={`food-q-${optionId}`}
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t('placeholder')}
          autoComplete="off"
          // Opened by 'Add food' (a link, so it works without JavaScript): the typing starts here,
          // not 40 Tabs from the top of the page.
          autoFocus={q === ''}
          className="w-full"
        />
      </div>
      <Button type="submit" variant="outline" size="sm">
        {t('submit')}
      </Button>
    </form>
  );
}
