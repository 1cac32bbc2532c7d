import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voipNumbers } from '../../db/schema/numbers';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

// A number held for one team while its sale is made: nobody else gets it meanwhile, the team
// does, and a reservation that is given up or has passed frees it again.
const app = useTestApp();
const base = 7_000_000_000 + Math.floor(Math.random() * 90_000_000) * 10;
let serial = 0;
const freshNumber = () => String(base + (serial += 1));

const row = async (number: string) =>
  (await app.ctx.db.select().from(voipNumbers).where(eq(voipNumbers.number, number)))[0];
const reserve = (number: string, orgId: number, days = 3) =>
  app.su.post(`/api/admin/voip-numbers/${number}/reserve`, { org_id: orgId, days });
const assign = (orgId: number, number: string) =>
  app.su.post('/api/subscription/assign-number', { org_id: orgId, number, paid: false });

describe('reserving a VoIP number', () => {
  it('holds it for one team: another is refused, the team is given it', async () => {
    const number = freshNumber();
    await app.su.post('/api/admin/voip-numbers', { number, provider: 'Jio' });
    const [holder, other] = [
      await saleOrg(app.ctx.db, { productNumber: null, name: 'Holder Co' }),
      await saleOrg(app.ctx.db, { productNumber: null }),
    ];
    const reserved = await reserve(number, holder);
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().data.message).toMatch(
      new RegExp(`^Number ${number} is reserved for team Holder Co until \\d{2} \\w{3} \\d{4}$`),
    );
    expect(await row(number)).toMatchObject({ status: 'RESERVED', orgId: holder });

    const refused = await assign(other, number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^Number ${number} is reserved for team`));
    const again = await reserve(number, other);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Number ${number} is reserved: only an available number can be reserved`,
    );

    expect((await assign(holder, number)).statusCode).toBe(200);
    expect(await row(number)).toMatchObject({
      status: 'ASSIGNED',
      orgId: holder,
      reservedUntil: null,
    });
  });

  it('of ten reservations at once exactly one holds the number', async () => {
    const number = freshNumber();
    await app.su.post('/api/admin/voip-numbers', { number, provider: 'Airtel' });
    const teams = await Promise.all(
      Array.from({ length: 10 }, () => saleOrg(app.ctx.db, { productNumber: null })),
    );
    const answers = await Promise.all(teams.map((team) => reserve(number, team)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  it('frees it when given up or past its date', async () => {
    const number = freshNumber();
    await app.su.post('/api/admin/voip-numbers', { number, provider: 'Airtel' });
    const [a, b] = [
      await saleOrg(app.ctx.db, { productNumber: null }),
      await saleOrg(app.ctx.db, { productNumber: null }),
    ];
    await reserve(number, a);
    const cancelled = await app.su.post(`/api/admin/voip-numbers/${number}/cancel-reservation`);
    expect(cancelled.json().data.message).toBe(`The reservation of number ${number} is cancelled`);
    expect(await row(number)).toMatchObject({ status: 'AVAILABLE', orgId: null });
    const twice = await app.su.post(`/api/admin/voip-numbers/${number}/cancel-reservation`);
    expect(twice.statusCode).toBe(409);

    await reserve(number, a);
    await app.ctx.db
      .update(voipNumbers)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(voipNumbers.number, number));
    // Past its date the reservation holds nobody: another team is given the number.
    expect((await assign(b, number)).statusCode).toBe(200);
    expect(await row(number)).toMatchObject({ status: 'ASSIGNED', orgId: b });
  });
});
