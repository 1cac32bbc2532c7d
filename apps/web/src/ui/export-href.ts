/**
 * The address of a list's CSV export with the list's filters as its query: the filters that
 * hold a value (not empty, not false), so the file is the list as filtered, every page of it.
 */
export function exportHref(path: string, filters: Record<string, unknown>): string {
  const query = new URLSearchParams(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
