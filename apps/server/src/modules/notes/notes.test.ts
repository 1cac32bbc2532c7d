import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noteText } from '@switchboard/contract/messages';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { notes } from '../../db/schema/notes';
import { useTestApp, type TestClient } from '../../test/app';
import { insertOrg } from '../../test/factories';

const app = useTestApp();
let admin: TestClient & { userId: number };
let orgId: number;
let userId: number;
beforeAll(async () => {
  admin = await app.ctx.loginAs('ADMIN');
  const org = await insertOrg(app.ctx.db, { name: 'Notes Test Traders' });
  const [user] = await app.ctx.db
    .insert(users)
    .values({ firstName: 'Ravi', role: 'ORG_USER' })
    .returning({ id: users.id });
  orgId = org!.id;
  userId = user!.id;
});

describe('org notes', () => {
  it('stores the composed text with its author, lists newest first, and audits', async () => {
    const first = await admin.post('/api/org/notes', {
      org_id: orgId,
      note: noteText('Called', 'Asked for GST certificate'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      note: 'Action: Called, comment: Asked for GST certificate',
      org_id: orgId,
      user_id: null,
      author: { id: admin.userId, name: expect.stringContaining('ADMIN') },
    });
    await admin.post('/api/org/notes', { org_id: orgId, note: noteText('Emailed', 'Sent quote') });
    const list = (await admin.get(`/api/org/notes/${orgId}`)).json().data;
    expect(list.rows.map((n: { note: string }) => n.note)).toEqual([
      'Action: Emailed, comment: Sent quote',
      'Action: Called, comment: Asked for GST certificate',
    ]);
    const older = (await admin.get(`/api/org/notes/${orgId}?limit=1`)).json().data;
    expect(older.next_before).toBe(list.rows[0].id);
    const stored = await app.ctx.db.select().from(notes).where(eq(notes.orgId, orgId));
    expect(stored).toHaveLength(2);
    const entries = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(entries.map((e) => e.action)).toEqual(['note.create', 'note.create']);
  });

  it('names a blank note, refuses an unknown org (404) or a deleted one (409), and wants a login', async () => {
    const blank = await admin.post('/api/org/notes', { org_id: orgId, note: '   ' });
    expect(blank.json().details[0].field).toBe('note');
    const note = noteText('Called', 'x');
    expect((await admin.post('/api/org/notes', { org_id: 999999, note })).statusCode).toBe(404);
    const gone = await insertOrg(app.ctx.db, { name: 'Gone', deletedAt: new Date() });
    expect((await admin.post('/api/org/notes', { org_id: gone!.id, note })).statusCode).toBe(409);
    expect((await app.ctx.client().get(`/api/org/notes/${orgId}`)).statusCode).toBe(401);
  });
});

describe('the stored form', () => {
  it("takes only 'Action: {action}, comment: {comment}', naming `note`, and stores nothing else", async () => {
    const free = [
      'Called the owner',
      'Action: Called',
      'Action: , comment: x',
      'Action: Called, comment:   ',
      'comment: x, Action: Called',
    ];
    for (const note of free) {
      for (const [url, body] of [
        ['/api/org/notes', { org_id: orgId, note }],
        ['/api/users/notes', { user_id: userId, note }],
      ] as const) {
        const response = await admin.post(url, body);
        expect(response.statusCode, `${url} ${note}`).toBe(400);
        expect(response.json().details[0], note).toMatchObject({
          field: 'note',
          message: "must read 'Action: {action}, comment: {comment}'",
        });
      }
    }
    const multiline = await admin.post('/api/users/notes', {
      user_id: userId,
      note: noteText('Other', 'Line one\nLine two'),
    });
    expect(multiline.statusCode).toBe(200);
    await app.ctx.db.delete(notes).where(eq(notes.id, multiline.json().data.id));
    const stored = await app.ctx.db.select().from(notes);
    expect(stored.every((n) => n.note.startsWith('Action: '))).toBe(true);
  });
});

describe('user notes', () => {
  it('stores and lists notes on a user', async () => {
    const saved = await admin.post('/api/users/notes', {
      user_id: userId,
      note: noteText('Met', 'Demo given'),
    });
    expect(saved.statusCode).toBe(200);
    const list = (await admin.get(`/api/users/notes/${userId}`)).json().data;
    expect(list.rows).toMatchObject([
      { note: 'Action: Met, comment: Demo given', user_id: userId, org_id: null },
    ]);
    expect(
      (await admin.post('/api/users/notes', { user_id: 999999, note: noteText('Met', 'x') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.post('/api/users/notes', { note: noteText('Met', 'x') })).json().details[0]
        .field,
    ).toBe('user_id');
  });
});
