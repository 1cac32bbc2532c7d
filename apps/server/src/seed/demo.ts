import { sql } from 'drizzle-orm';
import { litePlanIds, planCatalogue } from '@switchboard/contract/rules/plans';
import { hashPassword } from '../platform/auth/password';
import type { BillingSettings } from '../platform/billing/settings';
import { rowsOf, type Db, type Tx } from '../platform/db/client';
import { users } from '../db/schema/auth';
import { kyc } from '../db/schema/kyc';
import { notes } from '../db/schema/notes';
import { payments } from '../db/schema/payments';
import { subscriptions, talkTimeLedger } from '../db/schema/subscriptions';
import { orgMembers, orgs } from '../db/schema/teams';
import { seedCallsDemo } from './calls-demo';
import { seedPaymentsDemo } from './payments-demo';
import { seedUsersDemo } from './users-demo';
import { seedNumbersDemo } from './numbers-demo';
import { seedInternalLeadsDemo } from './internal-leads-demo';
import { seedLeadStagesDemo } from './lead-stages-demo';
import { seedIntegrationsDemo } from './integrations-demo';
import { seedReferralsDemo } from './referrals-demo';
import { demoOrgNames, demoPeople } from './demo-names';

export const DEMO_PASSWORD = 'Switchboard!2026';
export const demoStaff = [
  { email: 'su@switchboard.test', firstName: 'Asha', lastName: 'Rao', role: 'SU' },
  { email: 'admin@switchboard.test', firstName: 'Vikram', lastName: 'Mehta', role: 'ADMIN' },
  { email: 'agent@switchboard.test', firstName: 'Neha', lastName: 'Kulkarni', role: 'AGENT' },
] as const;

const kycStates = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'INCOMPLETE', 'REJECTED'] as const;
const bvStates = [null, 'PENDING', 'APPROVED', 'INCOMPLETE', 'REJECTED'] as const;
const gstStates = ['27', '29', '07', '33', '24', '09'];
const DAY = 86_400_000;

/**
 * Seeds realistic demo data on a database without customer data: staff, three dozen orgs
 * across every KYC state, plan and subscription state, their users, payments, talk-time and
 * call history, on the plan catalogue every migrated database has (reference data). A
 * database counts as without customer data when it has no org and no user but the admin of
 * `adminEmail` (ADMIN_EMAIL, which the start may have created first). Returns the demo
 * logins it created, or null when the database was not empty. `billing` is the seller on the
 * demo invoices.
 */
export async function seedDemo(
  db: Db,
  billing: BillingSettings,
  productKey = 'sf',
  adminEmail?: string,
) {
  if (!(await isWithoutCustomerData(db, adminEmail))) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // A demo email that is already the admin's stays the admin's (its password is ADMIN_PASSWORD).
  const newStaff = demoStaff.filter((s) => s.email !== adminEmail?.toLowerCase());
  await db.transaction(async (tx) => {
    const staff = await tx
      .insert(users)
      .values(newStaff.map((s) => ({ ...s, passwordHash })))
      .returning({ id: users.id, role: users.role });
    const staffIds = staff.filter((s) => s.role !== 'AGENT').map((s) => s.id);
    const orgIds = await seedOrgs(tx, staffIds, productKey);
    await seedCalls(tx);
    await tx.insert(notes).values(
      orgIds.slice(0, 6).map((orgId, i) => ({
        orgId,
        authorId: staffIds[i % staffIds.length],
        note: `Action: ${i % 2 ? 'Called' : 'Emailed'}, comment: ${i % 2 ? 'Asked for GST certificate' : 'Shared renewal quote'}`,
      })),
    );
  });
  await seedCallsDemo(db);
  await seedPaymentsDemo(db, billing);
  await seedUsersDemo(db);
  await seedNumbersDemo(db);
  await seedInternalLeadsDemo(db);
  await seedLeadStagesDemo(db);
  await seedIntegrationsDemo(db);
  await seedReferralsDemo(db);
  return {
    password: DEMO_PASSWORD,
    logins: newStaff.map((s) => ({ email: s.email, role: s.role })),
  };
}

async function isWithoutCustomerData(db: Db, adminEmail: string | undefined): Promise<boolean> {
  const [row] = await rowsOf<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from orgs)
            or exists (select 1 from users
                        where email is null or lower(email) <> ${adminEmail?.toLowerCase() ?? ''}) as taken`,
  );
  return row?.taken === false;
}

async function seedOrgs(tx: Tx, staffIds: number[], productKey: string): Promise<number[]> {
  const catalogue = planCatalogue(productKey);
  const now = Date.now();
  const ids: number[] = [];
  for (const [i, name] of demoOrgNames.entries()) {
    const isLite = i % 6 === 1;
    const isTrial = i % 4 === 0;
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
    const [org] = await tx
      .insert(orgs)
      .values({
        name,
        email: i % 9 === 5 ? null : `accounts@${slug}.in`,
        productNumber:
          i % 7 === 3 && !isLite ? null : `80${String(47000000 + i * 7919).padStart(8, '0')}`,
        isLite,
        isTrial,
        gstin:
          i % 3 === 2
            ? null
            : `${gstStates[i % gstStates.length]}ABCDE${String(1000 + i)}F1Z${i % 10}`,
        stateCode: gstStates[i % gstStates.length],
        products: isLite ? [productKey, `${productKey}_X`, 'crm'] : [productKey, 'crm'],
        status: i % 11 === 10 ? 'SUSPENDED' : 'ACTIVE',
        assignedStaffId: staffIds[i % staffIds.length],
        createdAt: new Date(now - (demoOrgNames.length - i) * 3 * DAY),
      })
      .returning({ id: orgs.id });
    if (!org) throw new Error('org insert failed');
    ids.push(org.id);
    await seedMembers(tx, org.id, i);
    await seedKyc(tx, org.id, i, now);
    await seedSubscription(tx, org.id, i, isLite, isTrial, catalogue, now);
  }
  return ids;
}

async function seedMembers(tx: Tx, orgId: number, i: number): Promise<void> {
  const people = [
    demoPeople[(i * 2) % demoPeople.length]!,
    demoPeople[(i * 2 + 1) % demoPeople.length]!,
  ];
  const created = await tx
    .insert(users)
    .values(
      people.map(([first, last], k) => ({
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.in`,
        phone: `9${String(800000000 + i * 1013 + k * 7).padStart(9, '0')}`,
        role: k === 0 ? 'ORG_ADMIN' : 'ORG_USER',
        referralCode: `REF${orgId}${k}`,
      })),
    )
    .returning({ id: users.id });
  await tx
    .insert(orgMembers)
    .values(created.map((u, k) => ({ orgId, userId: u.id, role: k === 0 ? 'OWNER' : 'MEMBER' })));
  await tx
    .update(orgs)
    .set({ ownerId: created[0]?.id })
    .where(sql`${orgs.id} = ${orgId}`);
}

async function seedKyc(tx: Tx, orgId: number, i: number, now: number): Promise<void> {
  const status = kycStates[i % kycStates.length]!;
  const business = i % 3 === 0;
  const submitted = status !== 'NOT_SUBMITTED';
  await tx.insert(kyc).values({
    orgId,
    kycTemplate: business ? 'BUSINESS' : 'INDIVIDUAL',
    status,
    poaId: submitted ? 'AADHAAR' : null,
    poaFront: submitted ? `kyc/${orgId}/poa-front.png` : null,
    poaBack: submitted ? `kyc/${orgId}/poa-back.png` : null,
    poiId: submitted ? 'PAN' : null,
    poiFront: submitted ? `kyc/${orgId}/poi-front.png` : null,
    photo: submitted ? `kyc/${orgId}/photo.png` : null,
    rejectionMessages: status === 'REJECTED' ? ['Document is blurred'] : [],
    bvStatus: business ? (bvStates[(i / 3) % bvStates.length] ?? 'PENDING') : null,
    isBizKycRequired: business,
    pobId: business ? 'GST_CERTIFICATE' : null,
    pobFront: business ? `kyc/${orgId}/pob-front.png` : null,
    submittedAt: submitted ? new Date(now - (i % 10) * DAY - i * 3600_000) : null,
  });
}

async function seedSubscription(
  tx: Tx,
  orgId: number,
  i: number,
  isLite: boolean,
  isTrial: boolean,
  catalogue: ReturnType<typeof planCatalogue>,
  now: number,
): Promise<void> {
  const choices = catalogue.filter(
    (p) => litePlanIds.includes(p.id) === isLite && p.variants[0]!.amount > 0,
  );
  const plan = choices[i % choices.length]!;
  const variant = plan.variants[i % plan.variants.length]!;
  // Every subscription state: active, expired (valid_till passed), ended early.
  const state = isTrial ? 'trial' : (['active', 'expired', 'ended'] as const)[i % 3]!;
  const start = now - (state === 'expired' ? variant.revenue_duration + 20 : 10 + i) * DAY;
  const paid = state !== 'trial';
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      orgId,
      planId: plan.id,
      variantId: variant.id,
      status: state === 'active' || state === 'trial' ? 'active' : state,
      orderType: paid ? (i % 2 ? 'RENEW' : 'PURCHASE') : 'TRIAL',
      startDate: new Date(start),
      validTill: new Date(start + (paid ? variant.revenue_duration : 7) * DAY),
      amount: paid ? variant.amount : 0,
      paymentType: paid ? (i % 2 ? 'RAZORPAY' : 'BANK_TRANSFER') : null,
      paymentId: paid && i % 2 ? `pay_demo${String(orgId).padStart(6, '0')}` : null,
      addons: i % 5 === 0 ? [{ addon_id: 1, slug: 'users-v2-1', count: 2, amount: 59800 }] : [],
      endedAt: state === 'ended' ? new Date(now - 2 * DAY) : null,
    })
    .returning({ id: subscriptions.id });
  if (paid && sub) {
    await tx.insert(payments).values({
      orgId,
      subscriptionId: sub.id,
      paymentType: i % 2 ? 'RAZORPAY' : 'BANK_TRANSFER',
      amount: variant.amount,
      paymentRef:
        i % 2 ? `pay_demo${String(orgId).padStart(6, '0')}` : `UTR${String(400000 + orgId * 37)}`,
      description: `${plan.name} (${variant.name})`,
      createdAt: new Date(start),
    });
  }
  await tx.insert(talkTimeLedger).values([
    {
      orgId,
      deltaMinutes: 500,
      reason: 'Plan talk-time',
      refType: 'subscription',
      refId: String(sub?.id),
    },
    { orgId, deltaMinutes: -((i * 37) % 400), reason: 'Calls' },
  ]);
}

/**
 * About 3,000 calls in one statement: every org, types and statuses, durations that hit each
 * filter boundary (0, 1, 30, 31, 60, 61 seconds), some soft-deleted, some with recordings.
 */
async function seedCalls(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into call_history (switch_call_id, org_id, user_id, is_trial, call_type, status, from_number,
                              to_number, duration, started_at, ended_at, recording_id, deleted_at)
    select 'demo-' || o.id || '-' || g,
           o.id,
           o.owner_id,
           case when o.is_trial then 1 else 0 end,
           (array['INCOMING','OUTGOING','MISSED'])[1 + (g % 3)],
           case when g % 3 = 2 then 'MISSED' when g % 11 = 0 then 'BUSY' else 'ANSWERED' end,
           '+91' || (9000000000 + (o.id * 7919 + g * 104729) % 999999999)::text,
           coalesce(o.product_number, '8047000000'),
           case when g % 3 = 2 then 0 else (array[0,1,30,31,60,61,5,45,120,300])[1 + (g % 10)] end,
           now() - (g * interval '37 minutes'),
           now() - (g * interval '37 minutes') + interval '2 minutes',
           case when g % 3 <> 2 and g % 4 = 0 then 'recordings/demo-' || o.id || '-' || g || '.mp3' end,
           case when g % 29 = 0 then now() - interval '1 day' end
      from orgs o cross join generate_series(1, 80) g`);
}
