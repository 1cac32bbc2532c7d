import { sql } from 'drizzle-orm';
import { MAX_AGENT_OPTIONS, type CallAgent } from '@switchboard/contract/calls';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { onReplica } from '../../platform/db/read-handle';
import { containsText } from '../../platform/db/paging';

const agentName = sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, u.phone, '#' || u.id)`;

/**
 * The team's members for the agent filter: those matching `text` (name, email, phone or id,
 * on the users' lower-cased search text), by name, at most MAX_AGENT_OPTIONS; plus the member
 * `userId` if given, so a filter already chosen keeps its name whatever was typed.
 */
export function orgAgents(
  handle: DbOrTx,
  orgId: number,
  query: { text?: string | undefined; user_id?: number | undefined },
): Promise<CallAgent[]> {
  return onReplica(handle, (db) => orgAgentsOn(db, orgId, query));
}

async function orgAgentsOn(
  db: DbOrTx,
  orgId: number,
  query: { text?: string | undefined; user_id?: number | undefined },
): Promise<CallAgent[]> {
  const members = sql`from org_members m join users u on u.id = m.user_id where m.org_id = ${orgId} and u.deleted_at is null`;
  const matches = query.text ? sql`and ${containsText(sql`u.search_text`, query.text)}` : sql``;
  const rows = await rowsOf<CallAgent>(
    db,
    sql`select u.id, ${agentName} as name ${members} ${matches} order by 2, 1 limit ${MAX_AGENT_OPTIONS}`,
  );
  if (!query.user_id || rows.some((r) => r.id === query.user_id)) return rows;
  const chosen = await rowsOf<CallAgent>(
    db,
    sql`select u.id, ${agentName} as name ${members} and u.id = ${query.user_id}`,
  );
  return [...chosen, ...rows];
}
