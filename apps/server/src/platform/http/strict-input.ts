import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

type Def = Record<string, unknown> & { type: string };
type Schema = z.ZodType & { clone: (def: Def) => z.ZodType };

const made = new WeakMap<object, z.ZodType>();

/**
 * A request body's schema with every object in it strict: an unknown field is refused (400
 * naming it) instead of silently dropped, so a misspelt optional field cannot pass for a change
 * that did nothing. The one place that decides it: the server's validator compiler uses it for
 * every body, and the OpenAPI document shows the same schema (`additionalProperties: false`).
 * An object that says what to do with other fields (`z.looseObject`, a catchall) keeps its
 * choice. Built once per schema.
 */
export function strictInput<T extends z.ZodType>(schema: T): T {
  return strict(schema as unknown as Schema) as unknown as T;
}

function strict(schema: Schema): z.ZodType {
  const known = made.get(schema);
  if (known) return known;
  const def = schema._zod.def as unknown as Def;
  const remade = remake(schema, def);
  if (remade === schema) {
    made.set(schema, schema);
    return schema;
  }
  // Descriptions, examples and ids the original carries stay with the strict twin.
  const meta = z.globalRegistry.get(schema as unknown as $ZodType);
  if (meta) z.globalRegistry.add(remade as unknown as $ZodType, meta);
  made.set(schema, remade);
  return remade;
}

function remake(schema: Schema, def: Def): z.ZodType {
  const child = (s: unknown) => strict(s as Schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const strictShape = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, child(v)]));
      const changed = Object.keys(shape).some((k) => strictShape[k] !== shape[k]);
      if (def.catchall !== undefined && !changed) return schema;
      return schema.clone({
        ...def,
        shape: strictShape,
        catchall: def.catchall === undefined ? z.never() : def.catchall,
      });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
    case 'promise':
      return same(schema, def, 'innerType', child(def.innerType));
    case 'array':
      return same(schema, def, 'element', child(def.element));
    case 'record':
      return same(schema, def, 'valueType', child(def.valueType));
    case 'pipe':
      return same(schema, def, 'in', child(def.in));
    case 'union': {
      const options = (def.options as unknown[]).map(child);
      const changed = options.some((o, i) => o !== (def.options as unknown[])[i]);
      return changed ? schema.clone({ ...def, options }) : schema;
    }
    case 'intersection': {
      const left = child(def.left);
      const right = child(def.right);
      return left === def.left && right === def.right
        ? schema
        : schema.clone({ ...def, left, right });
    }
    case 'tuple': {
      const items = (def.items as unknown[]).map(child);
      const changed = items.some((o, i) => o !== (def.items as unknown[])[i]);
      return changed ? schema.clone({ ...def, items }) : schema;
    }
    case 'lazy': {
      const getter = def.getter as () => unknown;
      return schema.clone({ ...def, getter: () => child(getter()) });
    }
    default:
      return schema;
  }
}

function same(schema: Schema, def: Def, key: string, value: z.ZodType): z.ZodType {
  return value === def[key] ? schema : schema.clone({ ...def, [key]: value });
}

/** The validator compiler of every route: the contract's schemas, bodies strict (see above). */
export const strictValidatorCompiler: typeof validatorCompiler = (route) =>
  validatorCompiler(
    route.httpPart === 'body'
      ? { ...route, schema: strictInput(route.schema as z.ZodType) }
      : route,
  );
