/**
 * Texts that come from lib/ rather than a component: the specification's constants, what a schema
 * or an action says, the packages' features. Their English is written once, in lib/, and is the key
 * (gettext's way): messages/domain/hi/<area>.json gives each its Hindi. A text with parts that vary is
 * keyed by its pattern, the parts named in braces: "Pay {amount}". Pure: no React, no I/O.
 */
import type { DomainPairs } from './messages';

export type DomainCatalogue = Record<string, string>;
export type DomainText = (english: string) => string;

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The translator of one language's catalogue: an English text's translation, or the text itself. */
export function domainTextOf(catalogue: DomainCatalogue): DomainText {
  const patterns = Object.keys(catalogue)
    .filter((key) => /\{\w+\}/.test(key))
    .map((key) => ({
      names: [...key.matchAll(PLACEHOLDER)].map((match) => match[1] as string),
      regex: new RegExp(
        `^${key
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)))
          .join('')}$`,
        's',
      ),
      translation: catalogue[key] as string,
    }));
  // A part that varies may itself be a text of the catalogue ('Nothing was logged for {meal}
  // yesterday.' with 'snack'): the word alone, as written or capitalised as a label is.
  const word = (part: string) => catalogue[part] ?? catalogue[part.charAt(0).toUpperCase() + part.slice(1)] ?? part;
  return (english) => {
    const exact = catalogue[english];
    if (exact !== undefined) return exact;
    for (const { names, regex, translation } of patterns) {
      const match = regex.exec(english);
      if (!match) continue;
      const parts = new Map(names.map((name, i) => [name, word(match[i + 1] as string)]));
      return translation.replace(PLACEHOLDER, (whole, name: string) => parts.get(name) ?? whole);
    }
    return english;
  };
}

const translators = new WeakMap<DomainPairs, DomainText>();

/** The translator of a render's `domain` messages (lib/i18n/messages.ts), made once for each. */
export function domainTextFrom(pairs: DomainPairs): DomainText {
  let translator = translators.get(pairs);
  if (!translator) {
    translator = domainTextOf(Object.fromEntries(Object.values(pairs).flat()));
    translators.set(pairs, translator);
  }
  return translator;
}
