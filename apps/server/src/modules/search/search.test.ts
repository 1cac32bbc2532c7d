import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { addMember, insertCalls, insertOrg } from '../../test/factories';
import { checkRoutes, get, invalid } from '../../test/route-contract';

const app = useTestApp();
const find = async (q: string) => {
  const answer = await app.su.get(`/api/admin/search?q=${encodeURIComponent(q)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as {
    kind: string;
    id: string;
    title: string;
    path: string;
  }[];
};

describe('GET /api/admin/search', () => {
  it("finds a trial call by its caller's number, however it is spelled", async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Caller Lookup Traders' });
    const [call] = await insertCalls(app.ctx.db, [
      { orgId: org.id, isTrial: 1, fromNumber: '+919008534918' },
    ]);
    for (const typed of ['9008534918', '+91 90085 34918', '+919008534918', '09008534918'])
      expect(await find(typed), typed).toContainEqual(
        expect.objectContaining({
          kind: 'CALL',
          id: String(call),
          title: '+919008534918 → 8047000001',
          path: `/trial-call-history?call=${call}`,
        }),
      );
  });

  it('finds a team by name, {product} number or id, a person by phone or email, and a call by id', async () => {
    const org = await insertOrg(app.ctx.db, {
      name: 'Palette Spices Traders',
      productNumber: '8047990011',
    });
    const userId = await addMember(app.ctx.db, org.id, 'Meera', 'Palette');
    await app.ctx.db.execute(
      sql`update users set phone = '9876501234', email = 'meera.palette@example.in' where id = ${userId}`,
    );
    const [call] = await insertCalls(app.ctx.db, [{ orgId: org.id }]);

    expect(await find('palette spices')).toContainEqual(
      expect.objectContaining({ kind: 'ORG', id: String(org.id), path: `/teams/${org.id}` }),
    );
    // A {product} number or a phone, with or without +91, spaces or a leading 0.
    for (const typed of ['8047990011', '+91 80479 90011', '08047990011'])
      expect((await find(typed)).map((r) => r.kind)).toContain('ORG');
    expect(await find('+91 98765 01234')).toContainEqual(
      expect.objectContaining({ kind: 'USER', id: String(userId), path: `/teams/users/${userId}` }),
    );
    expect(await find('Meera.Palette@example.in')).toContainEqual(
      expect.objectContaining({ kind: 'USER', title: 'Meera Palette' }),
    );
    // A team's whole email, in any case, from its own index; part of an address as text.
    await app.ctx.db.execute(
      sql`update orgs set email = 'accounts@palette-spices.in' where id = ${org.id}`,
    );
    expect(await find('Accounts@Palette-Spices.in')).toEqual([
      expect.objectContaining({
        kind: 'ORG',
        id: String(org.id),
        subtitle: 'accounts@palette-spices.in',
      }),
    ]);
    expect(await find('accounts@palette')).toContainEqual(
      expect.objectContaining({ kind: 'ORG', id: String(org.id) }),
    );
    const byId = await find(String(call));
    expect(byId).toContainEqual(
      expect.objectContaining({ kind: 'CALL', path: `/trial-call-history?call=${call}` }),
    );
    expect(await find('zzqq-nobody-by-this-name')).toEqual([]);
  });

  it('answers the newest five teams of a name, whether it is common among the newest or only in older ones', async () => {
    const named = async (name: string) => (await insertOrg(app.ctx.db, { name })).id;
    const older = [await named('Kestrel Old Traders'), await named('Kestrel Old Exports')];
    // Newer teams of other names, more than the newest rows a common text is first looked
    // for in (paging.ts textSearchPage): the old ones are past them.
    await app.ctx.db.execute(
      sql`insert into orgs (name, email)
          select 'Filler Team ' || n, 'filler' || n || '@example.in'
            from generate_series(1, 6000) n`,
    );
    const ids = async (q: string) => (await find(q)).map((hit) => Number(hit.id));
    expect(await ids('kestrel old')).toEqual([...older].reverse());

    const newer: number[] = [];
    for (let i = 0; i < 7; i += 1) newer.push(await named(`Kestrel New ${i}`));
    // Seven among the newest: the five newest of them, newest first, and none of the old ones.
    expect(await ids('kestrel')).toEqual(newer.slice(-5).reverse());
    await app.ctx.db.execute(sql`update orgs set deleted_at = now() where id = ${newer[6]!}`);
    expect(await ids('kestrel')).toEqual(newer.slice(1, 6).reverse());
  });

  it("finds a team's KYC by its id or its Digio reference", async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Palette KYC Team' }, { status: 'PENDING' });
    await app.ctx.db.execute(
      sql`insert into digio_requests (org_id, kind, reference_id, phone, link)
          values (${org.id}, 'KYC', 'KID2611260001PALETTE', '9876500000', 'https://ext.digio.in/x')`,
    );
    expect(await find('kid2611260001palette')).toEqual([
      expect.objectContaining({ kind: 'KYC', path: `/kyc/${org.id}` }),
    ]);
    expect((await find(String(org.id))).map((r) => r.kind)).toContain('KYC');
  });

  it('finds a payment by its gateway reference', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Palette Payments' });
    const [payment] = await rowsOf<{ id: number }>(
      app.ctx.db,
      sql`insert into payments (org_id, payment_type, amount, payment_ref, status)
          values (${org.id}, 'RAZORPAY', 99900, 'pay_PaletteRef123', 'CAPTURED') returning id`,
    );
    expect(await find('pay_PaletteRef123')).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        id: String(payment!.id),
        path: `/teams/${org.id}/invoices`,
      }),
    ]);
  });
});

checkRoutes(
  'the search route',
  [
    {
      route: 'GET /admin/search',
      access: ['read', 'Org'],
      make: async () => ({
        good: get('/api/admin/search?q=spices'),
        bad: invalid(get('/api/admin/search?q=%20'), 'q'),
      }),
    },
  ],
  () => app,
  (_path, tags) => tags.includes('search'),
);
