import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { envSchema } from '../config';
import { serverRoot } from '../paths';
import { introduction, serverSections, toolSections, type Section } from './words';

/** The page this renders, committed so it reads on GitHub; the test holds it to the schema. */
export const referencePage = resolve(serverRoot, '../../docs/configuration.md');

type Field = z.ZodType & { def: { type: string; defaultValue?: unknown } };
const fields = envSchema.shape as Record<string, Field>;

/** The names the server reads (loadConfig's schema), in the schema's order. */
export const schemaVariables = Object.keys(fields);

/** A default as it is typed in the environment: `3000`, `true`, or "empty". */
function shownDefault(value: unknown): string {
  if (value === '') return 'empty';
  return `\`${String(value)}\``;
}

const BOOL_WORDS = ['0', '1', 'false', 'no', 'true', 'yes'];
const NO_MAXIMUM = Number.MAX_SAFE_INTEGER;

/** What the schema accepts, in words, from its JSON Schema (the input side: before coercion). */
export function accepts(name: string): string {
  const json = z.toJSONSchema(fields[name]!, { io: 'input', unrepresentable: 'any' }) as {
    type?: string;
    enum?: string[];
    format?: string;
    pattern?: string;
    minLength?: number;
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
  };
  if (json.enum) {
    if ([...json.enum].sort().join() === BOOL_WORDS.join())
      return '`true` or `false` (`1`/`0`, `yes`/`no`)';
    return `one of ${json.enum.map((v) => `\`${v}\``).join(', ')}`;
  }
  if (json.type === 'integer' || json.type === 'number') {
    const kind = json.type === 'integer' ? 'a whole number' : 'a number';
    const max = json.maximum !== undefined && json.maximum < NO_MAXIMUM ? json.maximum : undefined;
    if (json.exclusiveMinimum === 0) return `${kind} above 0${max ? ` up to ${max}` : ''}`;
    if (json.minimum !== undefined && max !== undefined) return `${kind} ${json.minimum}–${max}`;
    if (json.minimum !== undefined) return `${kind}, at least ${json.minimum}`;
    return kind;
  }
  if (json.format === 'uri') return 'a URL';
  if (json.format === 'email') return 'an email address';
  if (json.pattern) return `text matching \`${json.pattern}\``;
  if (json.minLength && json.minLength > 1) return `text of ${json.minLength}+ characters`;
  return 'text';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function serverRow(name: string, unset: string | undefined, meaning: string): string {
  const field = fields[name];
  if (!field)
    throw new Error(`${name} is documented but the environment schema has no such variable`);
  const hasDefault = field.def.type === 'default';
  if (hasDefault && unset)
    throw new Error(`${name}: the schema has a default; drop its "unset" words`);
  if (!hasDefault && !unset)
    throw new Error(`${name}: no default in the schema; say what unset means`);
  const shown = hasDefault ? shownDefault(field.def.defaultValue) : `unset: ${unset}`;
  return `| \`${name}\` | ${cell(shown)} | ${cell(accepts(name))} | ${cell(meaning)} |`;
}

function table<V>(section: Section<V>, row: (v: V) => string): string[] {
  return [
    `## ${section.title}`,
    '',
    ...(section.intro ? [section.intro, ''] : []),
    '| variable | default | accepts | meaning |',
    '| --- | --- | --- | --- |',
    ...section.variables.map(row),
    '',
  ];
}

/** Every schema variable exactly once across the server sections. */
export function documentedTwiceOrNever(): { missing: string[]; twice: string[] } {
  const names = serverSections.flatMap((s) => s.variables.map((v) => v.name));
  return {
    missing: schemaVariables.filter((n) => !names.includes(n)),
    twice: names.filter((n, i) => names.indexOf(n) !== i),
  };
}

/** docs/configuration.md as it must read, formatted as `prettier --check` wants it. */
export async function renderConfigReference(): Promise<string> {
  const { missing, twice } = documentedTwiceOrNever();
  if (missing.length > 0) throw new Error(`Undocumented variables: ${missing.join(', ')}`);
  if (twice.length > 0) throw new Error(`Documented twice: ${twice.join(', ')}`);
  const lines = [
    ...introduction,
    '',
    ...serverSections.flatMap((section) =>
      table(section, (v) => serverRow(v.name, v.unset, v.meaning)),
    ),
    ...toolSections.flatMap((section) =>
      table(
        section,
        (v) =>
          `| \`${v.name}\` | ${cell(v.shownDefault)} | ${cell(v.accepts)} | ${cell(v.meaning)} |`,
      ),
    ),
  ];
  const options = (await resolveConfig(referencePage)) ?? {};
  return format(lines.join('\n'), { ...options, parser: 'markdown' });
}

/** The committed page, or '' when there is none yet. */
export function committedReference(): string {
  try {
    return readFileSync(referencePage, 'utf8');
  } catch {
    return '';
  }
}
