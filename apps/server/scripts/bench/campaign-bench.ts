// A campaign to every team owner of the bench database (100k at the default scale): how fast
// its audience becomes recipients, how fast rounds hand messages to the SMS port (the outbox,
// each with its own short link), and how fast the delivery worker hands those to the sandbox
// provider. Runs on the database directly, after the server has stopped (PGlite has one process).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/platform/db/client';
import { createDeliveryWorker } from '../../src/platform/providers/delivery/worker';
import { sandboxAdapter } from '../../src/platform/providers/adapters/sandbox';
import { createCampaign, scheduleCampaign } from '../../src/modules/campaigns/service';
import { runCampaigns, startDueCampaigns } from '../../src/modules/campaigns/send-service';
import { productShortLinks } from '../../src/modules/short-urls/service';
import { whatsappCampaigns } from '../../src/modules/whatsapp/campaign-port';

const system = { actorId: null, ip: null };
const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: number | string }>(db, query))[0]?.n ?? 0);

export async function benchCampaign(db: Db, sends = 10_000): Promise<string[][]> {
  const shortener = productShortLinks('https://sb.example.in');
  const { campaign } = await createCampaign(
    db,
    system,
    {
      name: `Bench campaign ${new Date().toISOString()}`,
      channel: 'SMS',
      audience: {},
      dlt_template_id: '1207161234567890123',
      sender_id: 'SWBORD',
      subject: null,
      text: 'Hi {first_name}, {org_name} has a new plan: {short_url}',
      link_url: 'https://example.in/plans',
      promotional: false,
      send_rate_per_minute: 6000,
      whatsapp_account_id: null,
      whatsapp_template_id: null,
      whatsapp_variables: [],
    },
    whatsappCampaigns,
  );
  const id = campaign.id;
  await scheduleCampaign(
    db,
    { ...system, mayApprove: true, approvalLimit: 0, linkBase: shortener.base },
    id,
  );
  try {
    let started = performance.now();
    await startDueCampaigns(db);
    const materialiseMs = performance.now() - started;
    const recipients = await count(
      db,
      sql`select count(*) as n from campaign_recipients where campaign_id = ${id}`,
    );

    // Rounds as the sender runs them; between rounds the last minute's sends are moved back
    // (outside the timing), so the rate limit does not stop the measurement at 6,000.
    let handed = 0;
    let sendMs = 0;
    while (handed < Math.min(sends, recipients)) {
      started = performance.now();
      handed += (await runCampaigns(db, { shortener, whatsapp: whatsappCampaigns })).handed;
      sendMs += performance.now() - started;
      await db.execute(
        sql`update campaign_recipients set sent_at = sent_at - interval '2 minutes'
             where campaign_id = ${id} and sent_at > now() - interval '1 minute'`,
      );
    }

    // The delivery worker hands them to the SMS provider: the sandbox, which answers at once.
    const others =
      (await count(db, sql`select count(*) as n from outbox where status = 'PENDING'`)) - handed;
    const worker = createDeliveryWorker({
      db,
      adapters: {
        SMS: sandboxAdapter(),
        EMAIL: sandboxAdapter(),
        PUSH: sandboxAdapter(),
        WHATSAPP: sandboxAdapter(),
        SWITCH: sandboxAdapter(),
        PAYMENTS: sandboxAdapter(),
        WEBHOOK: sandboxAdapter(),
      },
      batchSize: 500,
    });
    started = performance.now();
    let delivered = 0;
    for (;;) {
      const tick = await worker.tick();
      if (tick.sent + tick.failed + tick.retried === 0) break;
      delivered += tick.sent;
    }
    const deliverMs = performance.now() - started;
    const perSecond = (n: number, ms: number) => String(Math.round(n / (ms / 1000)));
    return [
      ['recipients materialised', String(recipients), perSecond(recipients, materialiseMs)],
      ['SMS handed to the port (with short links)', String(handed), perSecond(handed, sendMs)],
      [
        `delivered to the sandbox provider${others ? ` (with ${others} other pending)` : ''}`,
        String(delivered),
        perSecond(delivered, deliverMs),
      ],
    ];
  } finally {
    // The bench database stays as the seed made it, except for the campaign's short links:
    // a short URL is disabled, never deleted (migration 0058's trigger refuses a DELETE, so
    // its slug is never handed out again); they stay, disabled and tied to no recipient.
    await db.execute(sql`
      with gone as (delete from campaign_recipients where campaign_id = ${id}
                    returning outbox_id, short_url_id),
           messages as (delete from outbox where id in (select outbox_id from gone)),
           links as (update short_urls set disabled_at = now(), updated_at = now()
                     where id in (select short_url_id from gone) and disabled_at is null)
      delete from campaigns where id = ${id}`);
  }
}
