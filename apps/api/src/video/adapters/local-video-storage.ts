import { copyFile, mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { VideoStorage, type StoredFile } from '../application/video-storage.port';

/** Keys are `<uuid>/<uuid>/<file>` made by the module; anything else (`..`, absolute) is refused. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[a-z]+\.[a-z0-9]+$/;

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid video storage key: ${key}`);
  return key;
}

/**
 * A local directory (the default; a volume in the container). A file is copied under a temporary name and
 * renamed into place, so a reader or the cleanup never sees half a file. The temporary name is fixed per file
 * (`<file>.part`; one worker holds a job at a time): what a worker killed mid-copy left is overwritten by the
 * retry, and goes with the file when it is removed.
 */
export class LocalVideoStorage extends VideoStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, sourcePath: string): Promise<void> {
    const target = join(this.root, checkKey(key));
    await mkdir(dirname(target), { recursive: true });
    const part = `${target}.part`;
    await copyFile(sourcePath, part);
    await rename(part, target);
  }

  async open(key: string): Promise<StoredFile | null> {
    const path = join(this.root, checkKey(key));
    // Opened before answering: the open handle keeps the file readable even if the cleanup unlinks it meanwhile.
    const handle = await open(path, 'r').catch(() => null);
    if (!handle) return null;
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), size };
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for (const tenant of await entries(this.root)) {
      for (const job of await entries(join(this.root, tenant))) {
        for (const file of await entries(join(this.root, tenant, job))) {
          const key = `${tenant}/${job}/${file}`;
          if (KEY.test(key) && key.startsWith(prefix)) keys.push(key);
        }
      }
    }
    return keys;
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      const path = join(this.root, checkKey(key));
      await rm(path, { force: true });
      await rm(`${path}.part`, { force: true });
      // Empty job and tenant folders go too; a folder that still holds files stays (ENOTEMPTY).
      await rmdir(dirname(path)).catch(() => undefined);
      await rmdir(dirname(dirname(path))).catch(() => undefined);
    }
  }
}

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}
