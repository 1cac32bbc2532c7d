import { z } from 'zod';
import { fileKey } from './files';

/** The org's caller tune: the product's default, or a custom audio file of the file service. */
export const callerTuneSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('default') }),
  z.object({ type: z.literal('custom'), file_name: fileKey }),
]);
export type CallerTune = z.infer<typeof callerTuneSchema>;

/** GET /settings/org/{id} (spec section 3: call_recording, caller_tune, trial_announcement_toggle, others). */
/** The longest call a team may allow, in minutes: up to ten hours. */
export const MAX_CALL_MINUTES = { min: 1, max: 600 } as const;

export const orgSettingsSchema = z.object({
  call_recording: z.boolean(),
  caller_tune: callerTuneSchema,
  trial_announcement_toggle: z.union([z.literal(0), z.literal(1)]),
  /** Text the caller gets when a call is missed. */
  missed_call_sms: z.boolean(),
  /** Callers can leave a voicemail outside working time. */
  voicemail: z.boolean(),
  /** Longest call before it is cut, in minutes. */
  max_call_minutes: z
    .number()
    .int('must be a whole number of minutes')
    .min(MAX_CALL_MINUTES.min, 'must be from 1 to 600 minutes')
    .max(MAX_CALL_MINUTES.max, 'must be from 1 to 600 minutes'),
});
export type OrgSettings = z.infer<typeof orgSettingsSchema>;

export const defaultOrgSettings: OrgSettings = {
  call_recording: true,
  caller_tune: { type: 'default' },
  trial_announcement_toggle: 1,
  missed_call_sms: false,
  voicemail: false,
  max_call_minutes: 120,
};

/** A custom tune also answers with a short-lived link to play it. */
export const orgSettingsResponse = orgSettingsSchema.extend({
  caller_tune_url: z.string().nullable(),
});
export type OrgSettingsResponse = z.infer<typeof orgSettingsResponse>;

/** POST /settings/org/{id}: only the settings sent change. */
export const orgSettingsBody = orgSettingsSchema
  .omit({ trial_announcement_toggle: true })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'send at least one setting to change',
  });
export type OrgSettingsBody = z.infer<typeof orgSettingsBody>;

export const trialAnnouncementBody = z.object({
  trial_announcement_toggle: z.union([z.literal(0), z.literal(1)]),
});
export type TrialAnnouncementBody = z.infer<typeof trialAnnouncementBody>;

export const orgSettingsSaved = z.object({ message: z.string(), settings: orgSettingsResponse });
export type OrgSettingsSaved = z.infer<typeof orgSettingsSaved>;

/** Which of the spec's three messages a settings change earns. */
export function settingsMessageKey(
  body: Partial<OrgSettings>,
): 'callRecordingSettingUpdated' | 'callerTuneSettingUpdated' | 'orgSettingsUpdated' {
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'call_recording') return 'callRecordingSettingUpdated';
  if (keys.length === 1 && keys[0] === 'caller_tune') return 'callerTuneSettingUpdated';
  return 'orgSettingsUpdated';
}
