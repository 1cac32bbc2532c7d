import { z } from 'zod';
import { fileKey } from './files';
import { pageOf, pageQuery } from './paging';

export const voipNumberSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int().nullable(),
  number: z.string(),
  provider: z.string(),
  status: z.enum(['ACTIVE', 'RELEASED']),
  assigned_at: z.string(),
  released_at: z.string().nullable(),
});
export type VoipNumber = z.infer<typeof voipNumberSchema>;
/** GET /numbers/voip/{id}: the org's numbers, active first. */
export const voipNumberListSchema = z.array(voipNumberSchema);

export const voipHistoryRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  action: z.enum(['ASSIGNED', 'RELEASED', 'CHANGED']),
  details: z.record(z.string(), z.unknown()),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type VoipHistoryRow = z.infer<typeof voipHistoryRowSchema>;
/** GET /org/{id}/voip-history, newest first. */
export const voipHistoryQuery = pageQuery;
export const voipHistoryPageSchema = pageOf(voipHistoryRowSchema);

export const voiceMessageSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  kind: z.enum(['TTS', 'CUSTOM']),
  text: z.string().nullable(),
  file_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type VoiceMessage = z.infer<typeof voiceMessageSchema>;
/** GET /voice-message/org/{id}, newest first. */
export const voiceMessageListSchema = z.array(voiceMessageSchema);

const messageName = z.string().trim().min(1).max(80);
/** POST /voice-message/org: a message read out from text. */
export const createVoiceMessageBody = z.object({
  org_id: z.number().int().positive(),
  name: messageName,
  text: z.string().trim().min(1).max(1000),
});
export type CreateVoiceMessageBody = z.infer<typeof createVoiceMessageBody>;
/** POST /voice-message/custom: a recording uploaded first through GET /s3/presignURL. */
export const customVoiceMessageBody = z.object({
  org_id: z.number().int().positive(),
  name: messageName,
  file_name: fileKey,
});
export type CustomVoiceMessageBody = z.infer<typeof customVoiceMessageBody>;
