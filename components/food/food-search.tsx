'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon, Search } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useOutbox } from '@/components/offline/outbox-context';
import type { FoodShortcut } from '@/lib/db/food-logs';
import type { FoodMatch } from '@/lib/db/foods';
import { DIET_LABEL, FOOD_QUERY_MAX, portionLabel } from '@/lib/domain/food-log';
import { nutrientsOfPortion } from '@/lib/domain/foods/nutrients';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { foodNames } from './food-name';

/** How long typing pauses before the sheet asks the server. */
const TYPING_PAUSE_MS = 150;

type Found = { query: string; foods: FoodMatch[] } | { query: string; failed: true };

interface FoodSearchProps {
  query: string;
  onQuery: (query: string) => void;
  recent: FoodShortcut[];
  frequent: FoodShortcut[];
  onChoose: (food: FoodMatch, servingLabel?: string, quantity?: number) => void;
  onCreate: () => void;
  onQuickAdd: () => void;
}

/** The foods the server finds for `query`, a moment after typing stops; a newer query cancels an older one. */
function useFoodSearch(query: string): Found | null {
  const [found, setFound] = useState<Found | null>(null);
  const wanted = query.trim();
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/foods?q=${encodeURIComponent(wanted)}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`food search: ${response.status}`);
        const { foods } = (await response.json()) as { foods: FoodMatch[] };
        setFound({ query: wanted, foods });
      } catch {
        if (!controller.signal.aborted) setFound({ query: wanted, failed: true });
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);
  return wanted && found?.query === wanted ? found : null;
}

const usualKcal = (food: FoodMatch) => nutrientsOfPortion(food.per100g, food.servings[0]!.grams, 1).kcal;

function FoodButton({ food, detail, onClick }: { food: FoodMatch; detail: string; onClick: () => void }) {
  const { shown, other } = foodNames(food, useLocale());
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="grid w-full gap-0.5 rounded-md border px-3 py-2 text-left hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span className="font-medium">
          {shown}
          {other && (
            <span lang={other.lang} className="font-normal text-muted-foreground">
              {' '}
              · {other.name}
            </span>
          )}
        </span>
        <span className="text-sm text-muted-foreground">{detail}</span>
      </button>
    </li>
  );
}

function Shortcuts({
  title,
  shortcuts,
  onChoose,
}: {
  title: string;
  shortcuts: FoodShortcut[];
  onChoose: FoodSearchProps['onChoose'];
}) {
  const t = useTranslations('food.search');
  if (shortcuts.length === 0) return null;
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid gap-2">
        {shortcuts.map(({ food, servingLabel, quantity, times }) => (
          <FoodButton
            key={food.id}
            food={food}
            detail={`${portionLabel(quantity, servingLabel)}${times > 1 ? ` · ${t('loggedTimes', { times: String(times) })}` : ''}`}
            onClick={() => onChoose(food, servingLabel, quantity)}
          />
        ))}
      </ul>
    </section>
  );
}

/** 'Search foods' as you type, with the customer's recent and frequent foods before they type. */
export function FoodSearch({ query, onQuery, recent, frequent, onChoose, onCreate, onQuickAdd }: FoodSearchProps) {
  const t = useTranslations('food.search');
  const said = useDomainText();
  const found = useFoodSearch(query);
  const offline = useOutbox()?.online === false;
  const foods = found && 'foods' in found ? found.foods : [];
  const status = offline
    ? t('offline')
    : !query.trim()
      ? ''
      : !found
        ? t('searching')
        : 'failed' in found
          ? t('failed')
          : foods.length === 0
            ? t('noneFound', { query: found.query })
            : t('found', { count: foods.length });
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="food-search">{t('label')}</Label>
        <div className="relative">
          <Icon icon={Search} className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
          <Input
            id="food-search"
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter takes the best match, as a phone's 'Go' key promises.
              if (event.key === 'Enter' && foods[0]) {
                event.preventDefault();
                onChoose(foods[0]);
              }
            }}
            maxLength={FOOD_QUERY_MAX}
            autoComplete="off"
            autoFocus
            placeholder={t('placeholder')}
            aria-describedby="food-search-status"
            className="pl-9"
          />
        </div>
        <p id="food-search-status" role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
      {query.trim() && !offline ? (
        <ul aria-label={t('foundLabel')} className="grid gap-2">
          {foods.map((food) => (
            <FoodButton
              key={food.id}
              food={food}
              detail={`${food.servings[0]!.label} · ${usualKcal(food)} kcal · ${said(DIET_LABEL[food.diet])}${food.own ? ` · ${t('yourFood')}` : ''}`}
              onClick={() => onChoose(food)}
            />
          ))}
        </ul>
      ) : (
        <>
          <Shortcuts title={t('recent')} shortcuts={recent} onChoose={onChoose} />
          <Shortcuts title={t('frequent')} shortcuts={frequent} onChoose={onChoose} />
        </>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="button" variant="outline" onClick={onQuickAdd} disabled={offline}>
          {t('quickAdd')}
        </Button>
        <Button type="button" variant="outline" onClick={onCreate} disabled={offline}>
          {t('create')}
        </Button>
      </div>
    </>
  );
}
