import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/i18n/messages';
import { HINDI_DOMAIN_TEXTS } from '@/lib/i18n/domain-texts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every leaf of a messages object as its dotted path. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
const sources = ['app', 'components', 'hooks', 'lib'].flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));

/** Whether the code names a key (or its path below a group) in quotes, or ends a template with it: t(`${type}.see`). */
const named = (key: string) =>
  sources.some((text) =>
    ["'", '"', '`'].some((quote) => text.includes(`${quote}${key}${quote}`) || text.includes(`.${key}${quote}`)),
  );

describe('the two languages of the interface', () => {
  it.each(Object.keys(MESSAGES.en))('%s: Hindi has each English key, and no other', (namespace) => {
    const en = keysOf(MESSAGES.en[namespace as keyof typeof MESSAGES.en]);
    const hi = keysOf(MESSAGES.hi[namespace as keyof typeof MESSAGES.hi]);
    expect(
      hi.filter((key) => !en.includes(key)),
      'keys only in Hindi',
    ).toEqual([]);
    expect(
      en.filter((key) => !hi.includes(key)),
      'keys only in English',
    ).toEqual([]);
  });

  it.each(Object.keys(MESSAGES.en))('%s: every key is used by the code', (namespace) => {
    // A key is read as t('leaf') or t('group.leaf') under useTranslations('namespace…'), or chosen
    // from a list of its names: its last part, or its path below a group, is a literal of the code.
    const unused = keysOf(MESSAGES.en[namespace as keyof typeof MESSAGES.en]).filter((key) => {
      const parts = [namespace, ...key.split('.')];
      const suffixes = parts.map((_, i) => parts.slice(i).join('.'));
      return !suffixes.some(named);
    });
    expect(unused).toEqual([]);
  });

  it('no Hindi text is left empty or in English alone', () => {
    const empty = keysOf(MESSAGES.hi).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], MESSAGES.hi);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});

describe('the Hindi of texts from lib/', () => {
  /** A pattern's English, as the code writes it: each {name} is some ${…} of a template literal. */
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const writtenInCode = (english: string) => {
    if (!/\{\w+\}/.test(english)) return sources.some((text) => text.includes(english));
    // Its parts in order, each ${…} between them within a template's reach.
    const parts = english.split(/\{\w+\}/).filter(Boolean);
    const written = new RegExp(parts.map(escape).join('[^`]{1,200}?'));
    return sources.some((text) => written.test(text));
  };

  it.each(Object.entries(HINDI_DOMAIN_TEXTS))('%s: each English text is one the code says', (_area, catalogue) => {
    expect(Object.keys(catalogue).filter((english) => !writtenInCode(english))).toEqual([]);
  });

  it.each(Object.entries(HINDI_DOMAIN_TEXTS))('%s: each keeps the English text’s placeholders', (_area, catalogue) => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const broken = Object.entries(catalogue).filter(([english, hindi]) => names(english).join() !== names(hindi).join());
    expect(broken).toEqual([]);
  });

  it('an English text is translated in one area only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, catalogue] of Object.entries(HINDI_DOMAIN_TEXTS))
      for (const english of Object.keys(catalogue)) {
        if (seen.has(english)) twice.push(`${english} (${seen.get(english)}, ${area})`);
        seen.set(english, area);
      }
    expect(twice).toEqual([]);
  });
});
