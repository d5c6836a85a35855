import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** Another process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder} (another npm start or npm run db:migrate). ` +
        'Stop that process first, or set PGLITE_DIR to another folder.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** flock(1)'s exit status when another process holds the lock. */
const HELD = 75;

/** Who holds the lock, as its holder wrote it: its PID, host and boot, so a PID from another container or boot reads as such. */
function holderOf(lockPath: string): string {
  try {
    const [pid, host, boot] = readFileSync(lockPath, 'utf8').trim().split(' ');
    if (pid && host) return `process ${pid} on ${host}${boot ? ` (boot ${boot.slice(0, 8)})` : ''}`;
  } catch {
    // Unreadable: the lock still holds.
  }
  return 'another process';
}

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Takes an exclusive OS lock (flock) on `<dataDir>.lock` for this process. PGlite does not lock
 * its folder, and two processes writing one folder corrupt it: a second opener stops with one
 * clear line. The kernel holds the lock, not the file's contents: a lock file that is empty, or
 * names a process that is gone, decides nothing, and a holder that dies however it dies (even
 * SIGKILL) lets go, because the `flock` child exits when this process's end of its stdin closes.
 * Resolves to the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const holder = spawn('flock', ['--nonblock', '--conflict-exit-code', String(HELD), lockPath, '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => holder.once('exit', resolve));
  const outcome = await new Promise<'locked' | 'held' | Error>((resolve) => {
    holder.stdout.once('data', () => resolve('locked'));
    holder.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ENOENT'
          ? new Error('The embedded database locks its folder with flock(1), from util-linux: install it, or set DATABASE_URL.')
          : error,
      ),
    );
    void exited.then((code) => resolve(code === HELD ? 'held' : new Error(`flock ${lockPath} exited with ${code}`)));
  });
  if (outcome === 'held') throw new DatabaseInUseError(dataDir, holderOf(lockPath));
  if (outcome instanceof Error) throw outcome;
  // Held for as long as this process lives, without keeping it alive.
  holder.unref();
  holder.stdout.destroy();
  (holder.stdin as unknown as { unref(): void }).unref();
  writeFileSync(lockPath, `${process.pid} ${os.hostname()} ${bootId()}\n`);
  return async () => {
    if (holder.exitCode !== null) return;
    holder.ref();
    holder.stdin.end();
    await exited;
  };
}
