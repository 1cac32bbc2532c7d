type JsonSchema = Record<string, unknown>;

const CONTAINERS = { params: 'path', querystring: 'query', headers: 'header' } as const;

/**
 * What the common parameter words mean, wherever they appear (a route's own schema may say
 * more with `.describe()`/`.meta({ description })`, which wins).
 */
const VOCABULARY: Record<string, string> = {
  page: 'The page to read, from 1',
  page_size: 'How many rows a page holds',
  limit: 'How many rows to return at most',
  cursor: 'Where the previous page ended (its `next_cursor`); absent for the first page',
  before: 'Only rows older than this one (keyset paging: the last id or time already seen)',
  order: 'The sort direction',
  text: 'Free text searched in the rows (name, email, phone or id as the list allows)',
  q: 'Free text searched in the rows',
  from: 'The start of the period (inclusive)',
  to: 'The end of the period (inclusive)',
  created_from: 'Only rows created on or after this day',
  created_to: 'Only rows created on or before this day',
  status: 'Only rows in this status',
  download: 'When true, the file is sent as an attachment instead of shown inline',
  'idempotency-key':
    'A key of the caller’s choosing: a repeat of the same request with the same key is answered once',
  exp: 'When the signed link expires (seconds since 1970)',
  sig: 'The signature of the link, made by this server',
  token: 'The token from the link that was sent',
  slug: 'The short link’s slug',
};

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\bid\b/g, 'id')
    .replace(/\borg\b/g, 'team');

/** The resource a path parameter names: the path segment before it (`/users/{id}` → user). */
function resourceOf(url: string, name: string): string | null {
  const segments = url.split('/').filter(Boolean);
  const at = segments.indexOf(`:${name}`);
  for (let i = at - 1; i >= 0; i--) {
    const segment = segments[i]!;
    if (segment.startsWith(':') || segment === 'api') continue;
    return words(segment).replace(/ies$/, 'y').replace(/s$/, '');
  }
  return null;
}

/** The sentence for one parameter, from its name and schema when the route said none. */
function sentence(where: string, name: string, schema: JsonSchema, url: string): string {
  const known = VOCABULARY[name];
  if (known) return known;
  if (where === 'path') {
    if (name === 'id') return `Which ${resourceOf(url, name) ?? 'record'} (its id)`;
    return `The ${words(name)} the path names`;
  }
  const type = (schema.anyOf as JsonSchema[] | undefined)?.[0]?.type ?? schema.type;
  if (type === 'boolean' || words(name).startsWith('include ')) return `When true: ${words(name)}`;
  if (/_ids?$/.test(name)) return `Only rows of this ${words(name.replace(/_ids?$/, ''))} (its id)`;
  return `Only rows whose ${words(name)} is this value`;
}

/**
 * Every path, query and header parameter says what it is: its own description when the
 * contract gives one, else a sentence made from its name (and, for an id, the path's resource).
 */
export function parametersDescribed(json: JsonSchema, url: string): JsonSchema {
  const out: JsonSchema = {};
  for (const [container, where] of Object.entries(CONTAINERS)) {
    const value = json[container] as { properties?: Record<string, JsonSchema> } | undefined;
    if (!value?.properties) continue;
    const properties = Object.fromEntries(
      Object.entries(value.properties).map(([name, schema]) => [
        name,
        schema.description
          ? schema
          : { ...schema, description: sentence(where, name, schema, url) },
      ]),
    );
    out[container] = { ...value, properties };
  }
  return out;
}
