import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErasurePreview, ErasureRequest } from '@switchboard/contract/personal-data';
import { callDetails } from '../../db/schema/calls';
import { campaignRecipients, campaigns, smsOptOuts } from '../../db/schema/campaigns';
import { customers } from '../../db/schema/customers';
import { outbox } from '../../db/schema/outbox';
import { invoices, payments } from '../../db/schema/payments';
import { marketingConsents } from '../../db/schema/personal-data';
import { whatsappOptOuts } from '../../db/schema/whatsapp';
import { appSignIns, userDevices } from '../../db/schema/users';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { insertCalls, insertOrg, orgWithKyc } from '../../test/factories';
import { silentWav } from '../../test/sample-audio';
import { PNG } from '../../test/sample-image';

const t = useTestApp();

/** One row of a table, as the database holds it. */
const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(t.ctx.db, query))[0] as T;

/** A person with data in many areas: a team owner with a held KYC, payments and a call. */
async function personWithData(phone: string, orgName: string) {
  const { db, app } = t.ctx;
  const orgId = await orgWithKyc(db, {
    phone,
    name: orgName,
    poiFront: `document/erasure-${phone}/poi-front.png`,
    status: 'APPROVED',
  });
  const { owner_id: ownerId } = await one<{ owner_id: number }>(
    sql`select owner_id from orgs where id = ${orgId}`,
  );
  const { email, last_name: lastName } = await one<{ email: string; last_name: string }>(
    sql`select email, last_name from users where id = ${ownerId}`,
  );
  await app.files.put(`document/erasure-${phone}/poi-front.png`, PNG, 'image/png');
  const recording = `audio/erasure-${phone}/call.wav`;
  await app.files.put(recording, silentWav(), 'audio/wav');
  const [callId] = await insertCalls(db, [
    { orgId, userId: ownerId, fromNumber: `+91${phone}`, recordingId: recording },
  ]);
  await db.insert(callDetails).values({
    callId: callId!,
    transcript: [{ speaker: 'CUSTOMER', at_seconds: 1, text: 'Please call me back' }],
  });
  await db.insert(userDevices).values({
    userId: ownerId,
    platform: 'android',
    model: 'Pixel 8',
    pushToken: `push-${phone}`,
    ip: '49.36.1.2',
  });
  await db.insert(appSignIns).values({
    userId: ownerId,
    signInKey: `erasure-${phone}`,
    signedInAt: new Date(),
    ip: '49.36.1.3',
  });
  const [campaign] = await db
    .insert(campaigns)
    .values({ name: `Diwali ${phone}`, text: 'Offer' })
    .returning({ id: campaigns.id });
  await db
    .insert(campaignRecipients)
    .values({ campaignId: campaign!.id, orgId, userId: ownerId, address: phone });
  const [payment] = await db
    .insert(payments)
    .values({ orgId, paymentType: 'UPI', amount: 229900, status: 'SUCCESS' })
    .returning({ id: payments.id });
  await db.insert(invoices).values({
    number: `INV-E-${phone}`,
    financialYear: '2026-27',
    sequence: 1,
    orgId,
    paymentId: payment!.id,
    orgName,
    supply: 'INTRA',
    taxable: 194830,
    cgst: 17535,
    sgst: 17535,
    igst: 0,
    total: 229900,
    description: 'Plan',
    // In financial year 2025-26: its return is due 31 December 2026, kept 72 months after.
    issuedAt: new Date('2026-02-10T06:00:00Z'),
  });
  const other = await insertOrg(db, { name: `Customers of ${phone}` });
  // A file their call and another team's call both play: the erasure leaves it for the other.
  const shared = `audio/erasure-${phone}/shared.wav`;
  await app.files.put(shared, silentWav(), 'audio/wav');
  await insertCalls(db, [
    { orgId, userId: ownerId, recordingId: shared },
    { orgId: other.id, recordingId: shared },
  ]);
  await db.insert(customers).values({
    orgId: other.id,
    appId: `erasure-app-${orgId}`,
    name: `${lastName} as a customer`,
    phone,
    email,
  });
  // They replied STOP on SMS and on WhatsApp, and withdrew SMS consent that way; WhatsApp
  // consent was given.
  await db.insert(smsOptOuts).values({ phone });
  await db.insert(whatsappOptOuts).values({ phone: `91${phone}`, source: 'STOP reply' });
  const stoppedAt = new Date('2026-10-01T05:00:00Z');
  await db.insert(marketingConsents).values([
    {
      userId: ownerId,
      channel: 'SMS',
      givenAt: new Date('2026-09-01T05:00:00Z'),
      givenHow: 'APP',
      withdrawnAt: stoppedAt,
      withdrawnHow: 'STOP_REPLY',
    },
    { userId: ownerId, channel: 'WHATSAPP', givenAt: new Date(), givenHow: 'APP' },
  ]);
  // Messages waiting to go to them, one already sent, and one of another team to someone else.
  const queued = await db
    .insert(outbox)
    .values([
      { channel: 'SMS', recipient: phone, payload: { text: 'Your OTP' }, orgId },
      { channel: 'EMAIL', recipient: email, payload: { subject: 'Renewal' } },
      {
        channel: 'SMS',
        recipient: phone,
        payload: { text: 'Sent before' },
        orgId,
        status: 'SENT',
        sentAt: new Date(),
      },
      {
        channel: 'SMS',
        recipient: '9812399999',
        payload: { text: 'Someone else' },
        orgId: other.id,
      },
    ])
    .returning({ id: outbox.id });
  return {
    orgId,
    ownerId,
    email,
    lastName,
    callId: callId!,
    recording,
    otherOrgId: other.id,
    shared,
    stoppedAt,
    outboxIds: queued.map((q) => q.id),
    campaignId: campaign!.id,
  };
}

describe('erasure requests', () => {
  let person: Awaited<ReturnType<typeof personWithData>>;
  let request: ErasureRequest;
  const phone = '9812300071';
  const orgName = 'Erasable Traders Kanpur';

  beforeAll(async () => {
    person = await personWithData(phone, orgName);
  });

  it('records a request, due ninety days after it was received, one open at a time', async () => {
    const admin = await t.ctx.loginAs('ADMIN');
    const refused = await admin.post(`/api/admin/people/${person.ownerId}/erasure-requests`, {});
    expect(refused.statusCode).toBe(403);

    const receivedAt = '2026-11-20T04:30:00.000Z';
    const created = await t.su.post(`/api/admin/people/${person.ownerId}/erasure-requests`, {
      asked_by: 'PERSON',
      received_at: receivedAt,
    });
    expect(created.statusCode, created.body).toBe(201);
    request = created.json().data as ErasureRequest;
    expect(request).toMatchObject({
      person_user_id: person.ownerId,
      asked_by: 'PERSON',
      status: 'OPEN',
      received_at: receivedAt,
      due_at: '2027-02-18T04:30:00.000Z',
      overdue: false,
      closed_at: null,
      result: null,
    });
    expect(request.recorded_by).not.toBeNull();

    const again = await t.su.post(`/api/admin/people/${person.ownerId}/erasure-requests`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person already has an open erasure request');

    const future = await t.su.post(`/api/admin/people/${person.ownerId}/erasure-requests`, {
      received_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);

    const staff = await t.su.post(`/api/admin/people/${t.su.userId}/erasure-requests`, {});
    expect(staff.statusCode).toBe(404);

    const audited = await rowsOf<{ n: number | string }>(
      t.ctx.db,
      sql`select count(*) as n from audit_log
           where action = 'personal-data.erasure-request' and subject_id = ${person.ownerId}`,
    );
    expect(Number(audited[0]!.n)).toBe(1);
  });

  it('lists the queue by status and overdue', async () => {
    const late = await orgWithKyc(t.ctx.db, { phone: '9812300072' });
    const { owner_id: lateOwner } = await one<{ owner_id: number }>(
      sql`select owner_id from orgs where id = ${late}`,
    );
    const old = await t.su.post(`/api/admin/people/${lateOwner}/erasure-requests`, {
      asked_by: 'NOMINEE',
      received_at: new Date(Date.now() - 100 * 86_400_000).toISOString(),
    });
    expect(old.statusCode).toBe(201);
    const lateRequest = old.json().data as ErasureRequest;
    expect(lateRequest.overdue).toBe(true);

    const overdue = (await t.su.get('/api/admin/erasure-requests?overdue=true')).json().data
      .rows as ErasureRequest[];
    expect(overdue.map((r) => r.id)).toContain(lateRequest.id);
    expect(overdue.map((r) => r.id)).not.toContain(request.id);
    const open = (await t.su.get('/api/admin/erasure-requests?status=OPEN')).json().data
      .rows as ErasureRequest[];
    expect(open.map((r) => r.id)).toEqual(expect.arrayContaining([request.id, lateRequest.id]));
    const done = (await t.su.get('/api/admin/erasure-requests?status=DONE')).json().data
      .rows as ErasureRequest[];
    expect(done.map((r) => r.id)).not.toContain(request.id);

    // Rejected with a reason, it can no longer be carried out.
    const rejected = await t.su.post(`/api/admin/erasure-requests/${lateRequest.id}/reject`, {
      reason: 'The nominee could not show the nomination',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      reason: 'The nominee could not show the nomination',
      overdue: false,
    });
    const carried = await t.su.post(`/api/admin/erasure-requests/${lateRequest.id}/carry-out`);
    expect(carried.statusCode).toBe(409);
  });

  it('shows what will be anonymised and what is held before anything is done', async () => {
    const answer = await t.su.get(`/api/admin/erasure-requests/${request.id}/preview`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { plan } = answer.json().data as ErasurePreview;
    const anonymised = plan.anonymised.map((a) => a.table);
    expect(anonymised).toEqual(
      expect.arrayContaining([
        'users',
        'orgs',
        'user_devices',
        'app_sign_ins',
        'call_history',
        'call_details',
        'campaign_recipients',
        'customers',
        'marketing_consents',
      ]),
    );
    expect(anonymised).not.toContain('kyc');
    // The opt-outs stay: the erasure must not put them back on the lists.
    expect(anonymised).not.toContain('sms_opt_outs');
    expect(anonymised).not.toContain('whatsapp_opt_outs');
    expect(plan.kept).toEqual([
      { table: 'marketing_consents', rows: 1, columns: ['withdrawn_at', 'withdrawn_how'] },
      { table: 'sms_opt_outs', rows: 1, columns: ['phone'] },
      { table: 'whatsapp_opt_outs', rows: 1, columns: ['phone'] },
    ]);
    expect(plan.anonymised.find((a) => a.table === 'marketing_consents')?.columns).toEqual([
      'given_at',
      'given_how',
    ]);
    expect(plan.held).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'kyc', hold: 'PMLA', rows: 1 }),
        expect.objectContaining({
          table: 'invoices',
          hold: 'GST',
          rows: 1,
          held_until: '2032-12-30T18:30:00.000Z',
        }),
        expect.objectContaining({ table: 'payments', hold: 'GST', rows: 1 }),
      ]),
    );
    expect(plan.recordings).toBe(2);
    // Nothing changed yet.
    const user = await one<{ phone: string }>(
      sql`select phone from users where id = ${person.ownerId}`,
    );
    expect(user.phone).toBe(phone);
  });

  it('is carried out by an SU only', async () => {
    const admin = await t.ctx.loginAs('ADMIN', [{ action: 'manage', subject: 'PersonalData' }]);
    const refused = await admin.post(`/api/admin/erasure-requests/${request.id}/carry-out`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an SU can carry out an erasure');
  });

  it('anonymises what no law keeps, in one go, and marks held records held until their hold ends', async () => {
    expect(await t.ctx.app.files.exists(person.recording)).toBe(true);
    const answer = await t.su.post(`/api/admin/erasure-requests/${request.id}/carry-out`);
    expect(answer.statusCode, answer.body).toBe(200);
    const done = answer.json().data as ErasureRequest;
    expect(done.status).toBe('DONE');
    expect(done.closed_by).not.toBeNull();
    expect(done.closed_at).not.toBeNull();
    expect(done.result?.kept?.map((k) => k.table)).toEqual([
      'marketing_consents',
      'sms_opt_outs',
      'whatsapp_opt_outs',
    ]);
    expect(done.result?.held.map((h) => h.table)).toEqual(
      expect.arrayContaining(['kyc', 'invoices', 'payments']),
    );

    const user = await one<Record<string, unknown>>(
      sql`select first_name, last_name, phone, email, status from users where id = ${person.ownerId}`,
    );
    expect(user).toEqual({
      first_name: 'erased',
      last_name: '',
      phone: null,
      email: null,
      status: 'INACTIVE',
    });
    const org = await one<{ name: string; email: string | null }>(
      sql`select name, email from orgs where id = ${person.orgId}`,
    );
    expect(org.name).toBe('erased');
    const device = await one<{
      push_token: string | null;
      ip: string | null;
      model: string | null;
    }>(sql`select push_token, ip, model from user_devices where user_id = ${person.ownerId}`);
    expect(device).toEqual({ push_token: null, ip: null, model: null });
    const signIn = await one<{ ip: string | null }>(
      sql`select ip from app_sign_ins where user_id = ${person.ownerId}`,
    );
    expect(signIn.ip).toBeNull();
    const recipient = await one<{ address: string }>(
      sql`select address from campaign_recipients where user_id = ${person.ownerId}`,
    );
    expect(recipient.address).toMatch(/^erased-\d+$/);
    const call = await one<{ from_number: string; recording_id: string | null }>(
      sql`select from_number, recording_id from call_history where id = ${person.callId}`,
    );
    expect(call.recording_id).toBeNull();
    expect(call.from_number).toMatch(/^erased-\d+$/);
    const details = await one<{ transcript: unknown }>(
      sql`select transcript from call_details where call_id = ${person.callId}`,
    );
    expect(details.transcript).toEqual([]);
    expect(await t.ctx.app.files.exists(person.recording)).toBe(false);
    expect(await t.ctx.app.files.exists(person.shared)).toBe(true);
    const customer = await one<{ name: string; phone: string | null; email: string | null }>(
      sql`select name, phone, email from customers where org_id = ${person.otherOrgId}`,
    );
    expect(customer.phone).toBeNull();
    expect(customer.email).toBeNull();
    expect(customer.name).toMatch(/^erased-\d+$/);

    // They stay opted out: the STOP lists keep the number, their withdrawals stay withdrawn.
    const optOuts = await rowsOf(t.ctx.db, sql`select 1 from sms_opt_outs where phone = ${phone}`);
    expect(optOuts).toHaveLength(1);
    const waOptOuts = await rowsOf(
      t.ctx.db,
      sql`select 1 from whatsapp_opt_outs where phone = ${`91${phone}`}`,
    );
    expect(waOptOuts).toHaveLength(1);
    const consents = await rowsOf<{
      channel: string;
      given_at: unknown;
      given_how: string | null;
      withdrawn_at: Date | string | null;
      withdrawn_how: string | null;
    }>(
      t.ctx.db,
      sql`select channel, given_at, given_how, withdrawn_at, withdrawn_how
            from marketing_consents where user_id = ${person.ownerId} order by channel`,
    );
    expect(consents.map((c) => [c.channel, c.given_at, c.given_how, c.withdrawn_how])).toEqual([
      ['SMS', null, null, 'STOP_REPLY'],
      ['WHATSAPP', null, null, null],
    ]);
    expect(new Date(consents[0]!.withdrawn_at!).toISOString()).toBe(person.stoppedAt.toISOString());
    const consentAnswer = await t.su.get(`/api/admin/people/${person.ownerId}/consents`);
    expect(consentAnswer.statusCode, consentAnswer.body).toBe(200);
    expect((consentAnswer.json().data as { given: boolean }[]).every((c) => !c.given)).toBe(true);

    // Nothing queued goes to them any more: their waiting messages are cancelled, the one sent
    // stays sent, another team's message to someone else still waits; their campaign message
    // is not sent.
    const messages = await rowsOf<{ id: number | string; status: string; last_error: string }>(
      t.ctx.db,
      sql`select id, status, last_error from outbox where id in (${sql.join(
        person.outboxIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
    );
    expect(messages.map((m) => m.status)).toEqual(['CANCELLED', 'CANCELLED', 'SENT', 'PENDING']);
    expect(messages[0]!.last_error).toBe("Not sent: the recipient's personal data was erased");
    const queuedRecipient = await one<{ status: string; reason: string | null }>(
      sql`select status, reason from campaign_recipients where user_id = ${person.ownerId}`,
    );
    expect(queuedRecipient).toEqual({
      status: 'FAILED',
      reason: "Not sent: the recipient's personal data was erased",
    });

    // Held: kept as they were, marked with the hold's end.
    const kyc = await one<{ poi_front: string; held_until: Date | string }>(
      sql`select poi_front, held_until from kyc where org_id = ${person.orgId}`,
    );
    expect(kyc.poi_front).toBe(`document/erasure-${phone}/poi-front.png`);
    const years = (new Date(kyc.held_until).getTime() - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(4.99);
    expect(years).toBeLessThan(5.01);
    const invoice = await one<{ org_name: string; held_until: Date | string }>(
      sql`select org_name, held_until from invoices where org_id = ${person.orgId}`,
    );
    expect(invoice.org_name).toBe(orgName);
    expect(new Date(invoice.held_until).toISOString()).toBe('2032-12-30T18:30:00.000Z');
    const payment = await one<{ amount: number; held_until: Date | string | null }>(
      sql`select amount, held_until from payments where org_id = ${person.orgId}`,
    );
    expect(Number(payment.amount)).toBe(229900);
    expect(payment.held_until).not.toBeNull();

    const detail = await t.su.get(`/api/org/kyc/${person.orgId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.held_until).toBe(new Date(kyc.held_until).toISOString());

    const audited = await rowsOf<{ summary: Record<string, unknown> }>(
      t.ctx.db,
      sql`select summary from audit_log
           where action = 'personal-data.erase' and subject_id = ${person.ownerId}`,
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.summary).toMatchObject({
      request: request.id,
      recordings: 2,
      cancelled: { messages: 2, campaign_recipients: 1 },
    });
  });

  it('does nothing more when carried out again', async () => {
    const before = await one<{ held_until: Date | string; updated_at: Date | string }>(
      sql`select held_until, updated_at from kyc where org_id = ${person.orgId}`,
    );
    const again = await t.su.post(`/api/admin/erasure-requests/${request.id}/carry-out`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'DONE', id: request.id });
    const after = await one<{ held_until: Date | string; updated_at: Date | string }>(
      sql`select held_until, updated_at from kyc where org_id = ${person.orgId}`,
    );
    expect(new Date(after.held_until).getTime()).toBe(new Date(before.held_until).getTime());
    const audited = await rowsOf(
      t.ctx.db,
      sql`select 1 from audit_log
           where action = 'personal-data.erase' and subject_id = ${person.ownerId}`,
    );
    expect(audited).toHaveLength(1);
  });

  it('leaves nothing a search by their phone, email or name finds, but the held records', async () => {
    const search = async (q: string) => {
      const answer = await t.su.get(`/api/admin/search?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { kind: string; id: string }[];
    };
    for (const q of [phone, `+91${phone}`, person.email, person.lastName, orgName]) {
      const found = await search(q);
      expect(
        found.filter((r) => r.kind === 'USER' || r.kind === 'ORG' || r.kind === 'CALL'),
        q,
      ).toEqual([]);
    }
    for (const text of [phone, person.email, person.lastName]) {
      const users = await t.su.get(`/api/users/search?text=${encodeURIComponent(text)}`);
      expect(users.statusCode, users.body).toBe(200);
      expect(JSON.stringify(users.json().data), text).not.toContain(String(person.ownerId));
    }
    const orgs = await t.su.get(`/api/org/search?text=${encodeURIComponent(orgName)}`);
    expect(orgs.statusCode, orgs.body).toBe(200);
    expect(orgs.json().data.rows).toEqual([]);
    const theirCustomers = await t.su.get(`/api/org/${person.otherOrgId}/customers`);
    expect(theirCustomers.statusCode, theirCustomers.body).toBe(200);
    const listed = JSON.stringify(theirCustomers.json().data);
    expect(listed).not.toContain(phone);
    expect(listed).not.toContain(person.email);
    expect(listed).not.toContain(person.lastName);
  });
});
