import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The console's form and size rules in eslint.config.js: a feature's dialog and drawer are
// ui's (Dialog, ObjectDrawer), and no function runs past 150 lines. Each rule is shown firing
// on a file that breaks it and staying quiet on one that keeps it.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const RESTRICTED = /no-restricted-imports: .*ui\/dialog\.tsx/;
const LONG = /^max-lines-per-function: /;

/** A function of `lines` lines, from its first line to its closing brace. */
const componentOf = (lines: number) =>
  `export function Long() {\n${Array.from({ length: lines - 3 }, (_, i) => `  const v${i} = ${i};`).join('\n')}\n  return v0;\n}\n`;

describe('lint: one dialog and one drawer', () => {
  it.each([
    ['Modal', "import { Modal } from '@mantine/core';\nexport const M = Modal;\n"],
    ['Drawer', "import { Drawer } from '@mantine/core';\nexport const D = Drawer;\n"],
    [
      'Modal beside other parts',
      "import { Button, Modal } from '@mantine/core';\nexport const M = [Button, Modal];\n",
    ],
  ])('refuses %s from @mantine/core in a feature', async (_name, code) => {
    const found = await rulesBroken('apps/web/src/features/teams/x.tsx', code);
    expect(found.filter((p) => RESTRICTED.test(p))).not.toEqual([]);
  });

  it("still refuses @mantine/modals in a feature (ui/modals.ts opens Mantine's)", async () => {
    const found = await rulesBroken(
      'apps/web/src/features/teams/x.tsx',
      "import { modals } from '@mantine/modals';\nexport const m = modals;\n",
    );
    expect(found.filter((p) => p.includes('ui/modals.ts'))).not.toEqual([]);
  });

  it.each([
    [
      'the rest of @mantine/core in a feature',
      'apps/web/src/features/teams/x.tsx',
      "import { Button, Stack } from '@mantine/core';\nexport const b = [Button, Stack];\n",
    ],
    [
      'the dialog and drawer in ui/',
      'apps/web/src/ui/x.tsx',
      "import { Drawer, Modal } from '@mantine/core';\nexport const d = [Drawer, Modal];\n",
    ],
    [
      "ui's Dialog in a feature",
      'apps/web/src/features/teams/x.tsx',
      "import { Dialog } from '../../ui/dialog';\nexport const d = Dialog;\n",
    ],
  ])('allows %s', async (_name, file, code) => {
    const found = await rulesBroken(file, code);
    expect(found.filter((p) => RESTRICTED.test(p))).toEqual([]);
  });
});

describe('lint: functions that fit a screen', () => {
  it('refuses a function of the console over 150 lines', async () => {
    const found = await rulesBroken('apps/web/src/features/teams/x.tsx', componentOf(151));
    expect(found.filter((p) => LONG.test(p))).not.toEqual([]);
  });

  it('allows one of 150 lines, blank lines and comments not counted', async () => {
    const code = componentOf(150).replace(
      '  return v0;',
      '\n  // why it returns the first\n\n  return v0;',
    );
    const found = await rulesBroken('apps/web/src/ui/x.tsx', code);
    expect(found.filter((p) => LONG.test(p))).toEqual([]);
  });
});
