import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callDetails } from '../../db/schema/calls';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

const KEY = 'switch-ingest-key-0123456789abcdef';
let orgId: number;
const app = useTestApp({ INGEST_API_KEY: KEY });
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Details Pvt Ltd' })).id;
});

const post = (url: string, body: unknown, key: string | null = KEY) =>
  app.ctx.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: key ? { 'x-api-key': key } : {},
  });
const cdr = (id: string, extra: Record<string, unknown> = {}) => ({
  switch_call_id: id,
  org_id: orgId,
  call_type: 'OUTGOING',
  status: 'ANSWERED',
  from_number: '8047000002',
  to_number: '+919812345678',
  duration: 75,
  started_at: '2026-05-02T11:00:00+05:30',
  ended_at: '2026-05-02T11:01:15+05:30',
  ...extra,
});
const transcript = [
  { speaker: 'AGENT', at_seconds: 0, text: 'Namaste, Urban Chai support.' },
  { speaker: 'CUSTOMER', at_seconds: 4, text: 'My order has not arrived.' },
];

describe('call details from the switch', () => {
  it('stores details sent with the CDR, and the call drawer reads them', async () => {
    const res = await post('/api/call-history/ingest', cdr('det-1', { details: { transcript } }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.results[0].id as number;
    const detail = await app.su.get(`/api/call-history/${id}/details`);
    expect(detail.json().data).toMatchObject({ transcript, summary: null, feedback_rating: null });
  });

  it('adds details that come later, part by part, keeping what came before', async () => {
    const id = (await post('/api/call-history/ingest', cdr('det-2'))).json().data.results[0]
      .id as number;
    const first = await post('/api/call-history/details', {
      switch_call_id: 'det-2',
      feedback_rating: 4,
      feedback_comment: 'Helpful',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ updated: 1 });
    await post('/api/call-history/details', {
      calls: [{ switch_call_id: 'det-2', summary: 'Order delayed; refund offered.', transcript }],
    });
    const detail = (await app.su.get(`/api/call-history/${id}/details`)).json().data;
    expect(detail).toMatchObject({
      feedback_rating: 4,
      feedback_comment: 'Helpful',
      summary: 'Order delayed; refund offered.',
      transcript,
    });
  });

  it('refuses details of a call it does not have yet, writing nothing of the batch', async () => {
    const id = (await post('/api/call-history/ingest', cdr('det-3'))).json().data.results[0]
      .id as number;
    const res = await post('/api/call-history/details', {
      calls: [
        { switch_call_id: 'det-3', summary: 'Should not be stored' },
        { switch_call_id: 'det-unknown', summary: 'Too early' },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'Call det-unknown not found',
      details: [{ field: 'calls.1.switch_call_id' }],
    });
    expect(await app.ctx.db.select().from(callDetails).where(eq(callDetails.callId, id))).toEqual(
      [],
    );
  });

  it('needs the switch key and a rating from 1 to 5', async () => {
    const body = { switch_call_id: 'det-1', summary: 'x' };
    expect((await post('/api/call-history/details', body, null)).statusCode).toBe(401);
    expect((await app.su.post('/api/call-history/details', body)).statusCode).toBe(401);
    const bad = await post('/api/call-history/details', { ...body, feedback_rating: 9 });
    expect(bad.statusCode).toBe(400);
  });
});
