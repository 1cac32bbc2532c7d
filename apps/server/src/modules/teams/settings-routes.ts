import { eq } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { formatMessage } from '@switchboard/contract/messages';
import {
  defaultOrgSettings,
  orgSettingsBody,
  orgSettingsResponse,
  orgSettingsSaved,
  orgSettingsSchema,
  settingsMessageKey,
  trialAnnouncementBody,
  type OrgSettings,
} from '@switchboard/contract/org-settings';
import { orgs } from '../../db/schema/teams';
import { badRequest, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { runOrgAction } from './run-org-action';

/** The stored settings over the defaults; a stored value that no longer fits is ignored. */
export function effectiveSettings(stored: Record<string, unknown>): OrgSettings {
  const merged: Record<string, unknown> = { ...defaultOrgSettings };
  for (const key of Object.keys(orgSettingsSchema.shape) as (keyof OrgSettings)[]) {
    const parsed = orgSettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as OrgSettings;
}

/** GET and POST /settings/org/{id}, and the trial announcement toggle. */
export async function orgSettingsRoutes(app: App): Promise<void> {
  const withUrl = (settings: OrgSettings) => ({
    ...settings,
    caller_tune_url: settings.caller_tune.type === 'custom' ? app.files.downloadUrl(settings.caller_tune.file_name) : null,
  });
  const saved = { response: { 200: envelope(orgSettingsSaved) } };

  /** Writes the changed settings and their audit entry; answers with the settings as stored. */
  async function save(request: Parameters<typeof runOrgAction>[1], id: number, change: Partial<OrgSettings>, action: string) {
    let next = defaultOrgSettings;
    await runOrgAction(app, request, id, action, async (tx, org) => {
      const before = effectiveSettings(org.settings);
      next = { ...before, ...change };
      await tx.update(orgs).set({ settings: { ...org.settings, ...change } }).where(eq(orgs.id, id));
      const changes = Object.fromEntries(
        Object.keys(change).map((k) => [k, { before: before[k as keyof OrgSettings], after: next[k as keyof OrgSettings] }]),
      );
      return changes;
    });
    return withUrl(next);
  }

  app.get(
    '/api/settings/org/:id',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(orgSettingsResponse) } },
      config: { access: ['read', 'Org'] },
    },
    async (request) => {
      const [org] = await app.db.select({ settings: orgs.settings }).from(orgs).where(eq(orgs.id, request.params.id));
      if (!org) throw notFound('Org');
      return { data: withUrl(effectiveSettings(org.settings)) };
    },
  );

  app.post(
    '/api/settings/org/:id',
    { schema: { tags: ['teams'], params: idParam, body: orgSettingsBody, ...saved }, config: { access: ['update', 'Org'] } },
    async (request) => {
      const body = request.body;
      if (body.caller_tune?.type === 'custom') {
        // The tune must be an audio file that was really uploaded through the file service.
        const file = await app.files.find(body.caller_tune.file_name);
        if (!file || file.kind !== 'audio') {
          throw badRequest('caller_tune.file_name must be an uploaded audio file', [
            { field: 'caller_tune.file_name', message: 'no uploaded audio file has this name' },
          ]);
        }
      }
      const settings = await save(request, request.params.id, body, 'org.settings.update');
      return { data: { message: formatMessage(settingsMessageKey(body)), settings } };
    },
  );

  app.post(
    '/api/settings/org/:id/trial-announcement-toggle',
    {
      schema: { tags: ['teams'], params: idParam, body: trialAnnouncementBody, ...saved },
      config: { access: ['update', 'Org'] },
    },
    async (request) => {
      const change = { trial_announcement_toggle: request.body.trial_announcement_toggle };
      const settings = await save(request, request.params.id, change, 'org.settings.trial-announcement');
      return { data: { message: formatMessage('orgSettingsUpdated'), settings } };
    },
  );
}
