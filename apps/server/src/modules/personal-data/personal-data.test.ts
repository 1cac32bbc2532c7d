import { sql } from 'drizzle-orm';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { beforeAll, describe, expect, it } from 'vitest';
import { callDetails } from '../../db/schema/calls';
import { customers } from '../../db/schema/customers';
import { notes } from '../../db/schema/notes';
import { invoices, payments } from '../../db/schema/payments';
import { reminders } from '../../db/schema/reminders';
import { smsOptOuts } from '../../db/schema/campaigns';
import { appSignIns, userDevices } from '../../db/schema/users';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { auditOf, insertCalls, insertOrg, orgWithKyc } from '../../test/factories';
import { silentWav } from '../../test/sample-audio';
import { PNG } from '../../test/sample-image';
import { dataMap } from './data-map';
import { scopeCondition, type PersonScope } from './export-repository';

const t = useTestApp();

/** The archive's files, each as text (JSON) or its bytes' length. */
async function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(body, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

describe("a person's data", () => {
  let orgId: number;
  let ownerId: number;
  let callId = 0;
  const phone = '9812345670';

  beforeAll(async () => {
    const { db, app } = t.ctx;
    orgId = await orgWithKyc(db, {
      phone,
      poiFront: 'document/kyc-test/poi-front.png',
      status: 'APPROVED',
    });
    const [org] = await rowsOf<{ owner_id: number }>(
      db,
      sql`select owner_id from orgs where id = ${orgId}`,
    );
    ownerId = org!.owner_id;
    await app.files.put('document/kyc-test/poi-front.png', PNG, 'image/png');
    await app.files.put('audio/rec-test/call-1.wav', silentWav(), 'audio/wav');
    const calls = await insertCalls(db, [
      {
        orgId,
        userId: ownerId,
        fromNumber: `+91${phone}`,
        recordingId: 'audio/rec-test/call-1.wav',
      },
    ]);
    callId = calls[0]!;
    await db.insert(callDetails).values({
      callId,
      transcript: [{ speaker: 'CUSTOMER', at_seconds: 1, text: 'Hello, I need a number' }],
    });
    await db
      .insert(userDevices)
      .values({ userId: ownerId, platform: 'android', model: 'Pixel 8', ip: '49.36.1.2' });
    await db.insert(appSignIns).values({
      userId: ownerId,
      signInKey: `s-${Date.now()}`,
      signedInAt: new Date(),
      ip: '49.36.1.3',
    });
    await db.insert(notes).values({ orgId, note: 'Prefers calls after 6 pm' });
    await db.insert(reminders).values({
      userId: ownerId,
      assigneeId: t.su.userId,
      text: 'Call back about KYC',
      dueAt: new Date(),
    });
    const [payment] = await db
      .insert(payments)
      .values({ orgId, paymentType: 'UPI', amount: 229900, status: 'SUCCESS' })
      .returning({ id: payments.id });
    await db.insert(invoices).values({
      number: `INV-T-${Date.now()}`,
      financialYear: '2026-27',
      sequence: 1,
      orgId,
      paymentId: payment!.id,
      orgName: 'Owner Traders',
      supply: 'INTRA',
      taxable: 194830,
      cgst: 17535,
      sgst: 17535,
      igst: 0,
      total: 229900,
      description: 'Plan',
    });
    const other = await insertOrg(db, { name: 'Someone Else' });
    await db
      .insert(customers)
      .values({ orgId: other.id, appId: `app-${Date.now()}`, name: 'Owner as a customer', phone });
    await db.insert(smsOptOuts).values({ phone });
  });

  it('exports every area the person has data in, with their documents and recordings, audited', async () => {
    const response = await t.su.get(`/api/admin/people/${ownerId}/data-export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toContain(`person-${ownerId}-data-`);
    const files = await unzip(response.rawPayload);
    const json = (name: string) =>
      JSON.parse(files.get(name)!.toString()) as Record<string, Record<string, unknown>[]>;

    const identity = json('identity.json');
    const contact = json('contact.json');
    const financial = json('financial.json');
    const communication = json('communication.json');
    const device = json('device.json');
    const document = json('document.json');
    expect(identity.users?.[0]).toMatchObject({ id: ownerId, first_name: 'Owner' });
    expect(contact.users?.[0]).toMatchObject({ phone });
    expect(contact.customers?.[0]).toMatchObject({ phone });
    expect(contact.sms_opt_outs?.[0]).toMatchObject({ phone });
    expect(document.kyc?.[0]).toMatchObject({
      org_id: orgId,
      poi_front: 'document/kyc-test/poi-front.png',
    });
    expect(identity.kyc?.[0]).toMatchObject({ poi_id: 'PAN' });
    expect(financial.payments?.[0]).toMatchObject({ amount: 229900 });
    expect(financial.invoices?.[0]).toMatchObject({ total: 229900 });
    expect(communication.call_history?.[0]).toMatchObject({ id: callId });
    expect(communication.call_details?.[0]).toMatchObject({
      transcript: [{ speaker: 'CUSTOMER', at_seconds: 1, text: 'Hello, I need a number' }],
    });
    expect(communication.notes?.[0]).toMatchObject({ note: 'Prefers calls after 6 pm' });
    expect(communication.reminders?.[0]).toMatchObject({ text: 'Call back about KYC' });
    expect(device.user_devices?.[0]).toMatchObject({ model: 'Pixel 8', ip: '49.36.1.2' });
    expect(device.app_sign_ins?.[0]).toMatchObject({ ip: '49.36.1.3' });
    expect(
      files.get(`documents/team-${orgId}/poi_front-poi-front.png`)?.subarray(1, 4).toString(),
    ).toBe('PNG');
    expect(files.get(`recordings/call-${callId}-call-1.wav`)?.subarray(0, 4).toString()).toBe(
      'RIFF',
    );

    // Every table the map says holds personal data: the archive has exactly the person's rows.
    const scope: PersonScope = {
      userId: ownerId,
      orgIds: [orgId],
      phones: [phone, `91${phone}`, `+91${phone}`],
      emails: [],
    };
    const exported = [identity, contact, financial, communication, device, document];
    for (const [table, entry] of Object.entries(dataMap)) {
      const where = scopeCondition(table, scope);
      if (!where || Object.keys(entry.personal).length === 0) continue;
      if (table === 'audit_log' || table === 'data_access_records') continue;
      const [count] = await rowsOf<{ n: number }>(
        t.ctx.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
      );
      const inArchive = Math.max(0, ...exported.map((c) => c[table]?.length ?? 0));
      expect({ table, rows: inArchive }).toEqual({ table, rows: count!.n });
    }

    const [entry] = await auditOf(t.ctx.db, 'personal-data.export', ownerId);
    expect(entry?.actorId).toBe(t.su.userId);
  });

  it('records who opened a KYC document, a recording and an export, from where', async () => {
    const reviewer = await t.ctx.loginAs('ADMIN');
    const doc = await reviewer.get(
      '/api/s3/getObject?file_name=document/kyc-test/poi-front.png&no_redirect=true',
    );
    expect(doc.statusCode).toBe(200);
    const recording = await reviewer.get(`/api/call-history/recording/${callId}`);
    expect(recording.statusCode).toBe(200);

    const list = await t.su.get(`/api/admin/data-access-records?org_id=${orgId}`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.rows as {
      kind: string;
      actor_id: number;
      person_user_id: number;
      ip: string;
      target: string;
    }[];
    expect(rows.map((r) => r.kind)).toEqual(['RECORDING', 'KYC_DOCUMENT', 'DATA_EXPORT']);
    expect(rows[0]).toMatchObject({
      actor_id: reviewer.userId,
      person_user_id: ownerId,
      ip: '127.0.0.1',
      target: String(callId),
    });
    expect(rows[1]).toMatchObject({
      actor_id: reviewer.userId,
      person_user_id: ownerId,
      target: 'document/kyc-test/poi-front.png',
    });
    expect(rows[2]).toMatchObject({ actor_id: t.su.userId, person_user_id: ownerId });

    const byPerson = await t.su.get(
      `/api/admin/data-access-records?person_id=${ownerId}&kind=KYC_DOCUMENT`,
    );
    expect(byPerson.json().data.rows).toHaveLength(1);
  });

  it('lets only an SU, or staff granted PersonalData, export or read the records', async () => {
    const admin = await t.ctx.loginAs('ADMIN');
    expect((await admin.get(`/api/admin/people/${ownerId}/data-export`)).statusCode).toBe(403);
    expect((await admin.get('/api/admin/data-access-records')).statusCode).toBe(403);
    const granted = await t.ctx.loginAs('ADMIN', [{ action: 'read', subject: 'PersonalData' }]);
    expect((await granted.get(`/api/admin/people/${ownerId}/data-export`)).statusCode).toBe(200);
    expect((await granted.get('/api/admin/data-access-records')).statusCode).toBe(200);
  });

  it('refuses staff, unknown people and unknown fields', async () => {
    expect((await t.su.get(`/api/admin/people/${t.su.userId}/data-export`)).statusCode).toBe(404);
    expect((await t.su.get('/api/admin/people/99999999/data-export')).statusCode).toBe(404);
    const odd = await t.su.get(`/api/admin/people/${ownerId}/data-export?format=csv`);
    expect(odd.statusCode).toBe(400);
    expect((await t.su.get('/api/admin/data-access-records?who=me')).statusCode).toBe(400);
  });

  it('classifies every column of the migrated database (information_schema)', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      t.ctx.db,
      // A month's partition has its table's columns and its table's entry (partitions.ts).
      sql`select table_name, column_name from information_schema.columns
           where table_schema = 'public'
             and table_name not in (select relname from pg_class where relispartition)
           order by table_name, column_name`,
    );
    const unclassified = columns
      .filter(({ table_name: table, column_name: column }) => {
        const entry = dataMap[table];
        return !(
          entry &&
          (column in entry.personal ||
            entry.links.includes(column) ||
            entry.notPersonal.includes(column))
        );
      })
      .map((c) => `${c.table_name}.${c.column_name}`);
    expect(unclassified).toEqual([]);
  });
});
