import { indiaDate } from '@switchboard/contract/india-time';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

// Staff make, work, import and convert internal leads on a database that was never seeded; what
// they did is read back through the list and the tables.
const app = useTestApp();

let phoneSeq = 0;
const newPhone = () =>
  `98${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;

const auditCount = async (action: string) =>
  (
    await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log where action = ${action}`,
    )
  )[0]!.n;

describe('POST /api/admin/internal-lead', () => {
  it('makes a lead the creator owns, lists it, and refuses its phone a second time', async () => {
    const phone = newPhone();
    const made = await app.su.post('/api/admin/internal-lead', {
      name: 'Kavya Menon',
      phone: `+91 ${phone}`,
      email: 'kavya@example.in',
      source: 'REFERRAL',
    });
    expect(made.statusCode).toBe(200);
    const { lead, message } = made.json().data;
    expect(message).toBe('Lead Kavya Menon created');
    expect(lead).toMatchObject({
      name: 'Kavya Menon',
      phone,
      stage: 'NEW',
      source: 'REFERRAL',
      assigned_staff_id: app.su.userId,
      org_id: null,
      converted_at: null,
    });
    const listed = (await app.su.get(`/api/admin/internal-lead/search?text=${phone}`)).json().data;
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([lead.id]);

    const again = await app.su.post('/api/admin/internal-lead', {
      name: 'Someone Else',
      phone,
      source: 'EVENT',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`A lead with the phone ${phone} already exists: Kavya Menon`);
  });

  it('ten submits of one lead at once make one lead and one audit entry', async () => {
    const phone = newPhone();
    const before = await auditCount('internal_lead.create');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.su.post('/api/admin/internal-lead', { name: 'Twice Clicked', phone, source: 'CALL' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const [count] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from internal_leads where phone = ${phone}`,
    );
    expect(count!.n).toBe(1);
    expect(await auditCount('internal_lead.create')).toBe(before + 1);
  });

  it('names an owner who is not staff and a team that does not exist', async () => {
    const customer = await app.su.post('/api/admin/users', {
      first_name: 'Not',
      last_name: 'Staff',
      phone: newPhone(),
    });
    const owner = await app.su.post('/api/admin/internal-lead', {
      name: 'Owned Wrongly',
      phone: newPhone(),
      source: 'EVENT',
      owner_id: customer.json().data.id,
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().details[0].field).toBe('owner_id');
    const team = await app.su.post('/api/admin/internal-lead', {
      name: 'No Team',
      phone: newPhone(),
      source: 'EVENT',
      org_id: 987654,
    });
    expect(team.statusCode).toBe(400);
    expect(team.json().message).toBe('Team 987654 does not exist');
  });
});

describe('PUT /api/admin/internal-lead/{id}', () => {
  it('moves the stage and the owner, audits the diff, and filters by owner and day', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const { lead } = (
      await app.su.post('/api/admin/internal-lead', {
        name: 'Ravi Stage',
        phone: newPhone(),
        source: 'WEBSITE',
      })
    ).json().data;
    const moved = await app.su.put(`/api/admin/internal-lead/${lead.id}`, {
      stage: 'QUALIFIED',
      owner_id: admin.userId,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.lead).toMatchObject({
      stage: 'QUALIFIED',
      assigned_staff_id: admin.userId,
    });
    const [entry] = await rowsOf<{ summary: Record<string, unknown> }>(
      app.ctx.db,
      sql`select summary from audit_log where action = 'internal_lead.update' and subject_id = ${String(lead.id)}`,
    );
    expect(entry!.summary).toEqual({
      stage: { before: 'NEW', after: 'QUALIFIED' },
      owner_id: { before: app.su.userId, after: admin.userId },
    });
    const ids = async (query: string) =>
      (await app.su.get(`/api/admin/internal-lead/search?${query}`))
        .json()
        .data.rows.map((r: { id: number }) => r.id);
    expect(await ids(`owner_id=${admin.userId}`)).toEqual([lead.id]);
    const today = indiaDate();
    expect(await ids(`owner_id=${admin.userId}&from=${today}&to=${today}`)).toEqual([lead.id]);
    expect(await ids(`owner_id=${admin.userId}&to=2020-01-01`)).toEqual([]);

    const unowned = await app.su.put(`/api/admin/internal-lead/${lead.id}`, { owner_id: null });
    expect(unowned.json().data.lead.assigned_staff_id).toBeNull();
    expect(await ids('owner_id=0')).toContain(lead.id);
  });

  it('refuses WON by hand for a lead without a team, an empty change and an unknown lead', async () => {
    const { lead } = (
      await app.su.post('/api/admin/internal-lead', {
        name: 'Hand Won',
        phone: newPhone(),
        source: 'WEBSITE',
      })
    ).json().data;
    const won = await app.su.put(`/api/admin/internal-lead/${lead.id}`, { stage: 'WON' });
    expect(won.statusCode).toBe(409);
    expect(won.json().message).toBe(
      'Lead Hand Won has no team: it is won by converting it into an onboarding',
    );
    const bad = await app.su.put(`/api/admin/internal-lead/${lead.id}`, { stage: 'DONE' });
    expect(bad.json().details[0].field).toBe('stage');
    expect((await app.su.put(`/api/admin/internal-lead/${lead.id}`, {})).statusCode).toBe(400);
    expect(
      (await app.su.put('/api/admin/internal-lead/999999', { stage: 'LOST' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/internal-lead/import', () => {
  it('checks every row first, refuses a bad file whole, then imports a good one', async () => {
    const [a, b, existing] = [newPhone(), newPhone(), newPhone()];
    await app.su.post('/api/admin/internal-lead', {
      name: 'Already',
      phone: existing,
      source: 'CALL',
    });
    const bad = `Name,Phone,Email,Source\nAsha Rao,${a},asha@example.in,event\nBad Phone,12345,,\nTwice,${a},,\nKnown,${existing},,\n`;
    const preview = await app.su.post('/api/admin/internal-lead/import', { csv: bad });
    expect(preview.statusCode).toBe(200);
    const checked = preview.json().data;
    expect(checked).toMatchObject({ valid: 1, invalid: 3, written: 0 });
    expect(checked.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      expect.stringContaining('phone'),
      'appears twice in the file',
      'is a lead already',
    ]);
    const refused = await app.su.post('/api/admin/internal-lead/import', {
      csv: bad,
      dry_run: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Nothing was imported: 3 of 4 rows have errors');
    expect(
      (await app.su.get(`/api/admin/internal-lead/search?text=${a}`)).json().data.total_items,
    ).toBe(0);

    const good = `name,phone,source\nAsha Rao,${a},EVENT\nBina Shah,${b},\n`;
    const imported = await app.su.post('/api/admin/internal-lead/import', {
      csv: good,
      dry_run: false,
    });
    expect(imported.json().data).toMatchObject({ written: 2, message: '2 leads imported' });
    const rows = await rowsOf<{ phone: string; source: string; assigned_staff_id: number }>(
      app.ctx.db,
      sql`select phone, source, assigned_staff_id from internal_leads where phone in (${a}, ${b}) order by phone = ${a} desc`,
    );
    expect(rows).toEqual([
      { phone: a, source: 'EVENT', assigned_staff_id: app.su.userId },
      { phone: b, source: 'WEBSITE', assigned_staff_id: app.su.userId },
    ]);
  });

  it('names a file without the columns it needs', async () => {
    const answer = await app.su.post('/api/admin/internal-lead/import', {
      csv: 'who,where\nx,y\n',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'The file needs a header row with the columns name and phone',
    );
  });
});

describe('POST /api/admin/internal-lead/{id}/convert', () => {
  it('makes the customer from the lead, onboards a new team and marks the lead won, once', async () => {
    const phone = newPhone();
    const { lead } = (
      await app.su.post('/api/admin/internal-lead', {
        name: 'Meera Iyer Nair',
        phone,
        email: `meera.${phone}@example.in`,
        source: 'PARTNER',
      })
    ).json().data;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.su.post(`/api/admin/internal-lead/${lead.id}/convert`, {
          name: 'Iyer Textiles',
          is_lite: false,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const results = answers.map((a) => a.json().data);
    expect(results.filter((r) => !r.already_onboarded)).toHaveLength(1);
    expect(new Set(results.map((r) => r.org.id)).size).toBe(1);
    expect(results[0].message).toBe(
      'Lead Meera Iyer Nair converted: team Iyer Textiles is onboarded',
    );

    const listed = (await app.su.get(`/api/admin/internal-lead/search?text=${phone}`)).json().data
      .rows[0];
    expect(listed).toMatchObject({
      stage: 'WON',
      org_id: results[0].org.id,
      org_name: 'Iyer Textiles',
    });
    expect(listed.converted_at).not.toBeNull();
    const [user] = await rowsOf<{ first_name: string; last_name: string; role: string }>(
      app.ctx.db,
      sql`select first_name, last_name, role from users where phone = ${phone}`,
    );
    expect(user).toEqual({ first_name: 'Meera', last_name: 'Iyer Nair', role: 'ORG_ADMIN' });
    const [counts] = await rowsOf<{ orgs: number; onboardings: number }>(
      app.ctx.db,
      sql`select (select count(*)::int from orgs where name = 'Iyer Textiles') as orgs,
                 (select count(*)::int from org_onboardings where org_id = ${results[0].org.id}) as onboardings`,
    );
    expect(counts).toEqual({ orgs: 1, onboardings: 1 });

    const changed = await app.su.put(`/api/admin/internal-lead/${lead.id}`, { stage: 'LOST' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('Lead Meera Iyer Nair is won and cannot change');
  });

  it('uses the customer who signed up already, and refuses a lead of a team', async () => {
    const phone = newPhone();
    const customer = (
      await app.su.post('/api/admin/users', { first_name: 'Signed', last_name: 'Up', phone })
    ).json().data;
    const { lead } = (
      await app.su.post('/api/admin/internal-lead', { name: 'Signed Up', phone, source: 'WEBSITE' })
    ).json().data;
    const converted = await app.su.post(`/api/admin/internal-lead/${lead.id}/convert`, {
      name: 'Signed Up Co',
    });
    expect(converted.statusCode).toBe(200);
    expect(converted.json().data.user_id).toBe(customer.id);

    const org = await insertOrg(app.ctx.db, { name: 'Existing Customer Co' });
    const { lead: upsell } = (
      await app.su.post('/api/admin/internal-lead', {
        name: 'Upsell Lead',
        phone: newPhone(),
        source: 'CALL',
        org_id: org!.id,
      })
    ).json().data;
    const refused = await app.su.post(`/api/admin/internal-lead/${upsell.id}/convert`, {
      name: 'Another Co',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Lead Upsell Lead already belongs to team Existing Customer Co',
    );
    // A team's lead (the customer bought more) is won by hand.
    const won = await app.su.put(`/api/admin/internal-lead/${upsell.id}`, { stage: 'WON' });
    expect(won.statusCode).toBe(200);
    expect(won.json().data.lead.stage).toBe('WON');
  });
});
