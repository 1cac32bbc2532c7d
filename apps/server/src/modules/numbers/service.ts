import type { CreateVoiceMessageBody, CustomVoiceMessageBody, VoiceMessage } from '@switchboard/contract/numbers';
import { voiceMessages } from '../../db/schema/numbers';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import { orgVoiceMessages } from './repository';

type NewMessage = { orgId: number; name: string; kind: 'TTS' | 'CUSTOM'; text: string | null; fileName: string | null };

async function saveVoiceMessage(db: Db, actor: Actor, input: NewMessage): Promise<VoiceMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(voiceMessages)
      .values({ ...input, createdById: actor.actorId })
      .returning({ id: voiceMessages.id });
    if (!row) throw new Error('voice message insert failed');
    await audit(tx, actor, {
      action: 'numbers.voice_message.create',
      subjectType: 'Org',
      subjectId: input.orgId,
      orgId: input.orgId,
      summary: { voice_message_id: row.id, name: input.name, kind: input.kind, file_name: input.fileName },
    });
    const [saved] = await orgVoiceMessages(tx, input.orgId, row.id);
    if (!saved) throw notFound('Voice message');
    return saved;
  });
}

export const createTextVoiceMessage = (db: Db, actor: Actor, body: CreateVoiceMessageBody) =>
  saveVoiceMessage(db, actor, { orgId: body.org_id, name: body.name, kind: 'TTS', text: body.text, fileName: null });

/** A custom message refers to audio already uploaded and checked by the file service. */
export async function createCustomVoiceMessage(db: Db, files: FileService, actor: Actor, body: CustomVoiceMessageBody) {
  const file = await files.find(body.file_name);
  if (!file) throw badRequest('Upload the audio file first', [{ field: 'file_name', message: 'no uploaded file has this name' }]);
  if (file.kind !== 'audio') {
    throw badRequest('The uploaded file is not audio', [{ field: 'file_name', message: 'must be an audio file' }]);
  }
  return saveVoiceMessage(db, actor, { orgId: body.org_id, name: body.name, kind: 'CUSTOM', text: null, fileName: body.file_name });
}
