import { beforeAll, describe, expect, it } from 'vitest';
import { noteText } from '@switchboard/contract/messages';
import type { TimelineEntry, TimelinePage } from '@switchboard/contract/timeline';
import { auditLog } from '../../db/schema/audit';
import { voipNumberHistory } from '../../db/schema/numbers';
import { notes } from '../../db/schema/notes';
import { useTestApp } from '../../test/app';
import { addMember, insertOrg, orgWithKyc } from '../../test/factories';
import { checkRoutes, get, invalid } from '../../test/route-contract';

const APP_KEY = 'product-app-key-0123456789abcdef';
const app = useTestApp({ APP_API_KEY: APP_KEY });

async function timeline(orgId: number, query = ''): Promise<TimelinePage> {
  const answer = await app.su.get(`/api/org/${orgId}/timeline${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TimelinePage;
}

/** Every entry of the org, page after page of `limit`, following next_before. */
async function allPages(orgId: number, limit: number, kinds = '') {
  const pages: TimelineEntry[][] = [];
  let before: string | null = null;
  do {
    const cursor: string = before ? `&before=${encodeURIComponent(before)}` : '';
    const page = await timeline(orgId, `?limit=${limit}${kinds}${cursor}`);
    pages.push(page.rows);
    before = page.next_before;
  } while (before && pages.length < 50);
  return pages;
}

const keyOf = (e: TimelineEntry) => `${e.kind}:${e.id}`;

describe('GET /org/{id}/timeline', () => {
  let orgId: number;
  let memberId: number;

  // One org with an event of every kind, made in this order, a moment apart.
  beforeAll(async () => {
    const { su, ctx } = app;
    orgId = await orgWithKyc(ctx.db, { name: 'Timeline Traders' });
    const ok = (response: { statusCode: number; body: string }) =>
      expect(response.statusCode, response.body).toBe(200);
    ok(await su.post('/api/org/kyc/approve', { org_id: orgId }));
    ok(await su.put(`/api/org/${orgId}`, { name: 'Timeline Traders Pvt Ltd' }));
    ok(await su.post('/api/org/notes', { org_id: orgId, note: noteText('Called', 'Wants GST') }));
    const paid = await su.post('/api/payments/bank-payment', {
      org_id: orgId,
      amount: 118_000,
      payment_ref: 'UTR-TIMELINE-1',
    });
    ok(paid);
    ok(
      await su.delete('/api/payments/bank-payment', {
        payment_id: paid.json().data.payment.id,
        amount: 18_000,
        reason: 'Paid twice',
      }),
    );
    ok(
      await su.post('/api/admin/users/invite', {
        first_name: 'Meena',
        phone: '9811122233',
        org_id: orgId,
      }),
    );
    await ctx.db.insert(voipNumberHistory).values({
      orgId,
      number: '8047001234',
      action: 'CHANGED',
      details: { product_number: true, before: '8047009999' },
      actorId: su.userId,
    });
    memberId = await addMember(ctx.db, orgId, 'Kiran', 'Rao');
    // The member signs in to the product's app, which reports it.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/sign-ins',
      headers: { 'x-api-key': APP_KEY },
      payload: {
        sign_in_id: `timeline-${memberId}`,
        user_id: memberId,
        at: new Date().toISOString(),
        ip: '49.36.1.2',
        platform: 'android',
      },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('lists every kind of event in one list, newest first, each once', async () => {
    const { rows, next_before } = await timeline(orgId, '?limit=100');
    expect(next_before).toBeNull();
    // The order they were made in, read back newest first; the invite's SMS and its audit entry
    // share their transaction's instant, and then kinds go in the contract's order.
    expect(rows.map((e) => `${e.kind} ${e.action}`)).toEqual([
      'login login',
      'number CHANGED',
      'audit users.invite',
      'message SMS',
      'refund refund',
      'payment BANK_TRANSFER',
      'note note.create',
      'audit org.update',
      'kyc kyc.approve',
    ]);
    const times = rows.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // note.create and payment.record are not repeated as audit entries: their own kinds show them.
    expect(rows.filter((e) => e.kind === 'audit').map((e) => e.action)).not.toContain(
      'note.create',
    );
  });

  it('shows what each entry says: who, the diff of a change, amounts, text and where it opens', async () => {
    const { rows } = await timeline(orgId, '?limit=100');
    const find = (kind: string) => rows.find((e) => e.kind === kind)!;
    expect(find('audit')).toBeDefined();
    const update = rows.find((e) => e.action === 'org.update')!;
    expect(update.actor).toEqual({ id: app.su.userId, name: expect.stringContaining('SU') });
    expect(update.changes).toEqual([
      { field: 'name', before: 'Timeline Traders', after: 'Timeline Traders Pvt Ltd' },
    ]);
    const kyc = find('kyc');
    expect(kyc.changes).toContainEqual({ field: 'status', before: 'PENDING', after: 'APPROVED' });
    expect(kyc.link).toBe(`/teams/${orgId}/kyc`);
    expect(find('note').summary).toBe('Action: Called, comment: Wants GST');
    expect(find('payment')).toMatchObject({ amount: 118_000, link: `/teams/${orgId}/invoices` });
    expect(find('refund')).toMatchObject({ amount: 18_000, summary: 'Paid twice' });
    expect(find('message')).toMatchObject({
      summary: expect.stringContaining('Hi Meena'),
      details: { recipient: '9811122233', status: 'PENDING' },
    });
    expect(find('number')).toMatchObject({
      summary: '8047001234',
      changes: [{ field: 'number', before: '8047009999', after: '8047001234' }],
    });
    expect(find('login')).toMatchObject({
      actor: { id: memberId, name: 'Kiran Rao' },
      details: { ip: '49.36.1.2', platform: 'android' },
      link: `/teams/users/${memberId}`,
    });
  });

  it('filters by kind', async () => {
    const picked = await timeline(orgId, '?kinds=note,payment,refund');
    expect(picked.rows.map((e) => e.kind)).toEqual(['refund', 'payment', 'note']);
    // Repeated parameters work as a list too.
    const audit = await timeline(orgId, '?kinds=audit&kinds=kyc');
    expect(audit.rows.map((e) => e.action)).toEqual(['users.invite', 'org.update', 'kyc.approve']);
  });

  it('pages without duplicates or gaps, across kinds written at the same instant', async () => {
    const db = app.ctx.db;
    const tied = await insertOrg(db, { name: 'Tied Timeline Org' });
    // Audit entries and notes in threes at the same instants: the cursor must tell them apart.
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 12; i += 1) {
      const createdAt = new Date(base + Math.floor(i / 3) * 1000);
      await db.insert(auditLog).values({
        action: 'org.qualify',
        subjectType: 'Org',
        subjectId: String(tied.id),
        orgId: tied.id,
        createdAt,
      });
      await db.insert(notes).values({ orgId: tied.id, note: `tie ${i}`, createdAt });
    }
    const whole = (await timeline(tied.id, '?limit=100')).rows;
    expect(whole).toHaveLength(24);
    for (const limit of [1, 5, 7]) {
      const pages = await allPages(tied.id, limit);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
      expect(pages.flat().map(keyOf)).toEqual(whole.map(keyOf));
    }
    // A filtered list pages the same way.
    const notesOnly = await allPages(tied.id, 5, '&kinds=note');
    expect(notesOnly.flat().map((e) => e.summary)).toEqual(
      Array.from({ length: 12 }, (_, i) => `tie ${11 - i}`),
    );
  });

  it("never shows another org's events", async () => {
    const other = await orgWithKyc(app.ctx.db, { name: 'Other Timeline Org' });
    await app.su.post('/api/org/notes', { org_id: other, note: noteText('Called', 'Other org') });
    await app.su.put(`/api/org/${other}`, { name: 'Other Timeline Org Renamed' });
    const mine = (await timeline(orgId, '?limit=100')).rows;
    expect(mine.map((e) => e.summary)).not.toContain('Action: Called, comment: Other org');
    expect(mine.flatMap((e) => e.changes.map((c) => c.after))).not.toContain(
      'Other Timeline Org Renamed',
    );
    const theirs = (await timeline(other, '?limit=100')).rows;
    expect(theirs.map((e) => e.action)).toEqual(['org.update', 'note.create']);
  });

  it('answers 404 for an unknown org, 400 for a cursor it did not give, 401 without a login', async () => {
    expect((await app.su.get('/api/org/999999/timeline')).statusCode).toBe(404);
    const bad = await app.su.get(`/api/org/${orgId}/timeline?before=42`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('before');
    expect((await app.ctx.client().get(`/api/org/${orgId}/timeline`)).statusCode).toBe(401);
  });
});

checkRoutes(
  'the timeline route',
  [
    {
      route: 'GET /org/{id}/timeline',
      access: ['read', 'Org'],
      make: async () => {
        const { id } = await insertOrg(app.ctx.db, {});
        return {
          good: get(`/api/org/${id}/timeline?kinds=audit,note`),
          bad: invalid(get(`/api/org/${id}/timeline?kinds=audit,gossip`), 'kinds.1'),
        };
      },
    },
  ],
  () => app,
  (_path, tags) => tags.includes('timeline'),
);
