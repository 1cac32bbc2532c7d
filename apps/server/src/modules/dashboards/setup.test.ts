import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { voipNumbers } from '../../db/schema/numbers';
import { useTestApp } from '../../test/app';
import { auditOf, onboardedOrg, orgWithKyc } from '../../test/factories';

// A never-seeded company: one SU, nothing else.
const app = useTestApp();

type Checklist = {
  steps: { step: string; done: boolean }[];
  complete: boolean;
  dismissed: boolean;
};
const checklist = async (client = app.su): Promise<Checklist> => {
  const answer = await client.get('/api/dashboards/setup');
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
const ticked = (c: Checklist) => c.steps.filter((s) => s.done).map((s) => s.step);

describe('GET /api/dashboards/setup: the first days, ticked from the data', () => {
  it('needs a session', async () => {
    expect((await app.ctx.client().get('/api/dashboards/setup')).statusCode).toBe(401);
  });

  it('starts with every step open and ticks each one as its data appears', async () => {
    const first = await checklist();
    expect(first.steps.map((s) => s.step)).toEqual([
      'catalogue',
      'numbers',
      'team',
      'kyc',
      'plan',
      'providers',
      'staff',
    ]);
    expect(ticked(first)).toEqual([]);
    expect(first).toMatchObject({ complete: false, dismissed: false });

    await app.ctx.db.insert(voipNumbers).values({ number: '8045990001', provider: 'Airtel' });
    expect(ticked(await checklist())).toEqual(['numbers']);

    // A team with a KYC still waiting: onboarded, not reviewed.
    await orgWithKyc(app.ctx.db, { status: 'PENDING' });
    expect(ticked(await checklist())).toEqual(['numbers', 'team']);

    // Approved KYC and a plan sold.
    await onboardedOrg(app.ctx.db);
    expect(ticked(await checklist())).toEqual(['numbers', 'team', 'kyc', 'plan']);

    // A second active staff member.
    await app.ctx.db
      .insert(users)
      .values({ firstName: 'Colleague', email: 'colleague@setup.test', role: 'ADMIN' });
    expect(ticked(await checklist())).toEqual(['numbers', 'team', 'kyc', 'plan', 'staff']);

    // The catalogue comes with the product: a person says it was reviewed, once, audited.
    const marked = await app.su.post('/api/dashboards/setup/mark', { step: 'catalogue' });
    expect(marked.statusCode).toBe(200);
    expect(ticked(marked.json().data)).toContain('catalogue');
    expect(await auditOf(app.ctx.db, 'setup.mark', 'catalogue')).toEqual([
      expect.objectContaining({ actorId: app.su.userId }),
    ]);
    // Every channel is in its sandbox here: providers stay open, so the list is not complete.
    expect(marked.json().data).toMatchObject({ complete: false });
    expect(ticked(marked.json().data)).not.toContain('providers');
  });

  it('is hidden for the staff member who dismissed it, audited, and for no one else', async () => {
    const other = await app.ctx.loginAs('ADMIN');
    const hidden = await app.su.post('/api/dashboards/setup/dismiss', { dismissed: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.dismissed).toBe(true);
    expect((await checklist()).dismissed).toBe(true);
    expect((await checklist(other)).dismissed).toBe(false);
    expect(await auditOf(app.ctx.db, 'setup.dismiss', app.su.userId)).toEqual([
      expect.objectContaining({ actorId: app.su.userId }),
    ]);
    // And back.
    await app.su.post('/api/dashboards/setup/dismiss', { dismissed: false });
    expect((await checklist()).dismissed).toBe(false);
    expect(await auditOf(app.ctx.db, 'setup.restore', app.su.userId)).toHaveLength(1);
  });

  it('refuses unknown fields and steps the data ticks', async () => {
    const extra = await app.su.post('/api/dashboards/setup/dismiss', { dismissed: true, x: 1 });
    expect(extra.statusCode).toBe(400);
    const step = await app.su.post('/api/dashboards/setup/mark', { step: 'numbers' });
    expect(step.statusCode).toBe(400);
  });
});
