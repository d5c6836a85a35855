import type { DomainText } from '@/lib/i18n/domain-text';

/**
 * A chart's name in the reader's language: a built-in's ('Vegetarian North Indian 1,500 kcal')
 * from the catalogue of lib/'s texts, its kcal as they are; a chart a coach named, as named.
 */
export function chartNameIn(name: string, said: DomainText): string {
  const [, base, kcal] = /^(.+) ([\d,]+ kcal)$/.exec(name) ?? [];
  return base && kcal ? `${said(base)} ${kcal}` : said(name);
}
