import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { leadGroups, leadStages } from '../../db/schema/lead-stages';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

const app = useTestApp();
let orgId: number;

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Kaveri Realty' })).id;
});

const namesInDb = async () =>
  (
    await app.ctx.db
      .select()
      .from(leadStages)
      .where(eq(leadStages.orgId, orgId))
      .orderBy(asc(leadStages.position))
  ).map((s) => `${s.position}:${s.name}`);
const auditsOf = async (action: string) =>
  app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, action)));

describe('lead stage and group types', () => {
  it('lists the fixed catalogues', async () => {
    expect(
      (await app.su.get('/api/lead-stage/types')).json().data.map((t: { type: string }) => t.type),
    ).toEqual(['OPEN', 'WON', 'LOST']);
    expect((await app.su.get('/api/lead-group/types')).json().data).toContainEqual({
      type: 'CAMPAIGN',
      label: 'Campaign',
    });
    expect((await app.ctx.client().get('/api/lead-stage/types')).statusCode).toBe(401);
  });
});

describe('lead stages', () => {
  it('creates stages at the end of the org list, audited', async () => {
    for (const [name, type] of [
      ['New', 'OPEN'],
      ['Contacted', 'OPEN'],
      ['Won', 'WON'],
      ['Lost', 'LOST'],
    ]) {
      const res = await app.su.post('/api/admin/lead-stage', { org_id: orgId, name, type });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        message: 'Lead stage created successfully',
        stage: { name, type },
      });
    }
    expect(await namesInDb()).toEqual(['1:New', '2:Contacted', '3:Won', '4:Lost']);
    expect(await auditsOf('lead_stages.create')).toHaveLength(4);
    const listed = (await app.su.get(`/api/admin/lead-stage/org/${orgId}`)).json().data;
    expect(listed.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4]);
  });

  it('refuses bad input naming the field, and unknown orgs and stages', async () => {
    const noName = await app.su.post('/api/admin/lead-stage', {
      org_id: orgId,
      name: ' ',
      type: 'OPEN',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details[0].field).toBe('name');
    const badType = await app.su.post('/api/admin/lead-stage', {
      org_id: orgId,
      name: 'Maybe',
      type: 'MAYBE',
    });
    expect(badType.json().details[0].field).toBe('type');
    expect(
      (await app.su.post('/api/admin/lead-stage', { org_id: 999999, name: 'X', type: 'OPEN' }))
        .statusCode,
    ).toBe(404);
    expect((await app.su.get('/api/admin/lead-stage/org/999999')).statusCode).toBe(404);
    expect((await app.su.put('/api/admin/lead-stage/999999', { name: 'X' })).statusCode).toBe(404);
    expect(
      (await app.su.put('/api/admin/lead-stage/999999/change-position', { position: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await app.su.delete('/api/admin/lead-stage/999999')).statusCode).toBe(404);
  });

  it('renames a stage and audits the change', async () => {
    const [stage] = await app.ctx.db
      .select()
      .from(leadStages)
      .where(and(eq(leadStages.orgId, orgId), eq(leadStages.name, 'Contacted')));
    const res = await app.su.put(`/api/admin/lead-stage/${stage!.id}`, { name: 'Called back' });
    expect(res.json().data.stage).toMatchObject({ name: 'Called back', type: 'OPEN', position: 2 });
    const [entry] = await auditsOf('lead_stages.update');
    expect(JSON.stringify(entry!.summary)).toContain('Called back');
    expect((await app.su.put(`/api/admin/lead-stage/${stage!.id}`, {})).statusCode).toBe(400);
  });

  it('moves a stage up and down, keeping positions dense and unique', async () => {
    const [lost] = await app.ctx.db
      .select()
      .from(leadStages)
      .where(and(eq(leadStages.orgId, orgId), eq(leadStages.name, 'Lost')));
    const up = await app.su.put(`/api/admin/lead-stage/${lost!.id}/change-position`, {
      position: 1,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data.stages.map((s: { name: string }) => s.name)).toEqual([
      'Lost',
      'New',
      'Called back',
      'Won',
    ]);
    await app.su.put(`/api/admin/lead-stage/${lost!.id}/change-position`, { position: 3 });
    expect(await namesInDb()).toEqual(['1:New', '2:Called back', '3:Lost', '4:Won']);
    const beyond = await app.su.put(`/api/admin/lead-stage/${lost!.id}/change-position`, {
      position: 9,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().details[0].field).toBe('position');
    expect(await auditsOf('lead_stages.move')).toHaveLength(2);
  });

  it('runs concurrent moves one at a time without corrupting the order', async () => {
    const stages = await app.ctx.db.select().from(leadStages).where(eq(leadStages.orgId, orgId));
    const moves = stages.map((s, i) =>
      app.su.put(`/api/admin/lead-stage/${s.id}/change-position`, {
        position: 1 + ((i + 2) % stages.length),
      }),
    );
    const results = await Promise.all(moves);
    expect(results.map((r) => r.statusCode)).toEqual(stages.map(() => 200));
    const positions = (
      await app.ctx.db.select().from(leadStages).where(eq(leadStages.orgId, orgId))
    )
      .map((s) => s.position)
      .sort();
    expect(positions).toEqual([1, 2, 3, 4]);
  });

  it('deletes a stage, closes the gap and audits', async () => {
    const [first] = await app.ctx.db
      .select()
      .from(leadStages)
      .where(and(eq(leadStages.orgId, orgId), eq(leadStages.position, 1)));
    const res = await app.su.delete(`/api/admin/lead-stage/${first!.id}`);
    expect(res.json().data).toEqual({ message: 'Lead stage deleted successfully', id: first!.id });
    expect((await namesInDb()).map((n) => n.split(':')[0])).toEqual(['1', '2', '3']);
    expect(await auditsOf('lead_stages.delete')).toMatchObject([{ subjectId: String(first!.id) }]);
  });

  it('refuses staff without the grant', async () => {
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: ['create', 'update', 'delete'], subject: 'Lead', inverted: true },
    ]);
    expect(
      (await limited.post('/api/admin/lead-stage', { org_id: orgId, name: 'X', type: 'OPEN' }))
        .statusCode,
    ).toBe(403);
    expect((await limited.delete('/api/admin/lead-group/1')).statusCode).toBe(403);
    expect((await limited.get(`/api/admin/lead-stage/org/${orgId}`)).statusCode).toBe(200);
  });
});

describe('lead groups', () => {
  it('creates, lists, renames and deletes a group, each audited', async () => {
    const created = await app.su.post('/api/admin/lead-group', {
      org_id: orgId,
      name: 'Diwali campaign',
      type: 'CAMPAIGN',
    });
    expect(created.json().data).toMatchObject({
      message: 'Lead group created successfully',
      group: { name: 'Diwali campaign' },
    });
    const id = created.json().data.group.id as number;
    expect((await app.su.get(`/api/admin/lead-group/org/${orgId}`)).json().data).toMatchObject([
      { id, type: 'CAMPAIGN' },
    ]);
    const renamed = await app.su.put(`/api/admin/lead-group/${id}`, {
      name: 'Holi campaign',
      type: 'SOURCE',
    });
    expect(renamed.json().data.group).toMatchObject({ name: 'Holi campaign', type: 'SOURCE' });
    expect((await app.su.delete(`/api/admin/lead-group/${id}`)).statusCode).toBe(200);
    expect(await app.ctx.db.select().from(leadGroups).where(eq(leadGroups.orgId, orgId))).toEqual(
      [],
    );
    const actions = (
      await app.ctx.db.select().from(auditLog).where(eq(auditLog.subjectType, 'LeadGroup'))
    ).map((a) => a.action);
    expect(actions).toEqual(['lead_groups.create', 'lead_groups.update', 'lead_groups.delete']);
  });

  it('validates and 404s', async () => {
    const bad = await app.su.post('/api/admin/lead-group', {
      org_id: orgId,
      name: 'X',
      type: 'NOPE',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('type');
    expect(
      (await app.su.post('/api/admin/lead-group', { org_id: 999999, name: 'X', type: 'GENERAL' }))
        .statusCode,
    ).toBe(404);
    expect((await app.su.put('/api/admin/lead-group/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await app.su.delete('/api/admin/lead-group/999999')).statusCode).toBe(404);
    expect((await app.su.get('/api/admin/lead-group/org/999999')).statusCode).toBe(404);
  });
});
