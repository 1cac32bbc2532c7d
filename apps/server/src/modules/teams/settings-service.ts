import {
  defaultOrgSettings,
  orgSettingsSchema,
  settingsMessageKey,
  type OrgSettings,
  type OrgSettingsBody,
  type OrgSettingsResponse,
  type OrgSettingsSaved,
} from '@switchboard/contract/org-settings';
import { formatMessage } from '@switchboard/contract/messages';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import { storedOrgSettings, updateOrgRecord } from './org-repository';
import { runOrgAction, type OrgChange } from './service';

/** The stored settings over the defaults; a stored value that no longer fits is ignored. */
export function effectiveSettings(stored: Record<string, unknown>): OrgSettings {
  const merged: Record<string, unknown> = { ...defaultOrgSettings };
  for (const key of Object.keys(orgSettingsSchema.shape) as (keyof OrgSettings)[]) {
    const parsed = orgSettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as OrgSettings;
}

/** A custom caller tune also answers with a short-lived link to play it. */
const withUrl = (files: FileService, settings: OrgSettings): OrgSettingsResponse => ({
  ...settings,
  caller_tune_url:
    settings.caller_tune.type === 'custom'
      ? files.downloadUrl(settings.caller_tune.file_name)
      : null,
});

/** GET /settings/org/{id} */
export async function orgSettings(db: Db, files: FileService, id: number) {
  const stored = await storedOrgSettings(db, id);
  if (!stored) throw notFound('Org');
  return withUrl(files, effectiveSettings(stored));
}

/** Writes the changed settings and their audit entry; answers with the settings as stored. */
async function save(
  change: OrgChange,
  files: FileService,
  id: number,
  settings: Partial<OrgSettings>,
  action: string,
) {
  let next = defaultOrgSettings;
  await runOrgAction(change, id, action, async (tx, org) => {
    const before = effectiveSettings(org.settings);
    next = { ...before, ...settings };
    await updateOrgRecord(tx, id, { settings: { ...org.settings, ...settings } });
    // Only what changed: the form sends every setting, the activity should name the one.
    return Object.fromEntries(
      (Object.keys(settings) as (keyof OrgSettings)[])
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]))
        .map((k) => [k, { before: before[k], after: next[k] }]),
    );
  });
  return withUrl(files, next);
}

/** POST /settings/org/{id}: only the settings sent change, with the spec message they earn. */
export async function saveOrgSettings(
  change: OrgChange,
  files: FileService,
  id: number,
  body: OrgSettingsBody,
): Promise<OrgSettingsSaved> {
  if (body.caller_tune?.type === 'custom') {
    // The tune must be an audio file that was really uploaded through the file service.
    const file = await files.find(body.caller_tune.file_name);
    if (!file || file.kind !== 'audio') {
      throw badRequest(formatMessage('callerTuneMustBeAudio'), [
        { field: 'caller_tune.file_name', message: 'no uploaded audio file has this name' },
      ]);
    }
  }
  const settings = await save(change, files, id, body, 'org.settings.update');
  return { message: formatMessage(settingsMessageKey(body)), settings };
}

export async function toggleTrialAnnouncement(
  change: OrgChange,
  files: FileService,
  id: number,
  toggle: OrgSettings['trial_announcement_toggle'],
): Promise<OrgSettingsSaved> {
  const settings = await save(
    change,
    files,
    id,
    { trial_announcement_toggle: toggle },
    'org.settings.trial-announcement',
  );
  return { message: formatMessage('orgSettingsUpdated'), settings };
}
