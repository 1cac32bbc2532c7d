import type { z } from 'zod';
import type { CataloguedOperation } from '@switchboard/contract/operations';
import { requestExamples } from '@switchboard/contract/request-examples';

type JsonSchema = Record<string, unknown>;

/** The request body schemas as the server checks them, by operationId (for the examples' test). */
export const requestBodies = new Map<string, z.ZodType>();

/** A value for a string, by its format, when the schema gives no example of its own. */
const FORMATS: Record<string, string> = {
  email: 'asha.rao@example.in',
  'date-time': '2026-04-01T05:00:00Z',
  date: '2026-04-01',
  time: '10:30:00',
  uri: 'https://example.in/welcome',
  url: 'https://example.in/welcome',
  uuid: '3f0c1a52-8d0e-4f7b-9a54-2f1c7f0a9e11',
  ipv4: '203.0.113.7',
};

/** Strings a pattern is tried with, when nothing else names a value (first that fits). */
const CANDIDATES = [
  'example',
  'EXAMPLE',
  'ABCDEF',
  'ABCD1234',
  '9876543210',
  '123456',
  'sf_phone',
  'welcome-pack',
  'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  '1234567890123456789',
  '#1A73E8',
  'en',
  '10:30',
];

/** Values for strings by what their field's name says (first that matches). */
const NAMED: [RegExp, string][] = [
  [/email/, FORMATS.email!],
  [/url|link/, FORMATS.uri!],
  [/phone|mobile/, '9876543210'],
  [/password/, 'plum-Kettle-48-orbit'],
  [/^first_name$/, 'Asha'],
  [/^last_name$/, 'Rao'],
  [/file_name/, 'pan-card.jpg'],
  [/name/, 'Asha Rao'],
  [/comment|reason|message|note|text|description/, 'Checked with the team on the phone'],
];

function stringExample(name: string, schema: JsonSchema): string {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return format;
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Infinity);
  const fits = (v: string) =>
    v.length >= min &&
    v.length <= max &&
    (typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test(v));
  const named =
    NAMED.find(([words]) => words.test(name))?.[1] ?? `Example ${name.replaceAll('_', ' ')}`.trim();
  for (const value of [named, ...CANDIDATES]) if (fits(value)) return value;
  return 'x'.repeat(Math.max(min, 1)).slice(0, Math.max(min, Math.min(max, 1)));
}

function numberExample(schema: JsonSchema): number {
  const exclusive = schema.exclusiveMinimum === true;
  const low =
    typeof schema.minimum === 'number'
      ? schema.minimum + (exclusive ? (schema.type === 'integer' ? 1 : 0.5) : 0)
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : 1;
  const value = Math.max(low, 1);
  return typeof schema.maximum === 'number' ? Math.min(value, schema.maximum) : value;
}

/**
 * A value the schema takes, made from the schema: its own example, default or first choice;
 * an object with its required fields; a value fitting a string's format, pattern and length.
 */
export function exampleOf(
  schema: JsonSchema | undefined,
  name = '',
  optional: (key: string) => boolean = () => false,
): unknown {
  if (!schema) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if ('default' in schema && schema.default !== null) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? null;
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) {
    const choice = choices.find((c) => c.type !== 'null' && !c.not) ?? choices[0];
    return exampleOf(choice, name);
  }
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((s) => exampleOf(s, name)));
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => required.has(key) || optional(key))
          .map(([key, value]) => [key, exampleOf(value, key)]),
      );
    }
    case 'array': {
      const count = Math.max(Number(schema.minItems ?? 1), 1);
      const item = exampleOf(schema.items as JsonSchema | undefined, name);
      return Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringExample(name, schema);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/**
 * A request body says what it is and shows an example: the catalogue's (request-examples.ts)
 * when it has one for the operation, else one made from the schema.
 */
export function bodyDescribed(
  json: JsonSchema,
  name: CataloguedOperation,
  zodBody: z.ZodType | undefined,
): JsonSchema {
  const body = json.body as JsonSchema | undefined;
  if (!body) return {};
  if (zodBody) requestBodies.set(name.operationId, zodBody);
  const example =
    name.operationId in requestExamples
      ? requestExamples[name.operationId]
      : madeExample(body, zodBody);
  return {
    body: {
      ...body,
      description: body.description ?? `What to send: ${lowerFirst(name.summary)}`,
      examples: [example],
    },
  };
}

/**
 * The first of these the server's own schema takes: the required fields alone; with every
 * optional field; with one optional field (a change names at least one, and some fields
 * exclude each other). Without the server's schema, the first.
 */
function madeExample(body: JsonSchema, zodBody: z.ZodType | undefined): unknown {
  const keys = Object.keys((body.properties ?? {}) as object);
  const candidates = [
    () => exampleOf(body),
    () => exampleOf(body, '', () => true),
    ...keys.map((key) => () => exampleOf(body, '', (k) => k === key)),
  ];
  for (const candidate of candidates) {
    const example = candidate();
    if (!zodBody || zodBody.safeParse(example).success) return example;
  }
  return candidates[0]!();
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
