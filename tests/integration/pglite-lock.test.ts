import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from '@/lib/db/pglite-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'wellfit-lock-'));
let other: ChildProcess;

beforeAll(() => {
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
});

afterAll(() => {
  other.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded database folder is locked by its process', () => {
  it('takes the lock, writes its PID, and releases it', () => {
    const dir = path.join(root, 'a');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a folder another live process holds, naming it', () => {
    const dir = path.join(root, 'b');
    writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = path.join(root, 'c');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(`${dir}.lock`, String(dead));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('npm run db:migrate on a held folder stops with one clear line', () => {
    const dir = path.join(root, 'd');
    writeFileSync(`${dir}.lock`, String(other.pid));
    const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/migrate.ts'], {
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
    expect(lines).toEqual([expect.stringContaining(`is in use by process ${other.pid}`)]);
    expect(existsSync(dir)).toBe(false);
  });
});
