import { z } from 'zod';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { formatMessage } from '@switchboard/contract/messages';
import {
  IDEMPOTENCY_HEADER,
  bankPaymentBody,
  customPaymentBody,
  idempotencyHeaders,
  paymentListQuery,
  paymentListSchema,
  paymentResultSchema,
  refundBody,
  refundResultSchema,
} from '@switchboard/contract/payments';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { listPayments } from './payments-repository';
import { deletePayment, recordBankPayment, recordCustomPayment, refundPayment } from './payments-service';

const keyOf = (headers: z.infer<typeof idempotencyHeaders>) => headers[IDEMPOTENCY_HEADER] ?? null;

/** Spec section 7, Payments: list, bank payment, refund, delete, custom payment. */
export async function paymentRoutes(app: App): Promise<void> {
  const message = () => formatMessage('paymentCreated');

  app.get(
    '/api/orders/payments',
    {
      schema: { tags: ['payments'], querystring: paymentListQuery, response: { 200: envelope(paymentListSchema) } },
      config: { access: ['read', 'Payment'] },
    },
    async (request) => ({ data: await listPayments(app.db, request.query) }),
  );

  app.post(
    '/api/payments/bank-payment',
    {
      schema: { tags: ['payments'], headers: idempotencyHeaders, body: bankPaymentBody, response: { 200: envelope(paymentResultSchema) } },
      config: { access: ['create', 'Payment'] },
    },
    async (request) => {
      const { payment } = await recordBankPayment(app.db, actorOf(request), request.body, keyOf(request.headers));
      return { data: { message: message(), payment } };
    },
  );

  app.delete(
    '/api/payments/bank-payment',
    {
      schema: { tags: ['payments'], headers: idempotencyHeaders, body: refundBody, response: { 200: envelope(refundResultSchema) } },
      config: { access: ['refund', 'Payment'] },
    },
    async (request) => {
      const { payment, creditNote } = await refundPayment(app.db, actorOf(request), request.body, keyOf(request.headers));
      return { data: { message: 'Refund recorded successfully', payment, credit_note: creditNote } };
    },
  );

  app.delete(
    '/api/orders/payments/:id',
    {
      schema: { tags: ['payments'], params: idParam, response: { 200: envelope(z.object({ message: z.string() })) } },
      config: { access: ['delete', 'Payment'] },
    },
    async (request) => {
      await deletePayment(app.db, actorOf(request), request.params.id);
      return { data: { message: 'Payment deleted successfully' } };
    },
  );

  app.post(
    '/api/payments/custom',
    {
      schema: { tags: ['payments'], headers: idempotencyHeaders, body: customPaymentBody, response: { 200: envelope(paymentResultSchema) } },
      config: { access: ['create', 'Payment'] },
    },
    async (request) => {
      const { payment } = await recordCustomPayment(app.db, actorOf(request), request.body, keyOf(request.headers));
      return { data: { message: message(), payment } };
    },
  );
}
