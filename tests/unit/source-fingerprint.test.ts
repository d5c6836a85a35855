import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the start script, without types.
import { BUILD_SOURCES, sourceFingerprint } from '../../scripts/source-fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return /\.(ts|tsx|mjs)$/.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((child) => sourceFiles(path.join(entry, child)));
}

describe('npm start rebuilds when any source of the build changes', () => {
  it('hashes every top-level folder the app imports through @/', () => {
    const imported = new Set<string>();
    for (const file of (BUILD_SOURCES as string[]).flatMap(sourceFiles)) {
      for (const [, folder] of readFileSync(path.join(root, file), 'utf8').matchAll(/from '@\/([^/']+)/g)) imported.add(folder!);
    }
    expect([...imported].filter((folder) => !BUILD_SOURCES.includes(folder) && !BUILD_SOURCES.includes(`${folder}.ts`))).toEqual(
      [],
    );
  });

  it('a change to a file in hooks/ changes the fingerprint', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'wellfit-fingerprint-'));
    const hooks = path.join(copy, 'hooks');
    writeFileSync(path.join(copy, 'proxy.ts'), 'export {};\n');
    const before = sourceFingerprint(copy);
    mkdirSync(hooks);
    writeFileSync(path.join(hooks, 'use-thing.ts'), 'export const a = 1;\n');
    expect(sourceFingerprint(copy)).not.toBe(before);
  });
});
