import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type Database, postgresRaw } from '@/lib/db/connection';
import * as schema from '@/lib/db/schema';

// The scale test's instruments: the app's database, installed with a client that records every
// statement it sends, and a second connection that replays each one under EXPLAIN (ANALYZE).

/** What a statement may take, by its best of three replays (the first may read cold pages). */
export const BUDGET_MS = 20;
/** A sequential scan of a table larger than this fails the test: the query needs an index. */
export const SEQ_SCAN_ROWS = 10_000;
const REPLAYS = 3;

interface Sent {
  text: string;
  params: unknown[];
}

/** A statement the app sent, with the user context (withUser's set_config) it ran in, if any. */
export interface Captured extends Sent {
  context: Sent | null;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface ExplainOutput {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

/** A statement inside a function the statement called (coach_roster(), search_foods(), ...), as auto_explain saw it. */
export interface NestedPlan {
  text: string;
  /** How many times it ran. */
  runs: number;
  /** The slowest run. */
  ms: number;
  scans: string[];
  seqScans: string[];
  indexes: string[];
}

export interface Measured {
  statement: Captured;
  /** Best of the replays. */
  executionMs: number;
  planningMs: number;
  allExecutionMs: number[];
  topNode: string;
  /** Every scan in the plan, as 'Index Scan users_pkey' or 'Seq Scan staff'. */
  scans: string[];
  /** The indexes it read, its nested statements' too. */
  indexes: string[];
  /** Sequential scans of a relation with more than SEQ_SCAN_ROWS rows, here or in a nested statement. */
  seqScans: string[];
  nested: NestedPlan[];
}

const unique = (items: string[]) => [...new Set(items)];

const holder = globalThis as typeof globalThis & { __wellfitDatabase?: Promise<Database> };

const USER_CONTEXT = /^select set_config\('request\.jwt\.claims'/i;
const TRANSACTION_END = /^(begin|commit|rollback|start transaction)\b/i;
const MEASURED = /^(select|insert|update|delete|with)\b/i;

/** Installs the app's database (getDatabase()) on `url`, recording every statement while `record` runs. */
export function installRecordingDatabase(url: string) {
  let recording: Captured[] | null = null;
  // withUser's set_config holds from its statement to the transaction's end, per connection.
  const contexts = new Map<number, Sent>();
  const sql = postgres(url, {
    max: 4,
    prepare: false,
    onnotice: () => {},
    debug: (connection, query, parameters) => {
      const text = query.trim();
      if (TRANSACTION_END.test(text)) contexts.delete(connection);
      else if (USER_CONTEXT.test(text)) contexts.set(connection, { text, params: [...parameters] });
      // The driver's own look at pg_type (array types, once per connection) is not the app's.
      else if (recording && MEASURED.test(text) && !/\bpg_catalog\./.test(text))
        recording.push({ text, params: [...parameters], context: contexts.get(connection) ?? null });
    },
  });
  const database: Database = {
    db: drizzle({ client: sql, schema }),
    raw: postgresRaw(sql),
    kind: 'postgres',
    listen: async () => async () => {},
    close: async () => {
      await sql.end({ timeout: 5 });
    },
  };
  holder.__wellfitDatabase = Promise.resolve(database);
  return {
    database,
    /** Runs fn, and returns what it returned with every statement it sent. */
    async record<T>(fn: () => Promise<T>): Promise<{ result: T; statements: Captured[] }> {
      recording = [];
      try {
        const result = await fn();
        return { result, statements: recording };
      } finally {
        recording = null;
      }
    },
    async close() {
      holder.__wellfitDatabase = undefined;
      await database.close();
    },
  };
}

/** The scans of a plan, and those of them that read a big table from end to end. */
function scansOf(plan: PlanNode, rows: Map<string, number>): { scans: string[]; seqScans: string[]; indexes: string[] } {
  const scans: string[] = [];
  const seqScans: string[] = [];
  const indexes: string[] = [];
  const walk = (node: PlanNode) => {
    const relation = node['Relation Name'];
    if (node['Index Name']) {
      scans.push(`${node['Node Type']} ${node['Index Name']}`);
      indexes.push(node['Index Name']);
    } else if (relation) scans.push(`${node['Node Type']} ${relation}`);
    if (node['Node Type'] === 'Seq Scan' && relation && (rows.get(relation) ?? 0) > SEQ_SCAN_ROWS)
      seqScans.push(`${relation} (${rows.get(relation)} rows)`);
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return { scans, seqScans, indexes };
}

const AUTO_EXPLAIN = [
  `load 'auto_explain'`,
  'set local auto_explain.log_min_duration = 0',
  'set local auto_explain.log_analyze = on',
  'set local auto_explain.log_timing = off',
  'set local auto_explain.log_nested_statements = on',
  'set local auto_explain.log_format = json',
  'set local auto_explain.log_level = notice',
];

/**
 * Replays statements on a connection of its own as the superuser the app connects as: each in a
 * transaction that is rolled back, after the same set_config (role and claims) it ran under.
 */
export function replayer(url: string) {
  let notices: string[] = [];
  const sql = postgres(url, { max: 1, prepare: false, onnotice: (notice) => notices.push(notice.message ?? '') });
  let rows: Map<string, number> | undefined;

  async function relationRows(): Promise<Map<string, number>> {
    if (rows) return rows;
    const found = await sql<{ relname: string; rows: number }[]>`
      select c.relname, max(c.reltuples)::float8 as rows from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'm') and n.nspname in ('public', 'auth', 'auth_embedded')
      group by c.relname`;
    rows = new Map(found.map((r) => [r.relname, r.rows]));
    return rows;
  }

  async function inContext<T>(statement: Captured, before: string[], fn: () => Promise<T>): Promise<T> {
    await sql.unsafe('begin');
    try {
      for (const setting of before) await sql.unsafe(setting);
      if (statement.context) await sql.unsafe(statement.context.text, statement.context.params as never[]);
      return await fn();
    } finally {
      await sql.unsafe('rollback');
    }
  }

  async function explain(statement: Captured, options: string): Promise<ExplainOutput> {
    const [row] = await sql.unsafe<{ 'QUERY PLAN': ExplainOutput[] }[]>(
      `explain (${options}, format json) ${statement.text}`,
      statement.params as never[],
    );
    return row!['QUERY PLAN'][0]!;
  }

  /** The statements the functions called by this one ran (auto_explain, one replay without timing). */
  async function nestedPlans(statement: Captured, relations: Map<string, number>): Promise<NestedPlan[]> {
    notices = [];
    await inContext(statement, AUTO_EXPLAIN, () => explain(statement, 'analyze, timing off'));
    const byText = new Map<string, NestedPlan>();
    for (const message of notices) {
      const at = message.indexOf('{');
      if (at < 0) continue;
      const duration = Number(/duration: ([\d.]+) ms/.exec(message)?.[1] ?? 0);
      const logged = JSON.parse(message.slice(at)) as { 'Query Text': string; Plan: PlanNode };
      const text = logged['Query Text']
        .replace(/^\s*(--[^\n]*\n\s*)+/, '')
        .replace(/\s+/g, ' ')
        .trim();
      // The replayed statement itself and the context's set_config are measured elsewhere.
      if (/^explain\b/i.test(text) || USER_CONTEXT.test(text)) continue;
      const { scans, seqScans, indexes } = scansOf(logged.Plan, relations);
      const key = `${text}\n${scans.join(',')}`;
      const seen = byText.get(key);
      if (seen) {
        seen.runs += 1;
        seen.ms = Math.max(seen.ms, duration);
      } else byText.set(key, { text, runs: 1, ms: duration, scans, seqScans, indexes });
    }
    notices = [];
    return [...byText.values()];
  }

  return {
    async measure(statements: Captured[]): Promise<Measured[]> {
      const relations = await relationRows();
      const measured: Measured[] = [];
      for (const statement of statements) {
        const runs: ExplainOutput[] = [];
        for (let i = 0; i < REPLAYS; i += 1)
          runs.push(await inContext(statement, [], () => explain(statement, 'analyze, buffers')));
        const best = runs.reduce((a, b) => (b['Execution Time'] < a['Execution Time'] ? b : a));
        const { scans, seqScans, indexes } = scansOf(best.Plan, relations);
        const nested = await nestedPlans(statement, relations);
        measured.push({
          statement,
          executionMs: best['Execution Time'],
          planningMs: best['Planning Time'],
          allExecutionMs: runs.map((r) => r['Execution Time']),
          topNode: best.Plan['Node Type'],
          scans,
          indexes: unique([...indexes, ...nested.flatMap((n) => n.indexes)]),
          seqScans: [...seqScans, ...nested.flatMap((n) => n.seqScans.map((s) => `${s} in "${short(n.text, 60)}"`))],
          nested,
        });
      }
      return measured;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** Statements sent more than once (per reminder, per request) are measured once. */
export function distinct(statements: Captured[]): Captured[] {
  const seen = new Set<string>();
  return statements.filter((s) => !seen.has(s.text) && seen.add(s.text));
}

/** A statement on one line, its long column list elided: `select … from "food_logs" where …`. */
export const short = (text: string, length = 90) => {
  const flat = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^select (.{40,}?) from /i, 'select … from ');
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** A readable table of what was measured: one line per statement, then the statements its functions ran. */
export function report(title: string, measured: Measured[]): string {
  const lines = [`\n${title}`, '  #  exec ms (best of 3; all)     plan ms  statement → plan'];
  measured.forEach((m, i) => {
    const all = m.allExecutionMs.map((ms) => ms.toFixed(2)).join('/');
    lines.push(
      `${String(i + 1).padStart(3)}  ${m.executionMs.toFixed(2).padStart(7)} (${all})`.padEnd(33) +
        `${m.planningMs.toFixed(2).padStart(7)}  ${short(m.statement.text)}`,
    );
    lines.push(`${' '.repeat(43)}→ ${m.topNode}; ${unique(m.scans).join(', ') || 'no table'}`);
    for (const n of m.nested)
      lines.push(`${' '.repeat(45)}· ${short(n.text, 70)} ×${n.runs}: ${unique(n.scans).join(', ') || 'no table'}`);
    if (m.seqScans.length) lines.push(`${' '.repeat(45)}!! sequential scan: ${m.seqScans.join('; ')}`);
  });
  return lines.join('\n');
}

/** One markdown row per statement, for the README's table. */
export function markdownRows(fn: string, measured: Measured[]): string[] {
  return measured.map(
    (m) =>
      `| ${fn} | \`${short(m.statement.text, 70).replace(/\|/g, '\\|')}\` | ${m.executionMs.toFixed(2)} | ${m.planningMs.toFixed(2)} | ${m.indexes.join(', ') || '—'} |`,
  );
}
