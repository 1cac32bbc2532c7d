import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `T | null` as `anyOf: [T, null]`, which fast-json-stringify answers by validating
 * every value against each branch; as `type: [T, 'null']` it writes the value straight away.
 */
function simpler(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simpler);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema as JsonSchema).map(([key, value]) => [key, simpler(value)]),
  ) as JsonSchema;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const [value, none] = branches as JsonSchema[];
    if (none?.type === 'null' && typeof value?.type === 'string' && !('anyOf' in value)) {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...value, type: [value.type, 'null'] };
    }
  }
  return node;
}

/**
 * A response serializer for the hottest lists (a route opts in with `serializerCompiler`): the
 * response's zod schema as JSON Schema, compiled once by fast-json-stringify, Fastify's own
 * serializer. Like the zod serializer it writes only the fields the contract declares, so a
 * column never leaks; it does not check them again (the page is built by code typed with the
 * same schema), which was a tenth of a list page's CPU (`npm run bench -- --only "serve fast"`).
 * fast-serializer.test.ts holds it to the zod serializer's output.
 */
export function fastSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'throw',
  });
  return fastJson(simpler(jsonSchema) as Parameters<typeof fastJson>[0]);
}
