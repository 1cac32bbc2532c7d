import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';
import { openTestDatabase } from '../../test/database';
import { audit } from '../audit/audit';
import { rowsOf } from '../db/client';

const testApp = useTestApp();

describe('error shapes', () => {
  it('answers an unknown /api route with a JSON 404, never the SPA', async () => {
    const response = await testApp.ctx.client().get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      message: 'Route GET /api/does-not-exist not found',
      code: 'NOT_FOUND',
    });
  });

  it('answers 401 on a protected route without a session', async () => {
    const response = await testApp.ctx.client().get('/api/audit/org/1');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers a bad path parameter with a 400 naming it', async () => {
    const su = await testApp.ctx.loginAs('SU');
    const response = await su.get('/api/audit/org/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('id');
  });

  it('reports the database in /api/health and carries a request id', async () => {
    const response = await testApp.ctx.client().get('/api/health', { 'x-request-id': 'trace-123' });
    expect(response.json().data.database).toMatchObject({ ok: true });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves OpenAPI generated from the contract', async () => {
    const response = await testApp.ctx.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/health']),
    );
  });
});

describe('guards on a route with its own access rule', () => {
  it('gives 403 to ADMIN and lets SU through; a 500 hides internals', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, webDist: null, logger: false });
    app.delete('/api/test/orgs/:id', { config: { access: ['delete', 'Org'] } }, async () => ({
      data: 'deleted',
    }));
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('connection string postgres://secret');
    });
    expect(() => app.get('/api/test/undeclared', async () => 'x')).toThrow(
      /neither public nor access/,
    );
    await app.ready();
    try {
      const { TestClient } = await import('../../test/app');
      const { upsertStaffUser } = await import('../../seed/staff');
      for (const [role, expected] of [
        ['ADMIN', 403],
        ['SU', 200],
      ] as const) {
        const email = `${role}@guard.test`;
        await upsertStaffUser(database.db, {
          email,
          password: 'password-123',
          firstName: role,
          lastName: '',
          role,
        });
        const client = new TestClient(app);
        await client.post('/api/auth/login', { email, password: 'password-123' });
        const response = await client.delete('/api/test/orgs/1');
        expect(response.statusCode).toBe(expected);
      }
      const boom = await new TestClient(app).get('/api/test/boom');
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL_ERROR' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('audit', () => {
  it('writes an entry in the transaction of the change and lists it per org, newest first', async () => {
    // The audit list of an org that exists (a missing org's list is a 404).
    const { id } = await insertOrg(testApp.ctx.db, { name: 'Audited Traders' });
    await testApp.ctx.db.transaction(async (tx) => {
      await audit(
        tx,
        { actorId: null, ip: '10.0.0.1' },
        {
          action: 'org.update',
          subjectType: 'Org',
          subjectId: id,
          orgId: id,
          summary: { name: { before: 'A', after: 'B' } },
        },
      );
      await audit(
        tx,
        { actorId: null, ip: '10.0.0.1' },
        { action: 'org.qualify', subjectType: 'Org', subjectId: id, orgId: id },
      );
    });
    // A change that fails leaves no entry behind.
    await expect(
      testApp.ctx.db.transaction(async (tx) => {
        await audit(
          tx,
          { actorId: null, ip: null },
          { action: 'org.delete', subjectType: 'Org', orgId: id },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const su = await testApp.ctx.loginAs('SU');
    const response = await su.get(`/api/audit/org/${id}?limit=1`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ action: 'org.qualify', org_id: id, ip: '10.0.0.1' });
    const next = (await su.get(`/api/audit/org/${id}?before=${page.next_before}`)).json().data;
    expect(next.rows.map((r: { action: string }) => r.action)).toEqual(['org.update']);
    const deletes = await rowsOf(
      testApp.ctx.db,
      sql`select 1 from audit_log where action = 'org.delete'`,
    );
    expect(deletes).toHaveLength(0);
  });
});
