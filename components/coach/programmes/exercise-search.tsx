'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSearchFollowsTyping } from '@/components/use-search-follows-typing';
import { EQUIPMENT, EQUIPMENT_LABEL, LIMITATION_LABEL, LIMITATIONS, PLACE_LABEL, PLACES } from '@/lib/domain/exercises';
import type { ExerciseFilters } from '@/lib/domain/programme-builder';
import { WORKOUT_EXPERIENCE, WORKOUT_EXPERIENCE_LABEL } from '@/lib/domain/profile-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * 'Search exercises': the library by English or Hindi name, filtered by equipment, place, level
 * and limitation. A GET form, so it works without JavaScript; with it, the list follows the typing.
 */
export function ExerciseSearch({ workoutId, filters }: { workoutId: string; filters: ExerciseFilters }) {
  const follow = useSearchFollowsTyping(`add-${workoutId}`);
  const t = useTranslations('builders.exerciseSearch');
  const said = useDomainText();
  const select = (name: keyof ExerciseFilters, label: string, options: readonly (readonly [string, string])[]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`search-${name}`}>{label}</Label>
      <NativeSelect id={`search-${name}`} name={name} defaultValue={filters[name] ?? ''}>
        <option value="">{t('any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <form role="search" aria-label={t('label')} className="grid gap-3" onChange={(event) => follow(event.currentTarget)}>
      <input type="hidden" name="add" value={workoutId} />
      <div className="grid gap-1.5">
        <Label htmlFor="search-q">{t('search')}</Label>
        <Input
          id="search-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={t('placeholder')}
          autoComplete="off"
          // Opened by 'Add exercise' (a link): the typing starts here, not many Tabs from the top.
          autoFocus={filters.q === ''}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {select(
          'equipment',
          t('equipment'),
          EQUIPMENT.map((e) => [e, said(EQUIPMENT_LABEL[e])] as const),
        )}
        {select(
          'place',
          t('place'),
          PLACES.map((p) => [p, said(PLACE_LABEL[p])] as const),
        )}
        {select(
          'level',
          t('level'),
          WORKOUT_EXPERIENCE.map((l) => [l, said(WORKOUT_EXPERIENCE_LABEL[l]).replace(/ \(.*\)$/, '')] as const),
        )}
        {select(
          'safeFor',
          t('safeFor'),
          LIMITATIONS.map((f) => [f, said(LIMITATION_LABEL[f])] as const),
        )}
      </div>
      <Button type="submit" variant="outline" size="sm" className="w-fit">
        {t('submit')}
      </Button>
    </form>
  );
}
