'use client';

import { useEffect, useState } from 'react';
import { Icon, Search } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useOutbox } from '@/components/offline/outbox-context';
import type { FoodShortcut } from '@/lib/db/food-logs';
import type { FoodMatch } from '@/lib/db/foods';
import { DIET_LABEL, FOOD_QUERY_MAX, portionLabel } from '@/lib/domain/food-log';
import { nutrientsOfPortion } from '@/lib/domain/foods/nutrients';

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
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="grid w-full gap-0.5 rounded-md border px-3 py-2 text-left hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span className="font-medium">
          {food.name}
          {food.hindi && (
            <span lang="hi" className="font-normal text-muted-foreground">
              {' '}
              · {food.hindi}
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
  if (shortcuts.length === 0) return null;
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid gap-2">
        {shortcuts.map(({ food, servingLabel, quantity, times }) => (
          <FoodButton
            key={food.id}
            food={food}
            detail={`${portionLabel(quantity, servingLabel)}${times > 1 ? ` · logged ${times} times` : ''}`}
            onClick={() => onChoose(food, servingLabel, quantity)}
          />
        ))}
      </ul>
    </section>
  );
}

/** 'Search foods' as you type, with the customer's recent and frequent foods before they type. */
export function FoodSearch({ query, onQuery, recent, frequent, onChoose, onCreate, onQuickAdd }: FoodSearchProps) {
  const found = useFoodSearch(query);
  const offline = useOutbox()?.online === false;
  const foods = found && 'foods' in found ? found.foods : [];
  const status = offline
    ? 'You are offline: search needs a connection. Your recent and frequent foods can still be logged.'
    : !query.trim()
      ? ''
      : !found
        ? 'Searching...'
        : 'failed' in found
          ? 'Could not search just now. Please try again.'
          : foods.length === 0
            ? `No food found for “${found.query}”. Try another spelling, quick add it, or create it.`
            : `${foods.length} ${foods.length === 1 ? 'food' : 'foods'} found`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="food-search">Search foods</Label>
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
            placeholder="dal, roti, पनीर..."
            aria-describedby="food-search-status"
            className="pl-9"
          />
        </div>
        <p id="food-search-status" role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
      {query.trim() && !offline ? (
        <ul aria-label="Foods found" className="grid gap-2">
          {foods.map((food) => (
            <FoodButton
              key={food.id}
              food={food}
              detail={`${food.servings[0]!.label} · ${usualKcal(food)} kcal · ${DIET_LABEL[food.diet]}${food.own ? ' · your food' : ''}`}
              onClick={() => onChoose(food)}
            />
          ))}
        </ul>
      ) : (
        <>
          <Shortcuts title="Recent" shortcuts={recent} onChoose={onChoose} />
          <Shortcuts title="Frequent" shortcuts={frequent} onChoose={onChoose} />
        </>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="button" variant="outline" onClick={onQuickAdd} disabled={offline}>
          Quick add
        </Button>
        <Button type="button" variant="outline" onClick={onCreate} disabled={offline}>
          Create a food
        </Button>
      </div>
    </>
  );
}
