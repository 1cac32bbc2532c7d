import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { outbox } from '../../db/schema/outbox';
import { userDevices } from '../../db/schema/users';
import { createDeliveryWorker } from '../../platform/providers/delivery/worker';
import { useTestApp } from '../../test/app';
import { auditOf } from '../../test/factories';
import { startFcm } from '../../test/fake-providers/providers';

// A push to an app that was uninstalled: FCM answers UNREGISTERED (its own body, fixtures/fcm),
// and the device forgets the token, audited, so no later push goes to it.

let fcm: Awaited<ReturnType<typeof startFcm>>;
beforeAll(async () => {
  fcm = await startFcm();
});
afterAll(() => fcm.close());
const app = useTestApp(() => ({
  FCM_SERVICE_ACCOUNT: JSON.stringify(fcm.serviceAccount),
  FCM_BASE_URL: fcm.url,
}));

const TOKEN = `cFcmTokenOfAnUninstalledApp:APA91bH${'u'.repeat(140)}`;

describe('an UNREGISTERED push token', () => {
  it('is removed from its device, audited, and the next push finds no device to send to', async () => {
    const [user] = await app.ctx.db
      .insert(users)
      .values({ firstName: 'Asha', lastName: 'Rao', phone: '9123400001', role: 'ORG_ADMIN' })
      .returning({ id: users.id });
    const [device] = await app.ctx.db
      .insert(userDevices)
      .values({ userId: user!.id, platform: 'android', pushToken: TOKEN })
      .returning({ id: userDevices.id });
    fcm.unregistered.add(TOKEN);

    const sent = await app.su.post('/api/admin/send-pn', {
      user_id: user!.id,
      title: 'KYC approved',
      body: 'You can start calling',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await createDeliveryWorker({ db: app.ctx.db, adapters: app.ctx.app.adapters }).tick();

    const [message] = await app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, sent.json().data.message_id));
    expect(message).toMatchObject({
      status: 'FAILED',
      lastError: 'HTTP 404: UNREGISTERED: Requested entity was not found.',
    });
    const [kept] = await app.ctx.db
      .select()
      .from(userDevices)
      .where(eq(userDevices.id, device!.id));
    expect(kept!.pushToken).toBeNull();
    const [entry] = await auditOf(app.ctx.db, 'users.push_token_removed', user!.id);
    expect(entry).toMatchObject({
      actorId: null,
      summary: {
        device_id: device!.id,
        reason: 'HTTP 404: UNREGISTERED: Requested entity was not found.',
      },
    });

    const again = await app.su.post('/api/admin/send-pn', {
      user_id: user!.id,
      title: 'Hello',
      body: 'x',
    });
    expect(again.statusCode).toBe(400);
  });
});
