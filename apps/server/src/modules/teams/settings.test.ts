import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema/teams';
import { useTestApp, type TestClient } from '../../test/app';
import { shortMp3 } from '../../test/sample-audio';
import { auditActions, auditOf, onboardedOrg } from '../../test/factories';

const app = useTestApp();
let admin: TestClient & { userId: number };
beforeAll(async () => {
  admin = await app.ctx.loginAs('ADMIN');
});

describe('/api/settings/org/:id', () => {
  it('answers the defaults for an org that never changed a setting', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const response = await admin.get(`/api/settings/org/${org.id}`);
    expect(response.json().data).toEqual({
      call_recording: true,
      caller_tune: { type: 'default' },
      trial_announcement_toggle: 1,
      missed_call_sms: false,
      voicemail: false,
      max_call_minutes: 120,
      caller_tune_url: null,
    });
    expect((await admin.get('/api/settings/org/999999')).statusCode).toBe(404);
  });

  it('gives each change its spec message, stores it and audits it', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const recording = await admin.post(`/api/settings/org/${org.id}`, { call_recording: false });
    expect(recording.json().data.message).toBe('Call recording setting updated successfully');
    const others = await admin.post(`/api/settings/org/${org.id}`, {
      voicemail: true,
      max_call_minutes: 30,
    });
    expect(others.json().data.message).toBe('Org Settings updated successfully');
    const toggle = await admin.post(`/api/settings/org/${org.id}/trial-announcement-toggle`, {
      trial_announcement_toggle: 0,
    });
    expect(toggle.json().data).toMatchObject({
      message: 'Org Settings updated successfully',
      settings: { trial_announcement_toggle: 0 },
    });
    const [stored] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(stored?.settings).toMatchObject({
      call_recording: false,
      voicemail: true,
      max_call_minutes: 30,
      trial_announcement_toggle: 0,
    });
    expect(await auditActions(app.ctx.db, org.id)).toEqual([
      'org.settings.update',
      'org.settings.update',
      'org.settings.trial-announcement',
    ]);
  });

  it('audits only the settings that changed, though the form sends them all', async () => {
    const org = await onboardedOrg(app.ctx.db);
    await admin.post(`/api/settings/org/${org.id}`, {
      missed_call_sms: true,
      voicemail: false,
      max_call_minutes: 120,
    });
    const [entry] = await auditOf(app.ctx.db, 'org.settings.update', org.id);
    expect(entry?.summary).toEqual({ missed_call_sms: { before: false, after: true } });
  });

  it('names the bad field', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const bad = await admin.post(`/api/settings/org/${org.id}/trial-announcement-toggle`, {
      trial_announcement_toggle: 2,
    });
    expect(bad.json().details[0].field).toBe('trial_announcement_toggle');
    const tune = await admin.post(`/api/settings/org/${org.id}`, {
      caller_tune: { type: 'custom', file_name: 'audio/nope.mp3' },
    });
    expect(tune.statusCode).toBe(400);
    expect(tune.json().details[0].field).toBe('caller_tune.file_name');
  });

  it('takes a custom caller tune uploaded through the presigned flow', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const presign = (
      await admin.get('/api/s3/presignURL?file_name=tune.mp3&file_type=audio/mpeg')
    ).json().data;
    const upload = await admin.request('PUT', presign.url, shortMp3, {
      'content-type': 'audio/mpeg',
    });
    expect(upload.statusCode).toBeLessThan(300);
    const saved = await admin.post(`/api/settings/org/${org.id}`, {
      caller_tune: { type: 'custom', file_name: presign.file_name },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.message).toBe('Caller tune setting updated successfully');
    expect(saved.json().data.settings.caller_tune_url).toContain('/api/files/download?');
  });
});
