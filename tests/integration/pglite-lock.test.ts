import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from '@/lib/db/pglite-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'wellfit-lock-'));
const others: ChildProcess[] = [];

afterAll(() => {
  for (const other of others) other.kill();
  rmSync(root, { recursive: true, force: true });
});

/** Another process holding the OS lock on `<dir>.lock`, with the file left as it is (empty if new). */
async function heldElsewhere(dir: string): Promise<void> {
  const other = spawn('flock', [`${dir}.lock`, '-c', 'echo locked; exec sleep 600'], { stdio: ['ignore', 'pipe', 'ignore'] });
  others.push(other);
  await new Promise((resolve) => other.stdout.once('data', resolve));
}

function runMigrate(dir: string) {
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const run = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/migrate.ts'], {
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
    });
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    run.on('exit', (status) => resolve({ status, stderr }));
  });
}

describe('the embedded database folder is locked by the OS for its process', () => {
  it('takes the lock, records its PID, host and boot, and releases it', async () => {
    const dir = path.join(root, 'a');
    const release = await lockDataDir(dir);
    const [pid, host, boot] = readFileSync(`${dir}.lock`, 'utf8').trim().split(' ');
    expect({ pid, host, boot }).toEqual({
      pid: String(process.pid),
      host: os.hostname(),
      boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    });
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.pid} on ${os.hostname()}`);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('an empty lock file that another process holds counts as held', async () => {
    const dir = path.join(root, 'b');
    await heldElsewhere(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe('');
    await expect(lockDataDir(dir)).rejects.toThrow(DatabaseInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow('in use by another process');
  });

  it('a file naming a live process decides nothing when no process holds the lock', async () => {
    const dir = path.join(root, 'c');
    writeFileSync(`${dir}.lock`, `${process.ppid} another-container\n`);
    const release = await lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toContain(`${process.pid} ${os.hostname()}`);
    await release();
  });

  it('a holder killed with SIGKILL lets go', async () => {
    const dir = path.join(root, 'd');
    const script = path.join(root, 'hold.mts');
    const lock = JSON.stringify(path.resolve('lib/db/pglite-lock.ts'));
    writeFileSync(
      script,
      `import { lockDataDir } from ${lock};\nawait lockDataDir(${JSON.stringify(dir)});\nconsole.log('locked');\nsetInterval(() => {}, 1000);\n`,
    );
    const holder = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    others.push(holder);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    await expect(lockDataDir(dir)).rejects.toThrow(DatabaseInUseError);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    await expect
      .poll(() =>
        lockDataDir(dir).then(
          (release) => release().then(() => 'taken'),
          () => 'held',
        ),
      )
      .toBe('taken');
  });

  it('two opens of one folder at once: exactly one wins', async () => {
    const dir = path.join(root, 'e');
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    for (const result of results) if (result.status === 'fulfilled') await result.value();
  });

  it('two npm run db:migrate on one new folder in a race: exactly one wins, the other stops with one clear line', async () => {
    const dir = path.join(root, 'f');
    const runs = await Promise.all([runMigrate(dir), runMigrate(dir)]);
    expect(runs.map((run) => run.status).sort()).toEqual([0, 1]);
    const loser = runs.find((run) => run.status === 1)!;
    const lines = loser.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
    expect(lines).toEqual([expect.stringContaining(`The embedded database in ${dir} is in use by`)]);
    expect(existsSync(dir)).toBe(true);
  }, 60_000);

  it('npm run db:migrate on a held folder stops with one clear line and leaves the folder alone', async () => {
    const dir = path.join(root, 'g');
    await heldElsewhere(dir);
    const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/migrate.ts'], {
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
    expect(lines).toEqual([expect.stringContaining('is in use by another process')]);
    expect(existsSync(dir)).toBe(false);
  });
});
