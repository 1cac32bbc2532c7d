import { formatMessage } from '@switchboard/contract/messages';
import { formatDate } from '@switchboard/contract/format';
import {
  addVoipNumberBody,
  type AddVoipNumberBody,
  type reserveNumberBody,
} from '@switchboard/contract/numbers';
import type { z } from 'zod';
import type {
  CreateVoiceMessageBody,
  CustomVoiceMessageBody,
  VoiceMessage,
  VoipNumberDetail,
  VoipNumberSearch,
} from '@switchboard/contract/numbers';
import { audit, type Actor } from '../../platform/audit/audit';
import { subjectHistory } from '../../platform/audit/history-repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import { addNumber, cancelReservation, reserveNumber } from '../../platform/numbers/inventory';
import {
  findVoipNumber,
  insertVoiceMessage,
  numberMovesInOrg,
  isOrgDeleted,
  orgName,
  orgVoiceMessages,
  orgVoipHistory,
  orgVoipNumbers,
  searchVoipNumbers,
} from './repository';

/**
 * A soft-deleted org keeps its numbers and messages, so they stay readable (an SU looks before
 * restoring it); a change waits for the restore (409), as every org change does.
 */
async function requireOrg(db: Db, id: number, forChange = false): Promise<void> {
  const deleted = await isOrgDeleted(db, id);
  if (deleted === null) throw notFound('Org');
  if (forChange && deleted) throw conflict(formatMessage('orgDeletedRestoreFirst'));
}

/** Every org's numbers (menu "Voip Numbers"). */
export const searchNumbers = (db: Db, query: VoipNumberSearch) => searchVoipNumbers(db, query);

/**
 * GET /admin/voip-numbers/{number}: the number, its moves in the team holding it and who did
 * what to it (audited under its row id when added, under its digits when reserved).
 */
export async function voipNumberDetail(db: Db, number: string): Promise<VoipNumberDetail> {
  const found = await findVoipNumber(db, number);
  if (!found) throw notFound('Number');
  const [assignments, history] = await Promise.all([
    found.org_id ? numberMovesInOrg(db, found.org_id, number) : Promise.resolve([]),
    subjectHistory(db, 'VoipNumber', [found.id, number]),
  ]);
  return { number: found, assignments, history };
}

export async function numbersOfOrg(db: Db, orgId: number) {
  await requireOrg(db, orgId);
  return orgVoipNumbers(db, orgId);
}

export async function numberHistoryOfOrg(db: Db, orgId: number, page: number, pageSize: number) {
  await requireOrg(db, orgId);
  return orgVoipHistory(db, orgId, page, pageSize);
}

export async function voiceMessagesOfOrg(db: Db, orgId: number) {
  await requireOrg(db, orgId);
  return orgVoiceMessages(db, orgId);
}

type NewMessage = {
  orgId: number;
  name: string;
  kind: 'TTS' | 'CUSTOM';
  text: string | null;
  fileName: string | null;
};

async function saveVoiceMessage(db: Db, actor: Actor, input: NewMessage): Promise<VoiceMessage> {
  return db.transaction(async (tx) => {
    const id = await insertVoiceMessage(tx, { ...input, createdById: actor.actorId });
    if (id === null) throw new Error('voice message insert failed');
    await audit(tx, actor, {
      action: 'numbers.voice_message.create',
      subjectType: 'Org',
      subjectId: input.orgId,
      orgId: input.orgId,
      summary: {
        voice_message_id: id,
        name: input.name,
        kind: input.kind,
        file_name: input.fileName,
      },
    });
    const [saved] = await orgVoiceMessages(tx, input.orgId, id);
    if (!saved) throw notFound('Voice message');
    return saved;
  });
}

export async function createTextVoiceMessage(db: Db, actor: Actor, body: CreateVoiceMessageBody) {
  await requireOrg(db, body.org_id, true);
  return saveVoiceMessage(db, actor, {
    orgId: body.org_id,
    name: body.name,
    kind: 'TTS',
    text: body.text,
    fileName: null,
  });
}

/** A custom message refers to audio already uploaded and checked by the file service. */
export async function createCustomVoiceMessage(
  db: Db,
  files: FileService,
  actor: Actor,
  body: CustomVoiceMessageBody,
) {
  await requireOrg(db, body.org_id, true);
  const file = await files.find(body.file_name);
  if (!file)
    throw badRequest(formatMessage('uploadAudioFirst'), [
      { field: 'file_name', message: 'no uploaded file has this name' },
    ]);
  if (file.kind !== 'audio') {
    throw badRequest(formatMessage('uploadNotAudio'), [
      { field: 'file_name', message: 'must be an audio file' },
    ]);
  }
  return saveVoiceMessage(db, actor, {
    orgId: body.org_id,
    name: body.name,
    kind: 'CUSTOM',
    text: null,
    fileName: body.file_name,
  });
}

/** POST /admin/voip-numbers: a number bought from a carrier enters the inventory, AVAILABLE. */
export async function addVoipNumber(db: Db, actor: Actor, input: AddVoipNumberBody) {
  const body = addVoipNumberBody.parse(input);
  return db.transaction(async (tx) => {
    const id = await addNumber(tx, body.number, body.provider);
    if (id === null) throw conflict(formatMessage('voipNumberExists', { number: body.number }));
    await audit(tx, actor, {
      action: 'voip_number.add',
      subjectType: 'VoipNumber',
      subjectId: id,
      summary: { number: body.number, provider: body.provider },
    });
    return { message: formatMessage('voipNumberAdded', { number: body.number }), id };
  });
}

/**
 * POST /admin/voip-numbers/{number}/reserve: a free number is held for the team until a date,
 * so the sale in progress gets it; only that team can be given it meanwhile. Audited.
 */
export async function reserveVoipNumber(
  db: Db,
  actor: Actor,
  number: string,
  input: z.output<typeof reserveNumberBody>,
  quarantineDays: number,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const org = await liveOrgName(tx, input.org_id);
    const until = new Date(Date.now() + input.days * 86_400_000);
    const refused = await reserveNumber(tx, number, input.org_id, until, quarantineDays);
    if (refused?.status === 'UNKNOWN') throw notFound('Number');
    if (refused)
      throw conflict(
        formatMessage('numberNotReservable', { number, status: refused.status.toLowerCase() }),
      );
    await audit(tx, actor, {
      action: 'voip_number.reserve',
      subjectType: 'VoipNumber',
      subjectId: number,
      orgId: input.org_id,
      summary: { number, until: until.toISOString() },
    });
    return {
      message: formatMessage('numberReserved', { number, org, date: formatDate(until) }),
    };
  });
}

/** POST /admin/voip-numbers/{number}/cancel-reservation: the number is AVAILABLE again. */
export async function cancelVoipReservation(
  db: Db,
  actor: Actor,
  number: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const heldFor = await cancelReservation(tx, number);
    if (heldFor === null) throw conflict(formatMessage('numberNotReserved', { number }));
    await audit(tx, actor, {
      action: 'voip_number.unreserve',
      subjectType: 'VoipNumber',
      subjectId: number,
      orgId: heldFor || null,
      summary: { number },
    });
    return { message: formatMessage('numberReservationCancelled', { number }) };
  });
}

async function liveOrgName(tx: DbOrTx, orgId: number): Promise<string> {
  const org = await orgName(tx, orgId);
  if (org === null) throw notFound('Org');
  return org;
}
