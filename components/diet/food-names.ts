import 'server-only';
import type { SheetDay } from '@/lib/domain/diet-charts/sheet';
import type { MealOptionView, SwapsOfOption, TodaysMeals } from '@/lib/domain/diet-charts/views';
import { FOOD_TABLE } from '@/lib/domain/foods';

/**
 * The chart's foods in the reader's language: the food table's Hindi name for a Hindi reader
 * (every food of the table has one), the portion as the table says it ('1.5 katori दाल तड़का',
 * '2 रोटी'). On the server only: it holds the food table, which the browser's bundle never does.
 * English is returned as it came.
 */
const HINDI_OF: ReadonlyMap<string, string> = new Map(FOOD_TABLE.map((food) => [food.name, food.hindi]));
const NAME_OF: ReadonlyMap<string, string> = new Map(FOOD_TABLE.map((food) => [food.id, food.name]));
/** Longest first: 'Custard apple' is found before 'Apple'. */
const byLength = (names: Iterable<string>) => [...names].sort((a, b) => b.length - a.length);
const ALL_NAMES = byLength(HINDI_OF.keys());

const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/**
 * One food as a chart says it: '1.5 katori Dal tadka' (its portion, then its name), or '2 roti'
 * where the serving names the food ('2 रोटी'). `names`: the foods it may be, longest first.
 */
function hindiLabel(label: string, names: readonly string[] = ALL_NAMES): string {
  const after = names.find((name) => label.endsWith(` ${name}`));
  if (after) return `${label.slice(0, -after.length)}${HINDI_OF.get(after) ?? after}`;
  const lower = label.toLocaleLowerCase('en-IN');
  for (const name of names) {
    const at = lower.indexOf(name.toLocaleLowerCase('en-IN'));
    // '10 litchis' names the Litchi too.
    const plural = /^(es|s)?/.exec(lower.slice(at + name.length))![0];
    const end = at + name.length + plural.length;
    if (at >= 0 && !isLetter(label[at - 1]) && !isLetter(label[end]))
      return `${label.slice(0, at)}${HINDI_OF.get(name) ?? name}${label.slice(end)}`;
  }
  return label;
}

const optionIn = (option: MealOptionView): MealOptionView => ({
  ...option,
  foods: option.foods.map((food) => ({
    ...food,
    name: HINDI_OF.get(food.name) ?? food.name,
    label: hindiLabel(food.label, [food.name]),
  })),
});

/** Today's meals with each food's name in the reader's language. */
export function mealsIn(meals: TodaysMeals, locale: string): TodaysMeals {
  if (locale !== 'hi') return meals;
  return { ...meals, slots: meals.slots.map((slot) => ({ ...slot, options: slot.options.map(optionIn) })) };
}

/** /plan/swap's option and swaps (their foods said as '2.5 idli · 1 katori Sambar') in the reader's language. */
export function swapsIn(swaps: SwapsOfOption, locale: string): SwapsOfOption {
  if (locale !== 'hi') return swaps;
  return {
    ...swaps,
    option: optionIn(swaps.option),
    swaps: swaps.swaps.map((swap) => {
      // The swap's key names its foods: 'curd+poha'.
      const names = byLength(swap.key.split('+').flatMap((id) => NAME_OF.get(id) ?? []));
      return {
        ...swap,
        label: swap.label
          .split(' · ')
          .map((food) => hindiLabel(food, names))
          .join(' · '),
      };
    }),
  };
}

/** The printable chart's foods ('2 piece Idli, 1 katori Sambar': each starts with its quantity) in the reader's language. */
export function sheetIn(days: readonly SheetDay[], locale: string): SheetDay[] {
  if (locale !== 'hi') return [...days];
  return days.map((day) => ({
    ...day,
    slots: day.slots.map((slot) => ({
      ...slot,
      options: slot.options.map((option) => ({
        ...option,
        foods: option.foods
          .split(/, (?=\d)/)
          .map((food) => hindiLabel(food))
          .join(', '),
      })),
    })),
  }));
}
