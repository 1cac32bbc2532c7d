import { timelineKinds, type TimelineKind } from '@switchboard/contract/timeline';

/** The URL's `kinds=audit,note`: known kinds only, once each, in the contract's order. */
export function kindsFromParam(value: string | null): TimelineKind[] {
  const wanted = new Set((value ?? '').split(',').map((k) => k.trim()));
  return timelineKinds.filter((kind) => wanted.has(kind));
}

/** Back to the URL: undefined (no parameter) for every kind. */
export function kindsParam(kinds: readonly TimelineKind[]): string | undefined {
  return kinds.length ? kindsFromParam(kinds.join(',')).join(',') : undefined;
}

/** One kind switched on or off; switching the last one off shows every kind again. */
export function toggleKind(kinds: readonly TimelineKind[], kind: TimelineKind): TimelineKind[] {
  return kinds.includes(kind)
    ? kinds.filter((k) => k !== kind)
    : kindsFromParam([...kinds, kind].join(','));
}
