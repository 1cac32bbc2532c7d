import { TIMELINE_CURSOR, type TimelineKind } from '@switchboard/contract/timeline';
import type { TimelineCursor } from './repository';

/** `2025-06-01T10:00:00.123456Z_audit_42` (the contract has checked its shape). */
export function parseCursor(text: string): TimelineCursor {
  const match = TIMELINE_CURSOR.exec(text);
  if (!match) throw new RangeError(`not a timeline cursor: ${text}`);
  return { atKey: match[1]!, kind: match[2] as TimelineKind, id: Number(match[3]) };
}

export const cursorText = (c: TimelineCursor): string => `${c.atKey}_${c.kind}_${c.id}`;
