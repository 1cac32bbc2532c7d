import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sb-local-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = () =>
    localStorage(join(root, 'files'), { secret: 'x'.repeat(32), publicUrl: '' });

  it('writes and finds a file under its key', async () => {
    await storage().write('document/2026-01/a.png', Buffer.from('bytes'), 'image/png');
    expect(await storage().exists('document/2026-01/a.png')).toBe(true);
    expect(await storage().exists('document/2026-01/b.png')).toBe(false);
  });

  it('survives two writes of one key at the same moment, keeping one whole file', async () => {
    const key = 'document/2026-01/race.png';
    const writes = ['first', 'second', 'third'].map((text) =>
      storage().write(key, Buffer.from(text), 'image/png'),
    );
    await expect(Promise.all(writes)).resolves.toBeDefined();
    expect(await storage().exists(key)).toBe(true);
  });

  // The routes refuse such keys first; this is the last line if a caller forgets.
  it('never reads or writes outside its folder', async () => {
    for (const key of ['../escape.png', 'document/../../escape.png', '..', 'a/../../escape.png']) {
      await expect(storage().write(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(
        /escapes the storage folder/,
      );
      expect(await storage().exists(key), key).toBe(false);
      await expect(storage().download(key, { contentType: 'image/png' }), key).rejects.toThrow(
        /escapes the storage folder/,
      );
    }
  });
});
