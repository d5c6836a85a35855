import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';
import { dataDir } from '@/lib/data-dir';
import { type Env, settings } from '@/lib/settings';

/**
 * Where the files of progress photos are kept, by key (`photoKeys`). Every file is WebP. Private:
 * nothing here is ever served as it is; the app's own route reads a photo for whoever may see it.
 */
export interface PhotoStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Files that are already gone are no error. */
  remove(keys: readonly string[]): Promise<void>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The owner's folder, then the photo: nothing else is a key, so no key can reach outside the store. */
const PHOTO_KEY = new RegExp(`^${UUID}/${UUID}(-thumb)?\\.webp$`);

function checkedKey(key: string): string {
  if (!PHOTO_KEY.test(key)) throw new Error(`Not a photo key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

/** A photo's two files, in its owner's folder. UUIDs in any case name the same photo: keys are lower case. */
export function photoKeys(userId: string, photoId: string): { full: string; thumb: string } {
  const stem = `${userId.toLowerCase()}/${photoId.toLowerCase()}`;
  return { full: checkedKey(`${stem}.webp`), thumb: checkedKey(`${stem}-thumb.webp`) };
}

/** Files in `photos` in DATA_DIR (never under public/): one server, or development. */
class LocalPhotoStore implements PhotoStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written beside it and renamed over it, so a reader never sees half a photo.
    const next = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(next, bytes, { flag: 'wx', mode: 0o600 });
      await rename(next, file);
    } catch (error) {
      await rm(next, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async remove(keys: readonly string[]): Promise<void> {
    const files = keys.map((key) => this.file(key));
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}

// Loaded only when configured: supabase-js is large and unused by the embedded mode.
const supabaseJs = () => import('@supabase/supabase-js');
type Bucket = ReturnType<SupabaseClient['storage']['from']>;

/**
 * Storage answers a missing object with 400 and `statusCode: '404'` in its body. A missing bucket
 * says '404' too, in other words: that is a wrong setting, and throws.
 */
async function isMissingObject(error: unknown): Promise<boolean> {
  const { StorageApiError } = await supabaseJs();
  return (
    error instanceof StorageApiError &&
    (error.code === 'NoSuchKey' || (error.statusCode === '404' && error.message === 'Object not found'))
  );
}

const REMOVE_AT_ONCE = 1000;

/** A private Supabase Storage bucket, reached with the service role key (past its policies: the app decides who sees a photo). */
class SupabasePhotoStore implements PhotoStore {
  private bucket: Promise<Bucket> | undefined;

  constructor(private readonly config: { url: string; serviceRoleKey: string; bucket: string }) {}

  private files(): Promise<Bucket> {
    this.bucket ??= supabaseJs().then(({ createClient }) =>
      createClient(this.config.url, this.config.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        // Node 20 has no global WebSocket and supabase-js throws at construction without one.
        ...(globalThis.WebSocket ? {} : { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } }),
      }).storage.from(this.config.bucket),
    );
    return this.bucket;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const checked = checkedKey(key);
    const { error } = await (await this.files()).upload(checked, bytes, { contentType: 'image/webp', upsert: true });
    if (error) throw new Error(`Supabase Storage: could not store ${key}`, { cause: error });
  }

  async get(key: string): Promise<Buffer | null> {
    const checked = checkedKey(key);
    const { data, error } = await (await this.files()).download(checked);
    if (error) {
      if (await isMissingObject(error)) return null;
      throw new Error(`Supabase Storage: could not read ${key}`, { cause: error });
    }
    return Buffer.from(await data.arrayBuffer());
  }

  async remove(keys: readonly string[]): Promise<void> {
    const checked = keys.map((key) => checkedKey(key));
    // Storage takes 1 to 1000 keys a request; keys that are gone are simply not in its answer.
    for (let start = 0; start < checked.length; start += REMOVE_AT_ONCE) {
      const { error } = await (await this.files()).remove(checked.slice(start, start + REMOVE_AT_ONCE));
      if (error) throw new Error(`Supabase Storage: could not remove ${keys.length} files`, { cause: error });
    }
  }
}

/** Supabase Storage where SUPABASE_SERVICE_ROLE_KEY is set (with NEXT_PUBLIC_SUPABASE_URL), files in DATA_DIR otherwise. */
export function photoStore(env?: Env): PhotoStore {
  const current = settings(env);
  const { NEXT_PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey } = current;
  if (url && serviceRoleKey) return new SupabasePhotoStore({ url, serviceRoleKey, bucket: current.PHOTOS_BUCKET });
  return new LocalPhotoStore(path.join(dataDir(env), 'photos'));
}
