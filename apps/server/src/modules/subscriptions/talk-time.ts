import { sql } from 'drizzle-orm';
import { formatMessage } from '@switchboard/contract/messages';
import type { TalkTime } from '@switchboard/contract/subscriptions';
import { talkTimeLedger } from '../../db/schema/subscriptions';
import { audit } from '../../platform/audit/audit';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { findOrgContext } from './repository';
import type { ServiceContext } from './rules-context';

type LedgerRow = Omit<TalkTime['talk_time_ledger'][number], 'created_at' | 'id'> & { id: number | string; created_at: Date | string };

/** The balance is the sum of the append-only ledger; the newest 100 entries come with it. */
export async function talkTimeOf(db: DbOrTx, orgId: number): Promise<TalkTime> {
  const [sum] = await rowsOf<{ total: number | string | null }>(
    db,
    sql`select coalesce(sum(delta_minutes), 0) as total from talk_time_ledger where org_id = ${orgId}`,
  );
  const rows = await rowsOf<LedgerRow>(
    db,
    sql`select l.id, l.delta_minutes, l.reason, l.ref_type, l.ref_id, l.created_at,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by
          from talk_time_ledger l left join users u on u.id = l.created_by_id
         where l.org_id = ${orgId} order by l.id desc limit 100`,
  );
  return {
    talk_time: Number(sum?.total ?? 0),
    talk_time_ledger: rows.map((r) => ({ ...r, id: Number(r.id), created_at: toIso(r.created_at) })),
  };
}

/** POST /subscription/talk-time/{id} {talk_time}: one ledger entry of the difference. */
export async function setTalkTime(ctx: ServiceContext, orgId: number, target: number) {
  return ctx.db.transaction(async (tx) => {
    // The org row lock keeps two staff setting the balance at once from both adding entries.
    if (!(await findOrgContext(tx, orgId, true))) throw notFound('Org');
    const before = (await talkTimeOf(tx, orgId)).talk_time;
    const delta = target - before;
    if (delta !== 0) {
      await tx.insert(talkTimeLedger).values({ orgId, deltaMinutes: delta, reason: 'Set by staff', createdById: ctx.actor.actorId });
      await audit(tx, ctx.actor, {
        action: 'subscription.set_talk_time',
        subjectType: 'TalkTime',
        subjectId: orgId,
        orgId,
        summary: { talk_time: { before, after: target }, delta_minutes: delta },
      });
    }
    return { message: formatMessage('talktimeUpdated'), ...(await talkTimeOf(tx, orgId)) };
  });
}
