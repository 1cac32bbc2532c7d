/** "Chrome on Linux" from a user agent: enough to tell one's devices apart; null when unknown. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrom(e|ium)\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  if (browser && system) return `${browser as string} · ${system as string}`;
  return (browser as string | null) ?? (system as string | null) ?? userAgent.slice(0, 60);
}
