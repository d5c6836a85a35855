import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Target } from '../support/action-fuzz';

// Every exported Server Action has a fuzz target: a new action without one fails here, by name.
// The actions are found as Next finds them: every module whose first statement is 'use server'.

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_DIRS = ['app', 'lib', 'components', 'hooks'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/** 'use server' before anything but comments and blank lines: the module's exports are Server Actions. */
const SERVER_MODULE = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/;
/** The directive on a line of its own, at the top of a module or of a function. */
const DIRECTIVE = /^\s*['"]use server['"];?\s*$/m;

const files = SOURCE_DIRS.flatMap(sourceFiles)
  .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
  .filter(({ text }) => DIRECTIVE.test(text));
const serverModules = files.filter(({ text }) => SERVER_MODULE.test(text)).map(({ file }) => file);

const tables: Record<string, Record<string, Target>> = {
  customer: (await import('../support/action-fuzz-targets/customer')).targets,
  dashboard: (await import('../support/action-fuzz-targets/dashboard')).targets,
  staff: (await import('../support/action-fuzz-targets/staff')).targets,
  dietChartBuilder: (await import('../support/action-fuzz-targets/diet-chart-builder')).targets,
};

/** Every export of every 'use server' module, by file and name. */
const actions = await Promise.all(
  serverModules.map(async (file) => {
    const exports = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
    return Object.entries(exports).map(([name, value]) => ({ file, name, value }));
  }),
).then((lists) => lists.flat());

describe('the fuzz of the Server Actions', () => {
  it('finds the actions', () => {
    expect(serverModules.length).toBeGreaterThan(10);
    expect(actions.length).toBeGreaterThan(40);
  });

  it('has a target for every exported action', () => {
    const fuzzed = new Set(Object.values(tables).flatMap((table) => Object.values(table).map((target) => target.action)));
    const missing = actions
      .filter(({ value }) => !fuzzed.has(value as Target['action']))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(missing, 'Server Actions without a fuzz target (tests/support/action-fuzz-targets/)').toEqual([]);
  });

  it('names each target as its action is exported, once', () => {
    const exported = new Map(actions.map(({ name, value }) => [value, name]));
    const misnamed = Object.entries(tables).flatMap(([table, targets]) =>
      Object.entries(targets)
        .filter(([name, target]) => exported.get(target.action) !== name)
        .map(([name, target]) => `${table}: ${name} (exported as ${exported.get(target.action) ?? 'nothing'})`),
    );
    expect(misnamed).toEqual([]);
    // (actions-fuzz.test.ts fuzzes the tables as one: a name twice would hide a target.)
    const names = Object.values(tables).flatMap((targets) => Object.keys(targets));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("has no 'use server' inside a function, where no fuzz can reach the action", () => {
    expect(files.filter(({ text }) => !SERVER_MODULE.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
