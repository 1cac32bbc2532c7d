import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';

// Every relative link of the README and docs/ leads to a file that exists, and a link to a
// heading (`page.md#heading`) to a heading that page has: pages move and get renamed, and a
// reader who follows a dead link stops reading.

const root = resolve(serverRoot, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The text a reader sees as prose: fenced blocks and code spans hold no links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = anchorOf(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with each relative link of `file`, as `file: target (why)`. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  const from = relative(root, file);
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)[^)]*\)/g)) {
    const target = match[1]!;
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
    const [path = '', anchor] = target.split('#');
    const resolved = path === '' ? file : resolve(dirname(file), path);
    if (!existsSync(resolved)) {
      broken.push(`${from}: ${target} (no such file)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
      broken.push(`${from}: ${target} (no such heading)`);
    }
  }
  return broken;
}

describe('links in the README and docs/', () => {
  const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

  it('lead to files and headings that exist', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('reach every docs page from the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const pages = markdownFiles(join(root, 'docs'))
      .map((file) => relative(root, file))
      .filter((page) => !page.startsWith('docs/decisions/'));
    expect(pages.filter((page) => !readme.includes(`](${page}`))).toEqual([]);
  });

  it('catch a dead link and a missing heading', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
    writeFileSync(join(dir, 'b.md'), '# What `npm test` runs\n');
    writeFileSync(
      join(dir, 'a.md'),
      '[ok](b.md#what-npm-test-runs) [gone](c.md) [no heading](b.md#nope) `[code](d.md)`\n',
    );
    expect(brokenLinks(join(dir, 'a.md')).map((line) => line.split(': ')[1])).toEqual([
      'c.md (no such file)',
      'b.md#nope (no such heading)',
    ]);
  });
});
