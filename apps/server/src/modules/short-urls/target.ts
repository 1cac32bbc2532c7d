/**
 * A short link's target as it is stored and sent: the WHATWG URL's own spelling (`href`), so
 * the host is punycode (`https://ｅｖｉｌ.example` and an ideographic dot become
 * `https://evil.example/`), the path and query are percent-encoded ASCII, and a Location header
 * can always carry it. Only http and https; null for anything else or nothing parsable.
 */
export function normalisedTarget(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}

/** `example.in.` and `EXAMPLE.in` are one host. */
const hostOf = (url: URL) => `${url.hostname.toLowerCase().replace(/\.$/, '')}:${url.port}`;

/** A path as a router sees it once every escape is undone: `/%73/x`, `//S/x`, `/%2573/x`. */
function routedPath(pathname: string): string {
  let path = pathname;
  for (let i = 0; i < 5; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}

/**
 * Whether a (normalised) target leads to this server's own redirect path, `/s/…`, in any
 * spelling: on one of `ownOrigins`, with the path's escapes undone (`/%73/slug`), doubled
 * slashes and any case. Such a link would redirect to itself or hide its real target in a chain.
 */
export function isOwnRedirect(target: string, ownOrigins: readonly string[]): boolean {
  const url = new URL(target);
  const own = ownOrigins.some((origin) => {
    try {
      return hostOf(new URL(origin)) === hostOf(url);
    } catch {
      return false;
    }
  });
  return own && /^\/s(\/|$)/.test(routedPath(url.pathname));
}
