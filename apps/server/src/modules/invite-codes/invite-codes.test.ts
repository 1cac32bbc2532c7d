import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '@switchboard/contract/invite-codes';
import { useTestApp } from '../../test/app';
import {
  auditedExports,
  downloadCsv,
  expectScreenHeaders,
  INDIA_TIME_HEADER,
} from '../../test/csv-export';
import { auditOf, insertOrg } from '../../test/factories';

const app = useTestApp();

type Code = {
  id: number;
  code: string;
  status: string;
  redemptions: number;
  max_redemptions: number;
  benefit_label: string;
  owner_name: string | null;
  batch_id: string | null;
};

async function create(body: Record<string, unknown>) {
  const response = await app.su.post('/api/admin/invite-codes', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    message: string;
    created: number;
    batch_id: string | null;
    codes: Code[];
  };
}

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('POST /api/admin/invite-codes', () => {
  it('generates a code from the look-alike-free alphabet, with its benefit in words, audited', async () => {
    const made = await create({ benefit: 'TALK_TIME_MINUTES', benefit_value: 1500 });
    expect(made).toMatchObject({ created: 1, batch_id: null, message: '1 invite codes created' });
    const [code] = made.codes;
    expect(code!.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(code).toMatchObject({
      status: 'ACTIVE',
      redemptions: 0,
      max_redemptions: 1,
      benefit_label: '1,500 minutes of talk-time',
    });
    expect(await auditOf(app.ctx.db, 'invite_code.create', code!.id)).toHaveLength(1);
  });

  it('takes a given code in any case, once, and refuses look-alike characters', async () => {
    const made = await create({ code: 'swagat-25', benefit: 'TRIAL_DAYS', benefit_value: 14 });
    expect(made.codes[0]!.code).toBe('SWAGAT25');
    const again = await app.su.post('/api/admin/invite-codes', {
      code: 'Swagat 25',
      benefit: 'TRIAL_DAYS',
      benefit_value: 7,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The code SWAGAT25 is already taken');
    const lookAlike = await app.su.post('/api/admin/invite-codes', {
      code: 'DIWALI10',
      benefit: 'DISCOUNT_PERCENT',
      benefit_value: 10,
    });
    expect(lookAlike.statusCode).toBe(400);
    expect(JSON.stringify(lookAlike.json())).toContain('without 0, O, 1, I or L');
  });

  it('refuses a benefit out of its range and a PLAN not in the catalogue', async () => {
    const tooMany = await app.su.post('/api/admin/invite-codes', {
      benefit: 'DISCOUNT_PERCENT',
      benefit_value: 120,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('must be from 1 to 100');
    const plan = await app.su.post('/api/admin/invite-codes', {
      benefit: 'PLAN',
      plan_id: 1016,
      variant_id: 99999,
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().message).toBe('Plan 1016 has no variant 99999 in the catalogue');
  });

  it('makes a batch of 2,000 unique codes with a prefix, owned by a partner org', async () => {
    const partner = await insertOrg(app.ctx.db, { name: 'Channel Partner Pvt Ltd' });
    const made = await create({
      count: 2000,
      prefix: 'dx',
      benefit: 'TRIAL_DAYS',
      benefit_value: 30,
      owner: { kind: 'ORG', org_id: partner.id },
    });
    expect(made.created).toBe(2000);
    expect(made.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await app.su.get(
      `/api/admin/invite-codes?batch_id=${made.batch_id}&page_size=200&page=10`,
    );
    const page = list.json().data;
    expect(page.total_items).toBe(1000 + 1); // past the exact-count cap: an estimate, flagged
    expect(page.total_is_estimate).toBe(true);
    expect(page.rows).toHaveLength(200);
    expect(page.rows.every((r: Code) => /^DX[A-Z2-9]{8}$/.test(r.code))).toBe(true);
    expect(page.rows[0].owner_name).toBe('Channel Partner Pvt Ltd');
    const owned = await app.su.get(`/api/admin/invite-codes?owner_org_id=${partner.id}`);
    expect(owned.json().data.rows).toHaveLength(10);
    const csv = await app.su.get(`/api/admin/invite-codes/export?batch_id=${made.batch_id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="invite-codes-/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Code,Status,Benefit,Uses,Use limit,"Valid from (India time, UTC+05:30)",' +
        '"Valid until (India time, UTC+05:30)",Owner kind,Owner,Note,Batch,' +
        '"Created (India time, UTC+05:30)"',
    );
    expect(lines).toHaveLength(2001);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(2000);
    // Who exported which codes is audited, and the file is named after the batch.
    expect(csv.headers['content-disposition']).toContain('invite-codes-batch_id-');
    expect(
      await auditedExports(app.ctx.db, 'invite_codes.export', 'batch_id', made.batch_id!),
    ).toBe(1);
  });
});

describe('the invite codes export', () => {
  it('reads like the screen: its column names, India times (the header says so)', async () => {
    await app.ctx.db.execute(sql`
      insert into invite_codes (code, benefit, benefit_value, valid_till, created_at)
      values ('SCREEN23', 'TRIAL_DAYS', 7, '2026-12-31T18:30:00Z', '2026-11-20T18:45:00Z')`);
    const { rows } = await downloadCsv(app.su, '/api/admin/invite-codes/export?text=SCREEN23');
    expectScreenHeaders(rows, [
      'Code',
      'Status',
      'Benefit',
      'Uses',
      'Use limit',
      `Valid from ${INDIA_TIME_HEADER}`,
      `Valid until ${INDIA_TIME_HEADER}`,
      'Owner kind',
      'Owner',
      'Note',
      'Batch',
      `Created ${INDIA_TIME_HEADER}`,
    ]);
    expect(rows[0]).toMatchObject({
      Code: 'SCREEN23',
      // 18:45 UTC is 00:15 the next day in India; 18:30 UTC is India's midnight.
      [`Created ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
      [`Valid until ${INDIA_TIME_HEADER}`]: '2027-01-01 00:00:00',
    });
  });
});

describe('derived status, filters and changes', () => {
  it('tells SCHEDULED, EXPIRED and PAUSED apart, and filters by them', async () => {
    const [scheduled] = (
      await create({ benefit: 'TRIAL_DAYS', benefit_value: 5, valid_from: iso(DAY), note: 'zz-st' })
    ).codes;
    const [expired] = (
      await create({
        benefit: 'TRIAL_DAYS',
        benefit_value: 5,
        valid_from: iso(-3 * DAY),
        valid_till: iso(-DAY),
        note: 'zz-st',
      })
    ).codes;
    const [paused] = (await create({ benefit: 'TRIAL_DAYS', benefit_value: 5, note: 'zz-st' }))
      .codes;
    const pause = await app.su.put(`/api/admin/invite-codes/${paused!.id}`, { paused: true });
    expect(pause.json().data.status).toBe('PAUSED');
    expect(scheduled!.status).toBe('SCHEDULED');
    expect(expired!.status).toBe('EXPIRED');
    for (const [status, id] of [
      ['SCHEDULED', scheduled!.id],
      ['EXPIRED', expired!.id],
      ['PAUSED', paused!.id],
    ] as const) {
      const list = await app.su.get(`/api/admin/invite-codes?text=zz-st&status=${status}`);
      expect(list.json().data.rows.map((r: Code) => r.id)).toEqual([id]);
    }
    const resumed = await app.su.put(`/api/admin/invite-codes/${paused!.id}`, { paused: false });
    expect(resumed.json().data.status).toBe('ACTIVE');
    const audits = await auditOf(app.ctx.db, 'invite_code.update', paused!.id);
    expect(audits.sort((a, b) => a.id - b.id).map((a) => a.summary)).toEqual([
      { code: paused!.code, paused: { before: false, after: true } },
      { code: paused!.code, paused: { before: true, after: false } },
    ]);
  });

  it('raises a limit but never below the uses so far; staff without Growth cannot read codes', async () => {
    const [code] = (await create({ benefit: 'TRIAL_DAYS', benefit_value: 5, max_redemptions: 3 }))
      .codes;
    await app.ctx.db.execute(sql`update invite_codes set redemptions = 2 where id = ${code!.id}`);
    const below = await app.su.put(`/api/admin/invite-codes/${code!.id}`, { max_redemptions: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('The limit cannot be below the 2 uses so far');
    const raised = await app.su.put(`/api/admin/invite-codes/${code!.id}`, {
      max_redemptions: 50,
    });
    expect(raised.json().data).toMatchObject({ max_redemptions: 50, redemptions: 2 });
    const agent = await app.ctx.loginAs('ADMIN', [
      { action: 'manage', subject: 'Growth', inverted: true },
    ]);
    expect((await agent.get(`/api/admin/invite-codes/${code!.id}`)).statusCode).toBe(403);
    expect((await agent.get('/api/admin/invite-codes/export')).statusCode).toBe(403);
  });
});
