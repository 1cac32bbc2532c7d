import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { eventActionSettings } from '../../db/schema/event-actions';
import { useTestApp } from '../../test/app';
import { deleteOrg, insertOrg } from '../../test/factories';

const app = useTestApp();
let orgId: number;
const saved = 'Action Setting Created or Update Successfully';

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Narmada Clinics' })).id;
});

describe('event action settings', () => {
  it('creates, then updates the same event and action, with the spec message and audits', async () => {
    const body = {
      org_id: orgId,
      event: 'CALL_MISSED',
      action: 'SEND_SMS',
      config: { template: 'Sorry we missed you' },
    };
    const created = await app.su.post('/api/admin/event/action-setting', body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      message: saved,
      setting: { event: 'CALL_MISSED', is_active: true },
    });
    const again = await app.su.post('/api/admin/event/action-setting', {
      ...body,
      is_active: false,
    });
    expect(again.json().data.setting.id).toBe(created.json().data.setting.id);
    const rows = await app.ctx.db
      .select()
      .from(eventActionSettings)
      .where(eq(eventActionSettings.orgId, orgId));
    expect(rows).toMatchObject([{ isActive: false }]);
    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'event_actions.create',
      'event_actions.update',
    ]);
    expect(
      (await app.su.get(`/api/admin/event/action-setting/org/${orgId}`)).json().data,
    ).toHaveLength(1);
  });

  it('updates by id and checks the action config', async () => {
    const [row] = await app.ctx.db
      .select()
      .from(eventActionSettings)
      .where(eq(eventActionSettings.orgId, orgId));
    const updated = await app.su.put(`/api/admin/event/action-setting/${row!.id}`, {
      config: { template: 'Call you back soon' },
      is_active: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      message: saved,
      setting: { config: { template: 'Call you back soon' }, is_active: true },
    });
    // Switching it off alone keeps the stored config.
    const paused = await app.su.put(`/api/admin/event/action-setting/${row!.id}`, {
      is_active: false,
    });
    expect(paused.json().data.setting).toMatchObject({
      config: { template: 'Call you back soon' },
      is_active: false,
    });
    const emptied = await app.su.put(`/api/admin/event/action-setting/${row!.id}`, { config: {} });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().details[0].field).toBe('config.template');
    const badUrl = await app.su.post('/api/admin/event/action-setting', {
      org_id: orgId,
      event: 'LEAD_CREATED',
      action: 'CALL_WEBHOOK',
      config: { url: 'http://x' },
    });
    expect(badUrl.json().details[0].field).toBe('config.url');
    expect((await app.su.put('/api/admin/event/action-setting/999999', {})).statusCode).toBe(404);
  });

  it('refuses staff without the grant and unknown orgs', async () => {
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'Integration', inverted: true },
    ]);
    const body = { org_id: orgId, event: 'CALL_MISSED', action: 'NOTIFY_OWNER' };
    expect((await limited.post('/api/admin/event/action-setting', body)).statusCode).toBe(403);
    expect(
      (await app.su.post('/api/admin/event/action-setting', { ...body, org_id: 999999 }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps a deleted org settings readable and refuses changes to them with 409', async () => {
    const gone = await insertOrg(app.ctx.db, { name: 'Closed Clinic' });
    const created = await app.su.post('/api/admin/event/action-setting', {
      org_id: gone!.id,
      event: 'CALL_MISSED',
      action: 'NOTIFY_OWNER',
    });
    expect(created.statusCode).toBe(200);
    await deleteOrg(app.ctx.db, gone!.id);
    const list = await app.su.get(`/api/admin/event/action-setting/org/${gone!.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject([{ event: 'CALL_MISSED', action: 'NOTIFY_OWNER' }]);
    const again = await app.su.post('/api/admin/event/action-setting', {
      org_id: gone!.id,
      event: 'CALL_COMPLETED',
      action: 'NOTIFY_OWNER',
    });
    expect(again.statusCode).toBe(409);
    const update = await app.su.put(
      `/api/admin/event/action-setting/${created.json().data.setting.id}`,
      { is_active: false },
    );
    expect(update.statusCode).toBe(409);
  });
});
