import {
  timelineKinds,
  type TimelineEntry,
  type TimelineKind,
  type TimelinePage,
  type TimelineQuery,
} from '@switchboard/contract/timeline';
import { toIso, type Db } from '../../platform/db/client';
import { requireParent } from '../../platform/db/parent-rows';
import { cursorText, parseCursor } from './cursor';
import { linkOf, numberChange, splitSummary } from './entry-shape';
import { sources, type SourceRow, type TimelineCursor } from './repository';

type Found = SourceRow & { kind: TimelineKind };

const kindOrder = (kind: TimelineKind) => timelineKinds.indexOf(kind);

/** The timeline's order: newest instant first, then kind as listed, then highest id first. */
function newestFirst(a: Found, b: Found): number {
  if (a.at_key !== b.at_key) return a.at_key < b.at_key ? 1 : -1;
  if (a.kind !== b.kind) return kindOrder(a.kind) - kindOrder(b.kind);
  return Number(b.id) - Number(a.id);
}

function toEntry(orgId: number, row: Found): TimelineEntry {
  const facts = row.details ?? {};
  const { changes, details } =
    row.kind === 'audit' || row.kind === 'kyc'
      ? splitSummary(facts)
      : row.kind === 'number'
        ? numberChange(row.text, facts)
        : { changes: [], details: facts };
  return {
    kind: row.kind,
    id: Number(row.id),
    at: toIso(row.at),
    action: row.action,
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, name: row.actor_name ?? `#${row.actor_id}` },
    summary: row.text,
    amount: row.amount === null ? null : Number(row.amount),
    changes,
    details,
    link: linkOf(row.kind, orgId, { type: row.subject_type, id: row.subject_id }),
  };
}

/**
 * GET /org/{id}/timeline: each wanted kind's source gives its newest `limit + 1` rows after the
 * cursor (one indexed read each); merged, the first `limit` are the page, and one more means
 * an older page exists, which starts after the page's last entry. A page is then never more
 * than `limit` rows read per kind, however long the org's history.
 */
export async function orgTimeline(
  db: Db,
  orgId: number,
  query: TimelineQuery,
): Promise<TimelinePage> {
  await requireParent(db, 'org', orgId);
  const kinds = query.kinds ? [...new Set(query.kinds)] : timelineKinds;
  const cursor = query.before ? parseCursor(query.before) : null;
  const read = { orgId, cursor, limit: query.limit + 1 };
  const found = await Promise.all(
    kinds.map(async (kind) =>
      (await sources[kind](db, read)).map((row): Found => ({ ...row, kind })),
    ),
  );
  const merged = found.flat().sort(newestFirst);
  const page = merged.slice(0, query.limit);
  const last = page.at(-1);
  const next: TimelineCursor | null =
    merged.length > query.limit && last
      ? { atKey: last.at_key, kind: last.kind, id: Number(last.id) }
      : null;
  return {
    rows: page.map((row) => toEntry(orgId, row)),
    next_before: next ? cursorText(next) : null,
  };
}
