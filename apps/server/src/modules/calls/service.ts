import type { CallAgent, CallDetail, CallPage, OrgCallFilters } from '@switchboard/contract/calls';
import { messages } from '@switchboard/contract/messages';
import { auditedRows, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import { orgAgents } from './agents-repository';
import { callDetailsOf, recordingKeyOf } from './call-repository';
import { findCall, listCalls, walkCalls, type ListArgs } from './repository';
import { subjectHistory } from '../../platform/audit/history-repository';
import { withParent } from '../../platform/db/parent-rows';

/** Recording links are short-lived: long enough to listen, too short to pass around. */
const RECORDING_URL_TTL_SECONDS = 15 * 60;

export const listTrialCalls = (db: Db, f: ListArgs): Promise<CallPage> =>
  listCalls(db, { kind: 'trial' }, f);

export const listOrgCalls = (db: Db, orgId: number, f: ListArgs): Promise<CallPage> =>
  withParent(db, 'org', orgId, () => listCalls(db, { kind: 'org', orgId }, f));

/** The dialer's CDRs, of one org when the body names it. */
export function listDialerCdrs(
  db: Db,
  body: ListArgs & { org_id?: number | undefined },
): Promise<CallPage> {
  const { org_id: orgId, ...filters } = body;
  return listCalls(db, { kind: 'dialer', orgId }, filters);
}

/** The agent filter's choices, searched here: a team may have more members than one page. */
export const callAgents = (
  db: Db,
  orgId: number,
  query: { text?: string | undefined; user_id?: number | undefined },
): Promise<CallAgent[]> => withParent(db, 'org', orgId, () => orgAgents(db, orgId, query));

/** A call with what the app learnt about it afterwards; a call without any has empty fields. */
export async function callDetail(db: Db, id: number): Promise<CallDetail> {
  const call = await findCall(db, id);
  if (!call) throw notFound('Call');
  const [extra, history] = await Promise.all([
    callDetailsOf(db, id),
    subjectHistory(db, 'CallHistory', id),
  ]);
  return {
    call,
    disposition: extra?.disposition ?? null,
    feedback_rating: extra?.feedbackRating ?? null,
    feedback_comment: extra?.feedbackComment ?? null,
    summary: extra?.summary ?? null,
    transcript: extra?.transcript ?? [],
    history,
  };
}

/**
 * A signed, expiring URL to a call's recording. A call without a recording id is refused
 * with the spec's message; a recording id whose file is missing answers null ('No url found').
 */
export async function recordingUrl(
  db: Db,
  files: FileService,
  callId: number,
): Promise<string | null> {
  const call = await recordingKeyOf(db, callId);
  if (!call) throw notFound('Call');
  if (!call.key)
    throw badRequest(messages.invalidRecordingId, [
      { field: 'id', message: `call ${callId} has no recording` },
    ]);
  if (!(await files.exists(call.key))) return null;
  return files.downloadUrl(call.key, RECORDING_URL_TTL_SECONDS);
}

async function* trialCallRows(db: Db, f: Partial<OrgCallFilters>) {
  for await (const page of walkCalls(db, { kind: 'trial' }, f)) yield* page;
}

/**
 * The trial calls the filters pick, as CSV rows streamed page by page; who exported which
 * calls is audited before the first row goes out.
 */
export function exportTrialCalls(db: Db, actor: Actor, f: Partial<OrgCallFilters>) {
  return auditedRows(
    db,
    actor,
    {
      action: 'calls.export',
      subjectType: 'CallHistory',
      summary: { scope: 'trial', filters: f },
    },
    trialCallRows(db, f),
  );
}
