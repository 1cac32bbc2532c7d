import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run lint` ends with `lint:cycles` (dpdm): an import circle anywhere in the code, the
// server's scripts included, fails it. This runs the command package.json declares with a
// circle of two files put in the scripts' folder, the one it covered last. Not a database test:
// the PGlite run has it, the PostgreSQL run skips it.
const root = fileURLToPath(new URL('../../../../', import.meta.url));

async function cyclesCommand(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts['lint:cycles']!;
}

function run(command: string) {
  const result = spawnSync(command, { cwd: root, shell: true, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the import-circle check', () => {
  it('fails on a circle in the server scripts', { timeout: 180_000 }, async () => {
    const dir = join(
      root,
      'apps/server/scripts',
      `cycle-fixture-${randomBytes(4).toString('hex')}`,
    );
    await mkdir(dir);
    try {
      await writeFile(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      await writeFile(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const circle = run(await cyclesCommand());
      expect(circle.status).toBe(1);
      expect(circle.output).toContain(`${dir.slice(root.length)}/a.ts`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
