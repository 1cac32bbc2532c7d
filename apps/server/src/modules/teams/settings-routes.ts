import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  orgSettingsBody,
  orgSettingsResponse,
  orgSettingsSaved,
  trialAnnouncementBody,
} from '@switchboard/contract/org-settings';
import type { App } from '../../platform/http/types';
import { orgChange } from './service';
import { orgSettings, saveOrgSettings, toggleTrialAnnouncement } from './settings-service';

/** GET and POST /settings/org/{id}, and the trial announcement toggle. */
export async function orgSettingsRoutes(app: App): Promise<void> {
  const saved = { response: { 200: envelope(orgSettingsSaved) } };

  app.get(
    '/api/settings/org/:id',
    {
      schema: {
        tags: ['teams'],
        params: idParam,
        response: { 200: envelope(orgSettingsResponse) },
      },
      config: { access: ['read', 'Org'] },
    },
    async (request) => ({ data: await orgSettings(app.db, app.files, request.params.id) }),
  );

  app.post(
    '/api/settings/org/:id',
    {
      schema: { tags: ['teams'], params: idParam, body: orgSettingsBody, ...saved },
      config: { access: ['update', 'Org'] },
    },
    async (request) => ({
      data: await saveOrgSettings(
        orgChange(app, request),
        app.files,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/settings/org/:id/trial-announcement-toggle',
    {
      schema: { tags: ['teams'], params: idParam, body: trialAnnouncementBody, ...saved },
      config: { access: ['update', 'Org'] },
    },
    async (request) => ({
      data: await toggleTrialAnnouncement(
        orgChange(app, request),
        app.files,
        request.params.id,
        request.body.trial_announcement_toggle,
      ),
    }),
  );
}
