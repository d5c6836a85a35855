/**
 * A food's name as the reader sees it: a shared food's Hindi name for a Hindi reader, where it has
 * one; else its name (a customer's own food has only the name they wrote). `other` is the name in
 * the other language, shown beside it, with its language.
 */
export function foodNames(food: { name: string; hindi: string | null }, locale: string) {
  if (!food.hindi) return { shown: food.name, other: null };
  return locale === 'hi'
    ? { shown: food.hindi, other: { name: food.name, lang: 'en' } }
    : { shown: food.name, other: { name: food.hindi, lang: 'hi' } };
}
