import { and, inArray, isNull } from 'drizzle-orm';
import { campaignBody } from '@switchboard/contract/campaigns';
import { users } from '../db/schema/auth';
import { orgs } from '../db/schema/teams';
import { createCampaign, scheduleCampaign } from '../modules/campaigns/service';
import { giveConsents } from '../modules/personal-data/consent-service';
import { createInviteCodes, editInviteCode } from '../modules/invite-codes/service';
import { redeemInviteCode } from '../modules/invite-codes/redeem-service';
import { recordVisits } from '../modules/short-urls/redirect-service';
import { createShortUrl } from '../modules/short-urls/service';
import { billingBenefits } from '../modules/subscriptions/benefits-service';
import type { RawVisit } from '../modules/short-urls/visit-details';
import type { Actor } from '../platform/audit/audit';
import type { App } from '../platform/http/types';
import { listeningAt } from '../start';
import { demoStaff } from './demo';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Teams that redeem the partner code: none of them is one a browser test checks. */
const PARTNER_TEAMS = ['Annapurna Caterers', 'Green Leaf Organics', 'Orchid Eye Care'];

const AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  whatsappPreview: 'WhatsApp/2.24.21.85 A',
};
const REFERRERS = ['https://wa.me/', 'https://m.facebook.com/', 'https://t.co/', undefined];

/** A fixed sequence, so every demo start draws the same month of visits. */
function draws(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The growth areas' demo data, made once the app exists (an invite code's benefit is billing's,
 * which the app wires): invite codes of each kind, one of them redeemed by two teams as the
 * sign-up app redeems it and one paused; short URLs with a month of visits, recorded as the
 * redirect records them; and two campaigns that link to them, a draft and a scheduled one.
 * Everything goes through the services staff and the app use, as the SU.
 */
export async function seedGrowthDemo(app: App): Promise<void> {
  const staff = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [demoStaff[0].email, demoStaff[1].email]));
  const idOf = (email: string) => staff.find((s) => s.email === email)?.id ?? null;
  const actor = { actorId: idOf(demoStaff[0].email), ip: null };
  await seedInviteCodes(app, actor, idOf(demoStaff[1].email));
  await seedShortUrls(app, actor);
  await seedConsents(app, actor);
  await seedCampaigns(app, actor);
}

/** A campaign's batch, a partner's code two teams redeemed, a scheduled code, a paused one. */
async function seedInviteCodes(app: App, actor: Actor, adminId: number | null) {
  const { db } = app;
  const billing = billingBenefits(app);
  const partners = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(inArray(orgs.name, PARTNER_TEAMS), isNull(orgs.deletedAt)))
    .orderBy(orgs.id);
  await createInviteCodes(db, billing, actor, {
    count: 20,
    prefix: 'DEEPAM',
    benefit: 'TRIAL_DAYS',
    benefit_value: 14,
    max_redemptions: 1,
    valid_till: inDays(40),
    owner: { kind: 'CAMPAIGN', campaign: 'Diwali newspaper insert' },
    note: 'Printed in the Pune and Mumbai editions',
  });
  await createInviteCodes(db, billing, actor, {
    code: 'PUNEPARTNER',
    benefit: 'TALK_TIME_MINUTES',
    benefit_value: 500,
    max_redemptions: 25,
    valid_till: inDays(90),
    ...(partners[0] ? { owner: { kind: 'ORG' as const, org_id: partners[0].id } } : {}),
    note: 'Resellers of the Pune chamber of commerce',
  });
  await createInviteCodes(db, billing, actor, {
    code: 'NAMASTE25',
    benefit: 'DISCOUNT_PERCENT',
    benefit_value: 25,
    max_redemptions: 100,
    valid_from: inDays(10),
    valid_till: inDays(45),
    ...(adminId ? { owner: { kind: 'STAFF' as const, staff_id: adminId } } : {}),
    note: 'For the sales team’s December calls',
  });
  const paused = await createInviteCodes(db, billing, actor, {
    code: 'SUMMERTRYAPP',
    benefit: 'TRIAL_DAYS',
    benefit_value: 7,
    max_redemptions: 50,
    note: 'Paused: the landing page is being redone',
  });
  const pausedId = paused.codes[0]?.id;
  if (pausedId) await editInviteCode(db, actor, pausedId, { paused: true });
  for (const team of partners.slice(1))
    await redeemInviteCode(db, billing, actor, { code: 'PUNEPARTNER', org_id: team.id });
}

/** Three short URLs, and the visits of their last 29 days. */
async function seedShortUrls(app: App, actor: Actor) {
  const { db } = app;
  const now = Date.now();
  const place = { base: app.config.shortUrls.base, ownOrigins: [app.config.shortUrls.base] };
  const links = [
    {
      body: {
        target_url: 'https://switchboard.example.in/offers/diwali?utm_source=sms',
        slug: 'diwali-offer',
        title: 'Diwali offer',
        tags: ['diwali', 'sms'],
      },
      perDay: 40,
    },
    {
      body: {
        target_url: 'https://play.google.com/store/apps/details?id=in.switchboard.app',
        slug: 'get-the-app',
        title: 'Android app',
        tags: ['app'],
      },
      perDay: 18,
    },
    {
      body: {
        target_url: 'https://switchboard.example.in/webinars/december',
        slug: 'dec-webinar',
        title: 'December webinar',
        tags: ['webinar'],
        valid_until: inDays(20),
        max_visits: 2_000,
      },
      perDay: 9,
    },
  ];
  const random = draws(2026);
  const visits: RawVisit[] = [];
  for (const link of links) {
    const created = await createShortUrl(db, actor, link.body, place);
    // The visits of the last 29 days, all inside the detail page's 30-day chart.
    for (let day = 28; day >= 0; day -= 1) {
      // Busier towards today, and a little different each day.
      const count = Math.round(link.perDay * (0.4 + 0.6 * ((29 - day) / 29)) * (0.6 + random()));
      for (let i = 0; i < count; i += 1) {
        const pick = random();
        const agent =
          pick < 0.55
            ? AGENTS.android
            : pick < 0.75
              ? AGENTS.iphone
              : pick < 0.93
                ? AGENTS.windows
                : AGENTS.whatsappPreview;
        visits.push({
          shortUrlId: created.id,
          at: now - day * DAY - Math.floor(random() * 0.9 * DAY),
          // A few hundred visitors a link, some of whom come back.
          ip: `10.${created.id % 256}.${Math.floor(random() * 4)}.${Math.floor(random() * 128)}`,
          userAgent: agent,
          referrer: REFERRERS[Math.floor(random() * REFERRERS.length)],
          country: random() < 0.95 ? 'IN' : 'AE',
        });
      }
    }
  }
  await recordVisits(db, visits);
}

/**
 * Marketing consent, as the product's sign-up screen reports it (given in the app): every demo
 * team owner on SMS, WhatsApp and push; on email all but every third, so an email audience
 * shows people left out for want of consent. Campaigns reach only those who consented.
 */
async function seedConsents(app: App, actor: Actor) {
  const owners = await app.db
    .selectDistinct({ id: orgs.ownerId })
    .from(orgs)
    .where(isNull(orgs.deletedAt));
  const ids = owners.flatMap((o) => (o.id ? [o.id] : []));
  await giveConsents(app.db, actor, ids, ['SMS', 'WHATSAPP', 'PUSH'], 'APP');
  await giveConsents(
    app.db,
    actor,
    ids.filter((id) => id % 3 !== 0),
    ['EMAIL'],
    'APP',
  );
}

/** A draft SMS to teams whose plan ended, and an email to verified teams, scheduled for later. */
async function seedCampaigns(app: App, actor: Actor) {
  await createCampaign(
    app.db,
    actor,
    campaignBody.parse({
      name: 'Diwali win-back',
      channel: 'SMS',
      audience: { subscription: 'EXPIRED' },
      dlt_template_id: '1107161234567890123',
      sender_id: 'SWBORD',
      text: 'Hi {first_name}, bring {org_name} back this Diwali: 20% off any annual plan. {short_url}',
      link_url: 'https://switchboard.example.in/offers/diwali',
    }),
    app.whatsappCampaigns,
  );
  const webinar = await createCampaign(
    app.db,
    actor,
    campaignBody.parse({
      name: 'December webinar invite',
      channel: 'EMAIL',
      audience: { kyc_status: 'APPROVED' },
      subject: 'Your calls, your CRM: a 30-minute tour',
      text: 'Hello {first_name}, join us to see what {org_name} can do with call flows. {short_url}',
      link_url: 'https://switchboard.example.in/webinars/december',
      promotional: false,
    }),
    app.whatsappCampaigns,
  );
  await scheduleCampaign(
    app.db,
    {
      ...actor,
      mayApprove: true,
      approvalLimit: app.config.campaignApprovalLimit,
      linkBase: app.shortLinks.base || listeningAt(app, app.config),
    },
    webinar.campaign.id,
    // Three days out, at 11 am in India (05:30 UTC).
    new Date(new Date(Date.now() + 3 * DAY).setUTCHours(5, 30, 0, 0)).toISOString(),
  );
}
