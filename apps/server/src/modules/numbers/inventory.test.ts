import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voipNumberHistory, voipNumbers } from '../../db/schema/numbers';
import { outbox } from '../../db/schema/outbox';
import { orgs } from '../../db/schema/teams';
import { useTestApp } from '../../test/app';
import { auditOf, saleOrg, xsrfHeaders } from '../../test/factories';

const app = useTestApp();
/** Fresh ten-digit numbers for each run, so runs on one database never meet. */
const base = 8_000_000_000 + Math.floor(Math.random() * 90_000_000) * 10;
let serial = 0;
const freshNumber = () => String(base + (serial += 1));

const inventoryRow = async (number: string) =>
  (await app.ctx.db.select().from(voipNumbers).where(eq(voipNumbers.number, number)))[0];
const productNumberOf = async (orgId: number) =>
  (await app.ctx.db.select().from(orgs).where(eq(orgs.id, orgId)))[0]?.productNumber;

async function add(number: string, provider = 'Airtel') {
  return app.su.post('/api/admin/voip-numbers', { number, provider });
}
const assign = (orgId: number, number: string) =>
  app.su.post('/api/subscription/assign-number', { org_id: orgId, number, paid: false });

describe('the VoIP number inventory', () => {
  it('takes a number in as AVAILABLE once, audited, and lists it', async () => {
    const number = freshNumber();
    const added = await add(`+91 ${number}`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.message).toBe(`Number ${number} added to the inventory`);
    expect(await inventoryRow(number)).toMatchObject({ status: 'AVAILABLE', orgId: null });
    expect(await auditOf(app.ctx.db, 'voip_number.add', added.json().data.id)).toHaveLength(1);
    const again = await add(number, 'Jio');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Number ${number} is already in the inventory`);
    const listed = await app.su.get(`/api/numbers/voip?status=AVAILABLE&text=${number}`);
    expect(listed.json().data.rows).toMatchObject([{ number, status: 'AVAILABLE' }]);
  });

  it('gives a number to one of two teams assigning it at once; the other is told', async () => {
    const number = freshNumber();
    await add(number);
    const [a, b] = [
      await saleOrg(app.ctx.db, { productNumber: null }),
      await saleOrg(app.ctx.db, { productNumber: null }),
    ];
    const answers = await Promise.all([assign(a, number), assign(b, number)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect(await inventoryRow(number)).toMatchObject({ status: 'ASSIGNED', orgId: winner });
    expect(await productNumberOf(winner)).toBe(number);
    expect(await productNumberOf(winner === a ? b : a)).toBeNull();
    const history = await app.ctx.db
      .select()
      .from(voipNumberHistory)
      .where(eq(voipNumberHistory.number, number));
    expect(history.map((h) => [h.orgId, h.action])).toEqual([[winner, 'ASSIGNED']]);
    // The switch is asked once, for the winner only.
    const asked = await app.ctx.db.select().from(outbox).where(eq(outbox.recipient, number));
    expect(asked.map((m) => [m.channel, m.orgId, m.payload.action])).toEqual([
      ['SWITCH', winner, 'assign-number'],
    ]);
  });

  it('rests a released number before it is given again', async () => {
    const number = freshNumber();
    const holder = await saleOrg(app.ctx.db, { productNumber: null });
    expect((await assign(holder, number)).statusCode).toBe(200);
    // A number the inventory did not know joins it as the team's.
    expect(await inventoryRow(number)).toMatchObject({ status: 'ASSIGNED', orgId: holder });
    const released = await app.su.get(`/api/numbers/release/${number}`, xsrfHeaders(app.su));
    expect(released.statusCode).toBe(200);
    expect(await inventoryRow(number)).toMatchObject({ status: 'QUARANTINED' });

    const next = await saleOrg(app.ctx.db, { productNumber: null });
    const resting = await assign(next, number);
    expect(resting.statusCode).toBe(409);
    expect(resting.json().message).toMatch(
      new RegExp(`^Number ${number} was released recently and rests until \\d{2} \\w{3} \\d{4}`),
    );
    // Once the quarantine is over it can be given again.
    await app.ctx.db.execute(
      sql`update voip_numbers set released_at = now() - interval '31 days' where number = ${number}`,
    );
    expect((await assign(next, number)).statusCode).toBe(200);
    expect(await inventoryRow(number)).toMatchObject({ status: 'ASSIGNED', orgId: next });
  });

  it('moves both numbers of a change: the new one ASSIGNED, the old one QUARANTINED', async () => {
    const [before, after] = [freshNumber(), freshNumber()];
    const orgId = await saleOrg(app.ctx.db, { productNumber: null });
    await assign(orgId, before);
    await add(after);
    const changed = await app.su.post('/api/subscription/change-number', {
      org_id: orgId,
      old_number: before,
      new_number: after,
      paid: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await inventoryRow(before)).toMatchObject({ status: 'QUARANTINED', orgId });
    expect(await inventoryRow(after)).toMatchObject({ status: 'ASSIGNED', orgId });
    const history = await app.ctx.db
      .select()
      .from(voipNumberHistory)
      .where(eq(voipNumberHistory.orgId, orgId));
    expect(history.map((h) => [h.number, h.action])).toEqual([
      [before, 'ASSIGNED'],
      [after, 'CHANGED'],
    ]);
  });
});
