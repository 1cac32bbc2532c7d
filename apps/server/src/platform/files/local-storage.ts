import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. The local-disk backend is the default; an S3 backend fits the same shape. */
export interface StorageBackend {
  write(key: string, body: Buffer): Promise<void>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
}

export function localStorage(root: string): StorageBackend {
  const base = resolve(root);
  // Keys are validated before they get here; this is the second line against path tricks.
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`file key escapes the storage folder: ${key}`);
    return path;
  };
  return {
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    read: (key) => createReadStream(pathOf(key)),
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
