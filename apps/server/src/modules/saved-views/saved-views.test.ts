import { SAVED_VIEWS_PER_LIST, savedViewLists } from '@switchboard/contract/saved-views';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestClient } from '../../test/app';
import { auditOf } from '../../test/factories';

const app = useTestApp();

type View = { id: number; list: string; name: string; query: string };

async function save(client: TestClient, body: Record<string, unknown>): Promise<View> {
  const response = await client.post('/api/admin/saved-views', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.view;
}

const views = async (client: TestClient, list: string): Promise<View[]> =>
  (await client.get(`/api/admin/saved-views?list=${list}`)).json().data;

describe('saved views', () => {
  it('saves a view, lists it by name on its own list only, and audits', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const body = { list: 'teams', name: '  Active, mine  ', query: 'status=ACTIVE&hide=plan' };
    const response = await admin.post('/api/admin/saved-views', body);
    expect(response.statusCode, response.body).toBe(200);
    const { message, view } = response.json().data;
    expect(message).toBe('View Active, mine saved');
    expect(view).toMatchObject({ list: 'teams', name: 'Active, mine', query: body.query });
    await save(admin, { list: 'teams', name: 'all suspended', query: 'status=SUSPENDED' });

    expect((await views(admin, 'teams')).map((v) => v.name)).toEqual([
      'Active, mine',
      'all suspended',
    ]);
    expect(await views(admin, 'users')).toEqual([]);
    const [entry] = await auditOf(app.ctx.db, 'saved_view.create', view.id);
    expect(entry).toMatchObject({ actorId: admin.userId, subjectType: 'SavedView' });
    expect(entry?.summary).toEqual({ list: 'teams', name: 'Active, mine', query: body.query });
  });

  it('keeps views of every list with filters in its URL, and refuses a list that has none', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    for (const list of savedViewLists) {
      await save(admin, { list, name: `Mine on ${list}`, query: 'status=ACTIVE' });
      expect((await views(admin, list)).map((v) => v.name)).toEqual([`Mine on ${list}`]);
    }
    expect(savedViewLists).toEqual(
      expect.arrayContaining(['campaigns', 'mandates', 'rewards', 'whatsapp-messages']),
    );
    const refused = await admin.post('/api/admin/saved-views', {
      list: 'nowhere',
      name: 'x',
      query: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('list');
  });

  it('keeps each staff member to their own views: never listed, never deleted by another', async () => {
    const mine = await app.ctx.loginAs('ADMIN');
    const theirs = await app.ctx.loginAs('ADMIN');
    const view = await save(mine, { list: 'kyc', name: 'Pending', query: 'status=PENDING' });

    expect(await views(theirs, 'kyc')).toEqual([]);
    expect(await views(app.su, 'kyc')).toEqual([]);
    const refused = await theirs.delete(`/api/admin/saved-views/${view.id}`);
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await views(mine, 'kyc')).map((v) => v.id)).toEqual([view.id]);
    expect(await auditOf(app.ctx.db, 'saved_view.delete', view.id)).toEqual([]);

    // The same name is free for someone else.
    await save(theirs, { list: 'kyc', name: 'pending', query: 'status=PENDING' });
  });

  it('deletes my own view once, audited; the second time it is missing', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const view = await save(admin, { list: 'outbox', name: 'Failed SMS', query: 'status=FAILED' });
    const deleted = await admin.delete(`/api/admin/saved-views/${view.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ message: 'View Failed SMS deleted', id: view.id });
    expect(await views(admin, 'outbox')).toEqual([]);
    expect(await auditOf(app.ctx.db, 'saved_view.delete', view.id)).toHaveLength(1);
    const again = await admin.delete(`/api/admin/saved-views/${view.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('refuses a name I already use on that list, whatever its case, with 409', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    await save(admin, { list: 'users', name: 'New this week', query: 'order=DESC' });
    const taken = await admin.post('/api/admin/saved-views', {
      list: 'users',
      name: 'NEW THIS WEEK',
      query: 'status=ACTIVE',
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a view named NEW THIS WEEK on this list',
    });
    // On another list the name is free.
    await save(admin, { list: 'teams', name: 'New this week', query: '' });
    expect(await views(admin, 'users')).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_LIST} views per list, even when saved at once`, async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const free = 3;
    for (let i = 1; i <= SAVED_VIEWS_PER_LIST - free; i += 1)
      await save(admin, { list: 'payments', name: `View ${i}`, query: `text=${i}` });
    // Several tabs saving at once for the last free places: as many win as there is room.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.post('/api/admin/saved-views', { list: 'payments', name: `Last ${i}`, query: '' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(free);
    expect(codes.filter((c) => c === 409)).toHaveLength(8 - free);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      `You can keep at most ${SAVED_VIEWS_PER_LIST} views on one list; delete one first`,
    );
    expect(await views(admin, 'payments')).toHaveLength(SAVED_VIEWS_PER_LIST);
    // Other lists are not counted against it.
    await save(admin, { list: 'teams', name: 'Still room', query: '' });
  });

  it('validates the list key, the name and the query', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const refused = async (body: Record<string, unknown>, field: string) => {
      const response = await admin.post('/api/admin/saved-views', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    };
    const good = { list: 'teams', name: 'Fine', query: 'status=ACTIVE' };
    await refused({ ...good, list: 'invoices' }, 'list');
    await refused({ ...good, name: '   ' }, 'name');
    await refused({ ...good, name: 'x'.repeat(61) }, 'name');
    await refused({ ...good, query: `text=${'a'.repeat(1000)}` }, 'query');
    await refused({ ...good, query: '?status=ACTIVE' }, 'query');
    await refused({ ...good, query: 'text=a b' }, 'query');
    expect((await admin.get('/api/admin/saved-views?list=nope')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/saved-views')).statusCode).toBe(400);
    // Exactly at the cap is fine.
    await save(admin, { ...good, query: `text=${'a'.repeat(995)}` });
  });

  it('answers 401 without a session', async () => {
    const anonymous = app.ctx.client();
    expect((await anonymous.get('/api/admin/saved-views?list=teams')).statusCode).toBe(401);
  });
});
