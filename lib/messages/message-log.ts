import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/data-dir';

/**
 * A channel's stand-in (like Supabase's local mail catcher): each message is a line in the
 * server log and in a file of the data folder. Nobody's phone rings.
 */
export class MessageLog {
  constructor(private readonly fileName: string) {}

  path(): string {
    return path.join(dataDir(), this.fileName);
  }

  async append(line: string): Promise<void> {
    console.log(line);
    await mkdir(dataDir(), { recursive: true });
    await appendFile(this.path(), `${line}\n`, { mode: 0o600 });
  }

  /**
   * Forgets the lines that contain `marker` (a deleted account's): everyone else's stay. The file
   * is written anew and swapped in, so a reader never sees half of it; a message written in that
   * same instant can be lost, and its reader asks again.
   */
  async forget(marker: string): Promise<void> {
    const file = this.path();
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (text === null) return;
    const kept = text.split('\n').filter((line) => !line.includes(marker));
    const next = `${file}.${process.pid}.tmp`;
    await writeFile(next, kept.join('\n'), { mode: 0o600 });
    await rename(next, file);
  }
}
