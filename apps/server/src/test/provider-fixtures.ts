import { readFileSync } from 'node:fs';

/**
 * A provider's own payload or request, as kept in `platform/providers/adapters/fixtures/
 * <provider>/` with its source in that folder's SOURCES.md: the exact text, so a test sends
 * the bytes the provider sent (or would), and signs those.
 */
export function fixtureText(provider: string, name: string): string {
  return readFileSync(
    new URL(`../platform/providers/adapters/fixtures/${provider}/${name}`, import.meta.url),
    'utf8',
  );
}

/** The fixture parsed, for reading a field or a fake's request check. */
export const fixtureJson = <T = Record<string, unknown>>(provider: string, name: string): T =>
  JSON.parse(fixtureText(provider, name)) as T;

/**
 * The fixture with its sample ids replaced by the ones this test made (a link, a mandate),
 * and nothing else touched: the rest of the bytes stay the provider's.
 */
export function fixtureWith(
  provider: string,
  name: string,
  replacements: Record<string, string>,
): string {
  let text = fixtureText(provider, name);
  for (const [from, to] of Object.entries(replacements)) {
    if (!text.includes(from)) throw new Error(`${provider}/${name} has no ${from}`);
    text = text.replaceAll(from, to);
  }
  return text;
}
