import { sql } from 'drizzle-orm';
import type { useTestApp } from '../../test/app';
import { giveMarketingConsent, orgWithKyc, ownersOf } from '../../test/factories';
import { runCampaigns } from './send-service';

// Noon in India: promotional SMS may go out.
export const NOON_IST = new Date('2026-11-26T06:30:00Z');

/** What the campaigns tests do again and again, against one file's test app. */
export function campaignKit(app: ReturnType<typeof useTestApp>) {
  /** One round of the sender, as every instance runs it. */
  const send = (now: Date) =>
    runCampaigns(
      app.ctx.db,
      { shortener: app.ctx.app.shortLinks, whatsapp: app.ctx.app.whatsappCampaigns },
      now,
    );

  let serial = 0;
  /**
   * Teams (with an owner who has a phone and gave marketing consent on every channel) under a
   * fresh name, so an audience can find them.
   */
  async function teams(n: number) {
    serial += 1;
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1)
      ids.push(
        await orgWithKyc(app.ctx.db, {
          name: `Campaign ${serial} Team ${i}`,
          phone: `97${String(serial).padStart(3, '0')}${String(10000 + i).slice(-5)}`,
          status: 'REJECTED',
        }),
      );
    await giveMarketingConsent(app.ctx.db, await ownersOf(app.ctx.db, ids));
    return ids;
  }

  const body = (extra: Record<string, unknown> = {}) => ({
    name: `Diwali offer ${Date.now()}`,
    audience: { kyc_status: 'REJECTED' },
    dlt_template_id: '1207161234567890123',
    sender_id: 'SWBORD',
    text: 'Hi {first_name}, {org_name} gets 20% off this Diwali.',
    send_rate_per_minute: 3,
    ...extra,
  });

  async function reset() {
    // Earlier tests' REJECTED teams would join every audience here: one test, one set of teams.
    await app.ctx.db.execute(sql`update kyc set status = 'PENDING' where status = 'REJECTED'`);
  }

  return { send, teams, body, reset };
}
