/**
 * Where a console role goes after signing in: the page that sent them to /login (a deep link,
 * an expired session), if it is a page of this console, else the dashboard.
 */
export function returnTo(state: unknown, fallback: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return from.startsWith('/login') ? fallback : from;
}
