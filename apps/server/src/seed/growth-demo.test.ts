import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/db/client';
import { useTestApp } from '../test/app';
import { seedDemo } from './demo';
import { seedGrowthDemo } from './growth-demo';

// The demo seed fills only a database without users: nobody logs in before it runs.
const session = useTestApp({}, { su: false });
beforeAll(async () => {
  await seedDemo(session.ctx.db, session.ctx.app.billing);
  await seedGrowthDemo(session.ctx.app);
});

type Code = { id: number; code: string; status: string; redemptions: number };

describe('the growth demo', () => {
  it('makes invite codes of each state, one redeemed by teams as the app redeems it', async () => {
    const su = await session.ctx.loginAs('SU');
    const list = (await su.get('/api/admin/invite-codes?page_size=100')).json().data;
    expect(list.total_items).toBe(23);
    const byCode = (code: string) => list.rows.find((c: Code) => c.code === code) as Code;
    expect(byCode('PUNEPARTNER')).toMatchObject({ status: 'ACTIVE', redemptions: 2 });
    expect(byCode('NAMASTE25').status).toBe('SCHEDULED');
    expect(byCode('SUMMERTRYAPP').status).toBe('PAUSED');
    expect(list.rows.filter((c: Code) => c.code.startsWith('DEEPAM'))).toHaveLength(20);

    // The redeeming teams got their minutes, and their team page names the code.
    const [team] = await rowsOf<{ id: number; minutes: number }>(
      session.ctx.db,
      sql`select o.id, sum(l.delta_minutes)::int as minutes from orgs o
            join talk_time_ledger l on l.org_id = o.id and l.ref_type = 'invite_code'
           where o.name = 'Green Leaf Organics' group by o.id`,
    );
    expect(team?.minutes).toBe(500);
    const signedUpWith = (await su.get(`/api/org/${team!.id}/invite-code`)).json().data;
    expect(signedUpWith.code).toBe('PUNEPARTNER');
  });

  it('makes short URLs with a month of visits, counted as the redirect counts them', async () => {
    const su = await session.ctx.loginAs('SU');
    const list = (await su.get('/api/admin/short-urls')).json().data;
    expect(list.rows.map((u: { slug: string }) => u.slug).sort()).toEqual([
      'dec-webinar',
      'diwali-offer',
      'get-the-app',
    ]);
    const offer = list.rows.find((u: { slug: string }) => u.slug === 'diwali-offer');
    const stats = (await su.get(`/api/admin/short-urls/${offer.id}/visits`)).json().data;
    // Bots (link previews) are left out of the total, and are exactly what the count lacks.
    expect(stats.total).toBe(offer.visit_count);
    expect(stats.bots).toBeGreaterThan(0);
    // Some visitors came back: fewer of them than visits.
    expect(stats.unique_visitors).toBeGreaterThan(0);
    expect(stats.unique_visitors).toBeLessThan(stats.total);
    expect(stats.per_day).toHaveLength(30);
    expect(stats.per_day.filter((d: { visits: number }) => d.visits > 0).length).toBeGreaterThan(
      24,
    );
    expect(stats.referrers.map((r: { host: string | null }) => r.host)).toContain('wa.me');
  });

  it('makes a draft campaign and a scheduled one, each reaching who its audience says', async () => {
    const su = await session.ctx.loginAs('SU');
    const list = (await su.get('/api/admin/campaigns')).json().data;
    const byName = (name: string) =>
      list.rows.find((c: { name: string }) => c.name === name) as { id: number; status: string };
    expect(byName('Diwali win-back').status).toBe('DRAFT');
    expect(byName('December webinar invite').status).toBe('SCHEDULED');
    const preview = (
      await su.get('/api/admin/campaigns/audience-preview?channel=SMS&subscription=EXPIRED')
    ).json().data;
    expect(preview.count).toBeGreaterThan(0);
  });
});
