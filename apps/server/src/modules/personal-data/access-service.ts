import type { DataAccessListQuery } from '@switchboard/contract/personal-data';
import type { Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import type { DataAccessLog } from '../../platform/privacy/data-access';
import {
  callOfRecording,
  insertAccessRecord,
  kycOwnerOfFile,
  listAccessRecords,
} from './access-repository';

/**
 * The access records: a KYC document or a recording opened is written before its link is
 * handed out, so nobody sees a person's document without a record of it.
 */
export function dataAccessLog(db: Db): DataAccessLog {
  return {
    async fileOpened(actor, key) {
      const kyc = await kycOwnerOfFile(db, key);
      if (kyc) {
        await insertAccessRecord(db, {
          actorId: actor.actorId,
          kind: 'KYC_DOCUMENT',
          target: key,
          personUserId: kyc.owner_id,
          orgId: kyc.org_id,
          ip: actor.ip,
        });
        return;
      }
      const call = await callOfRecording(db, { key });
      if (call) await recordCall(db, actor, call);
    },
    async recordingOpened(actor, callId) {
      const call = await callOfRecording(db, { callId });
      if (call) await recordCall(db, actor, call);
    },
  };
}

const recordCall = (
  db: Db,
  actor: Actor,
  call: { id: number; org_id: number | null; user_id: number | null },
) =>
  insertAccessRecord(db, {
    actorId: actor.actorId,
    kind: 'RECORDING',
    target: String(call.id),
    personUserId: call.user_id,
    orgId: call.org_id,
    ip: actor.ip,
  });

export const accessRecords = (db: Db, query: DataAccessListQuery) => listAccessRecords(db, query);
