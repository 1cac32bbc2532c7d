import { endOfIndiaDay } from '@switchboard/contract/india-time';
import { formatMessage } from '@switchboard/contract/messages';
import { checkGstin, checkPayment, isNotCollected } from '@switchboard/contract/rules/create-plan';
import {
  checkDailyMinutes,
  checkDailyPeriod,
  checkPulseMinutes,
} from '@switchboard/contract/rules/top-ups';
import type { dailyTopUpBody, TopUpResponse, topUpBody } from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { Tx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { claimRequest, settleRequest } from '../../platform/billing/request-once';
import { findOrgContext } from './repository';
import { enforce, type ServiceContext } from './rules-context';
import { assertReferenceFree, recordSalePayment } from './sale-payment-service';
import { addLedgerEntry } from './talk-time-repository';
import { findTopUpById, insertTopUp, type StoredTopUp } from './top-up-repository';

type PulseBody = z.output<typeof topUpBody>;
type DailyBody = z.output<typeof dailyTopUpBody>;

type NewTopUp = {
  type: string;
  name: string | null;
  minutes: number;
  startDate: string | null;
  endDate: string | null;
  expiresAt: Date | null;
};

/** POST /subscription/top-up: pulse minutes (500..10000, rounded up to 500s) onto the balance. */
export async function createPulseTopUp(
  ctx: ServiceContext,
  body: PulseBody,
): Promise<TopUpResponse> {
  const pulse = checkPulseMinutes(body.talk_time_minutes, ctx.product.name);
  if (!pulse.ok) enforce(pulse);
  const minutes = pulse.ok ? pulse.value : 0;
  return createTopUp(
    ctx,
    body,
    { type: 'PULSE', name: null, minutes, startDate: null, endDate: null, expiresAt: null },
    async (tx, id) => {
      await addLedgerEntry(tx, {
        orgId: body.org_id,
        deltaMinutes: minutes,
        reason: 'Pulse top-up',
        refType: 'top_up',
        refId: String(id),
        createdById: ctx.actor.actorId,
      });
    },
  );
}

/** POST /subscription/daily-top-up: CHOTA (today, India time) or RECURRING (start..end). */
export async function createDailyTopUp(
  ctx: ServiceContext,
  body: DailyBody,
): Promise<TopUpResponse> {
  const minutes = checkDailyMinutes(body.talk_time_minutes, ctx.product.name);
  if (!minutes.ok) enforce(minutes);
  const period = checkDailyPeriod(
    {
      type: body.metadata.type,
      start_date: body.start_date,
      end_date: body.end_date,
      now: ctx.now,
    },
    ctx.product.name,
  );
  if (!period.ok) enforce(period);
  if (!minutes.ok || !period.ok) throw new Error('unreachable');
  return createTopUp(ctx, body, {
    type: body.metadata.type,
    name: body.metadata.name ?? null,
    minutes: minutes.value,
    startDate: period.value.start_date,
    endDate: period.value.end_date,
    // A CHOTA top-up's period is today (India time): it expires at midnight too.
    expiresAt: endOfIndiaDay(period.value.end_date),
  });
}

async function createTopUp(
  ctx: ServiceContext,
  body: PulseBody,
  topUp: NewTopUp,
  afterInsert?: (tx: Tx, id: number) => Promise<void>,
): Promise<TopUpResponse> {
  enforce(checkPayment({ ...body, not_collected: isNotCollected(body) }, ctx.product.name));
  return ctx.db.transaction(async (tx) => {
    // A repeat (the same key, or the same request moments ago) waits here, then replays.
    const earlier = await claimRequest(tx, ctx.request);
    if (earlier) return answer(await findTopUpById(tx, Number(earlier)), true);
    const org = await findOrgContext(tx, body.org_id, true);
    if (!org) throw notFound('Org');
    const gstin = org.gstin ?? (body.gstin ? body.gstin.toUpperCase() : null);
    enforce(checkGstin(gstin, ctx.product.name));
    const paymentRef = body.payment_id || null;
    const sale = { orgId: org.id, paymentType: body.payment_type, paymentRef, amount: body.amount };
    await assertReferenceFree(tx, sale);
    const topUpId = await insertTopUp(tx, {
      orgId: org.id,
      ...topUp,
      amount: body.amount,
      paymentType: body.payment_type,
      paymentId: paymentRef,
      gstin,
      description: body.description || null,
      idempotencyKey: ctx.request.idempotencyKey,
      createdById: ctx.actor.actorId,
    });
    await afterInsert?.(tx, topUpId);
    if (body.amount > 0) {
      await recordSalePayment(tx, ctx, {
        orgId: org.id,
        paidFor: { topUpId },
        paymentType: body.payment_type,
        amount: body.amount,
        paymentRef,
        description: `Talk-time top-up: ${topUp.minutes} minutes${topUp.type === 'PULSE' ? '' : ' a day'}`,
        gstin,
        saleKey: ctx.request.idempotencyKey ? `top-up:${ctx.request.idempotencyKey}` : null,
      });
    }
    await audit(tx, ctx.actor, {
      action: 'subscription.top_up',
      subjectType: 'TopUp',
      subjectId: topUpId,
      orgId: org.id,
      summary: {
        type: topUp.type,
        minutes: topUp.minutes,
        start_date: topUp.startDate,
        end_date: topUp.endDate,
        amount: body.amount,
        payment_type: body.payment_type,
      },
    });
    await settleRequest(tx, ctx.request, topUpId);
    return answer(await findTopUpById(tx, topUpId), false);
  });
}

function answer(topUp: StoredTopUp | null, replayed: boolean): TopUpResponse {
  if (!topUp) throw new Error('top-up vanished');
  const { idempotency_key: _key, ...plain } = topUp;
  return { message: formatMessage('topupAdded'), top_up: plain, replayed };
}
