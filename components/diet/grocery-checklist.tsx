'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { GROCERY_GROUPS, type GroceryLine } from '@/lib/domain/diet-charts/views';
import { useDomainText } from '@/lib/i18n/use-domain-text';

// The ticks of a week's list, kept on the phone (localStorage). Where it cannot be written
// (private browsing, a full disk) they are kept in memory for the visit.
const inMemory = new Map<string, string>();
const listeners = new Set<() => void>();

function readTicks(key: string): string {
  try {
    return localStorage.getItem(key) ?? inMemory.get(key) ?? '[]';
  } catch {
    return inMemory.get(key) ?? '[]';
  }
}

function writeTicks(key: string, ticks: ReadonlySet<string>) {
  const value = JSON.stringify([...ticks]);
  inMemory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept in memory only.
  }
  listeners.forEach((listener) => listener());
}

/** Another tab of the list ticks a line: this one follows. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** An amount as a shop says it ('6 pieces', '1.5 litres', '350 g') in the reader's language; English as it came. */
function useAmountText(): (amount: string) => string {
  const t = useTranslations('plan.groceryList');
  const locale = useLocale();
  return (amount) => {
    const [, count, unit] = /^([\d.,]+) (piece|pieces|litre|litres)$/.exec(amount) ?? [];
    if (locale === 'en' || !count || !unit) return amount;
    const number = Number(count.replaceAll(',', ''));
    return unit.startsWith('piece') ? t('pieces', { count: number }) : t('litres', { count: number });
  };
}

/** The week's ingredients by aisle, each with a tick box; without JavaScript the boxes tick but are not kept. */
export function GroceryChecklist({ lines, storageKey }: { lines: GroceryLine[]; storageKey: string }) {
  const t = useTranslations('plan.groceryList');
  const said = useDomainText();
  const amountText = useAmountText();
  // The server renders nothing ticked; the browser then shows what this phone kept.
  const raw = useSyncExternalStore(
    subscribe,
    () => readTicks(storageKey),
    () => '[]',
  );
  const ticked = useMemo(() => new Set(JSON.parse(raw) as string[]), [raw]);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    writeTicks(storageKey, next);
  };
  if (lines.length === 0) return <p className="text-muted-foreground">{t('empty')}</p>;
  return (
    <div className="grid gap-6">
      <p className="text-sm font-medium" aria-live="polite">
        {t('ticked', { ticked: lines.filter((line) => ticked.has(line.ingredientId)).length, total: lines.length })}
      </p>
      {GROCERY_GROUPS.map((group) => {
        const of = lines.filter((line) => line.group === group);
        if (of.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`aisle-${group}`} className="grid gap-2">
            <h2 id={`aisle-${group}`} className="text-lg font-semibold">
              {said(group)}
            </h2>
            <ul className="grid gap-1">
              {of.map((line) => (
                <li key={line.ingredientId}>
                  <label className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted/50">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-primary"
                      checked={ticked.has(line.ingredientId)}
                      onChange={(event) => toggle(line.ingredientId, event.currentTarget.checked)}
                    />
                    <span
                      className={`min-w-0 flex-1 ${ticked.has(line.ingredientId) ? 'text-muted-foreground line-through' : ''}`}
                    >
                      {line.name}
                    </span>
                    <span className="shrink-0 tabular-nums">{amountText(line.amount)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {ticked.size > 0 && (
        <Button type="button" variant="outline" className="w-fit" onClick={() => writeTicks(storageKey, new Set())}>
          {t('clear')}
        </Button>
      )}
    </div>
  );
}
