import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { localDownloadUrl, localUploadUrl } from './signed-urls';
import type { StorageBackend } from './storage-backend';

/** Files in a folder, served by our own signed routes. Uploads come through our server, so they need no staging. */
export function localStorage(
  root: string,
  signing: { secret: string; publicUrl: string },
): StorageBackend {
  const base = resolve(root);
  // Keys are validated before they get here; this is the second line against path tricks.
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep))
      throw new Error(`file key escapes the storage folder: ${key}`);
    return path;
  };
  return {
    name: 'local',
    uploadUrl: async (upload) => localUploadUrl(signing.secret, signing.publicUrl, upload),
    readUrl: async (key, ttlSeconds) =>
      localDownloadUrl(signing.secret, signing.publicUrl, key, ttlSeconds),
    download: async (key) => ({ body: createReadStream(pathOf(key)) }),
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file. The temporary name is unique, so
      // two writes of one key at the same moment each rename a whole file (the last one wins).
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
