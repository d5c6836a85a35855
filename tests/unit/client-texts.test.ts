import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessages } from '@/lib/i18n/client-messages';
import { DOMAIN_PAIRS } from '@/lib/i18n/domain-texts';
import { MESSAGES, type RenderMessages } from '@/lib/i18n/messages';

const root = path.resolve(import.meta.dirname, '../..');

describe('clientMessages: what a page hands its client components', () => {
  const hindi: RenderMessages = { ...MESSAGES.hi, domain: DOMAIN_PAIRS.hi };

  it.each([
    [[], ['common', 'domain']],
    [['food'], ['common', 'domain', 'food']],
    [
      ['coach', 'support'],
      ['coach', 'common', 'domain', 'support'],
    ],
  ] as const)('areas %j: %j and no other', (areas, keys) => {
    expect(Object.keys(clientMessages(hindi, areas)).sort()).toEqual(keys);
  });

  it('carries the Hindi of lib/’s texts for those areas alone, and none for English', () => {
    const { domain } = clientMessages(hindi, ['food']);
    expect(Object.keys(domain ?? {}).sort()).toEqual(['common', 'food']);
    expect(domain?.food).toBe(DOMAIN_PAIRS.hi.food);
    expect(clientMessages({ ...MESSAGES.en, domain: DOMAIN_PAIRS.en }, ['food']).domain).toEqual({});
  });

  it('is a small part of the whole', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(clientMessages(hindi, []))).toBeLessThan(size(hindi) / 5);
  });
});

/**
 * Each route file's client components read only the areas its `<ClientTexts>` names (and `common`),
 * found by walking its imports: a client component given another area would show its keys' names.
 */
describe('each route gives its client components their texts', () => {
  type Source = { imports: string[]; client: boolean; namespaces: string[]; areas: string[] };
  const sources = new Map<string, Source>();

  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
    if (!base) return undefined;
    return ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((file) => /\.tsx?$/.test(file) && existsSync(file));
  };

  const read = (file: string): Source => {
    const cached = sources.get(file);
    if (cached) return cached;
    const text = readFileSync(file, 'utf8');
    // Values only: a type import leaves nothing in the bundle.
    const imports = [
      ...text.matchAll(/^(?:import|export)(?! type )[^;]*?from '([^']+)'/gms),
      ...text.matchAll(/import\('([^']+)'\)/g),
    ]
      .map((match) => resolve(file, match[1] as string))
      .filter((found): found is string => found !== undefined);
    const source: Source = {
      imports,
      client: /^'use client';/m.test(text),
      namespaces: [...text.matchAll(/useTranslations\('(\w+)/g)].map((match) => match[1] as string),
      areas: [...text.matchAll(/<ClientTexts areas=\{\[([^\]]*)\]\}>/g)].flatMap((match) =>
        [...(match[1] as string).matchAll(/'(\w+)'/g)].map((area) => area[1] as string),
      ),
    };
    sources.set(file, source);
    return source;
  };

  /** The modules the browser loads for a route file, and the namespaces they read. */
  const clientSide = (file: string) => {
    const modules = new Set<string>();
    const walk = (current: string, inClient: boolean, seen: Set<string>) => {
      const key = `${current}:${inClient}`;
      if (seen.has(key)) return;
      seen.add(key);
      const source = read(current);
      const client = inClient || source.client;
      if (client) modules.add(current);
      for (const next of source.imports) walk(next, client, seen);
    };
    walk(file, false, new Set());
    return { modules: [...modules], namespaces: new Set([...modules].flatMap((module) => read(module).namespaces)) };
  };

  const routeFiles = readdirSync(path.join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /^(page|layout|loading|error|not-found|template|default|global-error)\.tsx$/.test(entry.name),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();

  it('finds the route files and their client components', () => {
    expect(routeFiles.length).toBeGreaterThan(40);
    expect(clientSide('app/[locale]/(with-toaster)/(customer)/food/page.tsx').namespaces).toContain('food');
  });

  it.each(routeFiles)('%s', (file) => {
    const { modules, namespaces } = clientSide(path.join(root, file));
    const given = new Set(['common', ...read(path.join(root, file)).areas]);
    expect(
      [...namespaces].filter((namespace) => !given.has(namespace)),
      'areas its client components read but are not given',
    ).toEqual([]);
    // Every catalogue bundled into the JavaScript would reach every page of the route.
    const catalogues = ['lib/i18n/messages.ts', 'lib/i18n/domain-texts.ts'].map((module) => path.join(root, module));
    expect(modules.filter((module) => catalogues.includes(module)).map((module) => path.relative(root, module))).toEqual([]);
  });
});
