import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '@/lib/settings';
import { photoKeys, photoStore } from '@/lib/photos/storage';
import { startStorageStandIn } from '../support/storage-stand-in';

// Where progress photos' files are kept: files in DATA_DIR, or a private Supabase Storage bucket
// (here a local stand-in of its HTTP API). Both behave alike; neither takes a key that is not a
// photo's.

const SERVICE_KEY = 'service-role-key-of-the-test-project';
const BUCKET = 'progress-photos';

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

let storage: Awaited<ReturnType<typeof startStorageStandIn>>;
const dataDirs: string[] = [];
/** A fresh, empty DATA_DIR. */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-photos-'));
  dataDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  storage = await startStorageStandIn({ serviceKey: SERVICE_KEY, bucket: BUCKET });
});
afterAll(async () => {
  await storage.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const supabaseEnv = (dataDir: string, overrides: Env = {}): Env => ({
  DATA_DIR: dataDir,
  NEXT_PUBLIC_SUPABASE_URL: storage.url,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'public-anon-key',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  ...overrides,
});

const WRONG_KEYS = (owner: string, photo: string) => [
  '../x',
  'a/b.webp',
  '/etc/passwd',
  `/${owner}/${photo}.webp`,
  `${owner}/../${photo}.webp`,
  `${owner}/${photo}.webp/../../x.webp`,
  `${owner}/photo.webp`,
  `${owner}/${photo}.png`,
  `${owner}/${photo}-small.webp`,
  `${owner}/${photo}.webp.tmp`,
  `${owner.toUpperCase()}/${photo}.webp`,
  `${owner}\\${photo}.webp`,
  `${owner}/${photo}.webp\n`,
];

describe.each<[string, (dataDir: string) => Env]>([
  ['files in DATA_DIR', (dataDir) => ({ DATA_DIR: dataDir })],
  ['Supabase Storage', (dataDir) => supabaseEnv(dataDir)],
])('photos kept as %s', (_, env) => {
  const webp = (text: string) => Buffer.from(`RIFF\0\0\0\0WEBP${text}`);

  it('gives back what was put, and the newer of two', async () => {
    const store = photoStore(env(freshDataDir()));
    const keys = photoKeys(randomUUID(), randomUUID());
    await store.put(keys.full, webp('full'));
    await store.put(keys.thumb, webp('thumb'));
    expect(await store.get(keys.full)).toEqual(webp('full'));
    expect(await store.get(keys.thumb)).toEqual(webp('thumb'));
    await store.put(keys.full, webp('full, again'));
    expect(await store.get(keys.full)).toEqual(webp('full, again'));
  });

  it('answers null for a photo that is not there', async () => {
    const store = photoStore(env(freshDataDir()));
    expect(await store.get(photoKeys(randomUUID(), randomUUID()).full)).toBeNull();
  });

  it('removes files, those already gone and none at all included', async () => {
    const store = photoStore(env(freshDataDir()));
    const owner = randomUUID();
    const [gone, kept, never] = [photoKeys(owner, randomUUID()), photoKeys(owner, randomUUID()), photoKeys(owner, randomUUID())];
    for (const key of [gone.full, gone.thumb, kept.full]) await store.put(key, webp(key));
    await store.remove([gone.full, gone.thumb, never.full, never.thumb]);
    expect(await store.get(gone.full)).toBeNull();
    expect(await store.get(gone.thumb)).toBeNull();
    expect(await store.get(kept.full)).toEqual(webp(kept.full));
    await store.remove([gone.full]);
    await store.remove([]);
    expect(await store.get(kept.full)).toEqual(webp(kept.full));
  });

  it('refuses every key that is not a photo of a person, before it reaches a file', async () => {
    const dataDir = freshDataDir();
    const store = photoStore(env(dataDir));
    const before = storage.objects.size;
    for (const key of WRONG_KEYS(randomUUID(), randomUUID())) {
      await expect(store.put(key, webp(key)), key).rejects.toThrow(/^Not a photo key/);
      await expect(store.get(key), key).rejects.toThrow(/^Not a photo key/);
      await expect(store.remove([photoKeys(randomUUID(), randomUUID()).full, key]), key).rejects.toThrow(/^Not a photo key/);
    }
    expect(readdirSync(dataDir)).toEqual([]);
    expect(storage.objects.size).toBe(before);
  });
});

describe('photo keys', () => {
  it("are the owner's folder, then the photo, in lower case", () => {
    const [owner, photo] = [randomUUID(), randomUUID()];
    expect(photoKeys(owner.toUpperCase(), photo.toUpperCase())).toEqual({
      full: `${owner}/${photo}.webp`,
      thumb: `${owner}/${photo}-thumb.webp`,
    });
  });

  it.each([
    ['an owner that is a path', '..', randomUUID()],
    ['a photo that is a path', randomUUID(), '../../etc/passwd'],
    ['an empty photo id', randomUUID(), ''],
  ])('refuse %s', (_, owner, photo) => {
    expect(() => photoKeys(owner, photo)).toThrow(/^Not a photo key/);
  });
});

describe('photos as files in DATA_DIR', () => {
  it('land in photos/<owner>/, readable by the server alone, and nowhere else', async () => {
    const dataDir = freshDataDir();
    const [owner, photo] = [randomUUID(), randomUUID()];
    const keys = photoKeys(owner, photo);
    const store = photoStore({ DATA_DIR: dataDir });
    await store.put(keys.full, Buffer.from('full'));
    await store.put(keys.thumb, Buffer.from('thumb'));

    const files = filesUnder(dataDir).map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)));
    expect(files.sort()).toEqual([`photos/${owner}/${photo}-thumb.webp`, `photos/${owner}/${photo}.webp`]);
    for (const file of files) expect(statSync(path.join(dataDir, file)).mode & 0o777, file).toBe(0o600);
    expect(statSync(path.join(dataDir, 'photos', owner)).mode & 0o777).toBe(0o700);

    await store.remove([keys.full, keys.thumb]);
    expect(filesUnder(dataDir)).toEqual([]);
  });
});

describe('photos in Supabase Storage', () => {
  it('are WebP objects in the bucket, with no file in DATA_DIR', async () => {
    const dataDir = freshDataDir();
    const keys = photoKeys(randomUUID(), randomUUID());
    await photoStore(supabaseEnv(dataDir)).put(keys.full, Buffer.from('full'));
    expect(storage.objects.get(keys.full)).toEqual({ bytes: Buffer.from('full'), contentType: 'image/webp' });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('uses PHOTOS_BUCKET: a bucket that does not exist is an error, not a missing photo', async () => {
    const store = photoStore(supabaseEnv(freshDataDir(), { PHOTOS_BUCKET: 'no-such-bucket' }));
    await expect(store.get(photoKeys(randomUUID(), randomUUID()).full)).rejects.toThrow(/could not read/);
  });

  it('throws with a wrong service key, rather than losing the photo or calling it missing', async () => {
    const store = photoStore(supabaseEnv(freshDataDir(), { SUPABASE_SERVICE_ROLE_KEY: 'not-the-service-key' }));
    const keys = photoKeys(randomUUID(), randomUUID());
    await expect(store.put(keys.full, Buffer.from('full'))).rejects.toThrow(/could not store/);
    await expect(store.get(keys.full)).rejects.toThrow(/could not read/);
    await expect(store.remove([keys.full])).rejects.toThrow(/could not remove/);
    expect(storage.objects.has(keys.full)).toBe(false);
  });
});
