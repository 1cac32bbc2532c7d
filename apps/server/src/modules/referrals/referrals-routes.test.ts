import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { useTestApp } from '../../test/app';
import { addMember, saleOrg } from '../../test/factories';
import { checkRoutes, get, invalid, post, put, type RouteCase } from '../../test/route-contract';

// Every referrals and rewards route held to the same promises: a bad field is a 400 naming it,
// a missing grant a 403 that changes nothing, a change audited.
const KEY = 'referral-routes-app-key-000000000001';
const app = useTestApp({ APP_API_KEY: KEY });

let seq = 0;
let rule: Promise<number> | undefined;
/** One active rule for the file: a referral's KYC approval earns 10 minutes. */
const kycRule = () =>
  (rule ??= app.su
    .post('/api/admin/reward-rules', {
      name: 'Route KYC',
      trigger: 'KYC_APPROVED',
      referrer_value: 10,
    })
    .then((r) => r.json().data.rule.id as number));

/** A referral of a fresh team (by a fresh referrer), and its pending rewards once approved. */
async function referral(approved = false) {
  seq += 1;
  await kycRule();
  const referrerOrg = await saleOrg(app.ctx.db);
  const userId = await addMember(app.ctx.db, referrerOrg, 'Route', `Referrer ${seq}`);
  const code = `ROUTE${seq}X${Date.now() % 100000}`;
  await app.ctx.db.update(users).set({ referralCode: code }).where(eq(users.id, userId));
  const orgId = await saleOrg(
    app.ctx.db,
    {},
    { status: 'PENDING', poaId: 'AADHAAR', poiId: 'PAN' },
  );
  const recorded = await app.ctx.app.inject({
    method: 'POST',
    url: '/api/app/referrals',
    headers: { 'x-api-key': KEY },
    payload: { referral_code: code, org_id: orgId },
  });
  const id = recorded.json().data.referral_id as number;
  if (approved) await app.su.post('/api/org/kyc/approve', { org_id: orgId });
  const rewards = (await app.su.get(`/api/admin/rewards?referral_id=${id}`)).json().data.rows as {
    id: number;
    value: number;
  }[];
  return { id, userId, rewards };
}

const cases: RouteCase[] = [
  {
    route: 'GET /admin/referrals',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get('/api/admin/referrals?status=PAID&flagged=true'),
      bad: invalid(get('/api/admin/referrals?status=GONE'), 'status'),
    }),
  },
  {
    route: 'GET /admin/referrals/{id}',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get(`/api/admin/referrals/${(await referral()).id}`),
      bad: invalid(get('/api/admin/referrals/x'), 'id'),
    }),
  },
  {
    route: 'POST /admin/referrals/{id}/invalidate',
    access: ['update', 'Growth'],
    audit: 'referral.invalidate',
    make: async () => {
      const { id } = await referral();
      return {
        good: post(`/api/admin/referrals/${id}/invalidate`, { comment: 'Duplicate team' }),
        bad: invalid(post(`/api/admin/referrals/${id}/invalidate`, { comment: '' }), 'comment'),
      };
    },
  },
  {
    route: 'GET /admin/users/{id}/referral-code',
    access: ['read', 'User'],
    make: async () => ({
      good: get(`/api/admin/users/${(await referral()).userId}/referral-code`),
      bad: invalid(get('/api/admin/users/x/referral-code'), 'id'),
    }),
  },
  {
    route: 'POST /admin/users/{id}/referral-code',
    access: ['update', 'User'],
    audit: 'user.referral_code.regenerate',
    make: async () => {
      const { userId } = await referral();
      const url = `/api/admin/users/${userId}/referral-code`;
      return {
        good: post(url, { action: 'REGENERATE' }),
        bad: invalid(post(url, { action: 'LOSE' }), 'action'),
      };
    },
  },
  {
    route: 'GET /admin/reward-rules',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get('/api/admin/reward-rules?active=true'),
      bad: invalid(get('/api/admin/reward-rules?active=maybe'), 'active'),
    }),
  },
  {
    route: 'POST /admin/reward-rules',
    access: ['create', 'RewardRule'],
    audit: 'reward_rule.create',
    make: async () => {
      const body = { name: 'Route rule', trigger: 'PAID', referrer_value: 5, active: false };
      return {
        good: post('/api/admin/reward-rules', body),
        bad: invalid(post('/api/admin/reward-rules', { ...body, trigger: 'LOGIN' }), 'trigger'),
      };
    },
  },
  {
    route: 'PUT /admin/reward-rules/{id}',
    access: ['update', 'RewardRule'],
    audit: 'reward_rule.update',
    make: async () => {
      const id = await kycRule();
      seq += 1;
      return {
        good: put(`/api/admin/reward-rules/${id}`, { name: `Route KYC ${seq}` }),
        bad: invalid(put(`/api/admin/reward-rules/${id}`, { monthly_cap: 0 }), 'monthly_cap'),
      };
    },
  },
  {
    route: 'GET /admin/rewards',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get('/api/admin/rewards?status=PENDING'),
      bad: invalid(get('/api/admin/rewards?status=GONE'), 'status'),
    }),
  },
  {
    route: 'POST /admin/rewards/approve',
    access: ['update', 'Growth'],
    audit: 'rewards.approve',
    make: async () => {
      const { rewards } = await referral(true);
      const body = {
        ids: rewards.map((r) => r.id),
        totals: { TALK_TIME_MINUTES: rewards.reduce((sum, r) => sum + r.value, 0) },
      };
      return {
        good: post('/api/admin/rewards/approve', body),
        bad: invalid(post('/api/admin/rewards/approve', { ...body, ids: [] }), 'ids'),
      };
    },
  },
  {
    route: 'POST /admin/rewards/{id}/reject',
    access: ['update', 'Growth'],
    audit: 'reward.reject',
    make: async () => {
      const { rewards } = await referral(true);
      const url = `/api/admin/rewards/${rewards[0]!.id}/reject`;
      return {
        good: post(url, { reason: 'Test team' }),
        bad: invalid(post(url, { reason: '' }), 'reason'),
      };
    },
  },
];

checkRoutes(
  'every referrals and rewards route',
  cases,
  () => app,
  // The CSV export answers a file, not `{data}`: referrals.test.ts reads it.
  (path, tags) =>
    tags.includes('referrals') && !path.startsWith('/api/app/') && !path.endsWith('/export'),
);
