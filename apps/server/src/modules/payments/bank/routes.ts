import { envelope, idParam } from '@switchboard/contract/envelope';
import { formatMessage } from '@switchboard/contract/messages';
import {
  bankPaymentBody,
  customPaymentBody,
  idempotencyHeaders,
  paymentDeletedSchema,
  paymentDetailSchema,
  paymentExportQuery,
  paymentListQuery,
  paymentListSchema,
  paymentResultSchema,
  refundBody,
  refundResultSchema,
} from '@switchboard/contract/payments';
import { actorOf } from '../../../platform/audit/audit';
import { moneyRequestOf } from '../../../platform/billing/request-once';
import { sendCsv, timeColumn, type CsvColumns } from '../../../platform/csv/send-csv';
import { csvAnswers } from '../../../platform/http/file-answers';
import type { App } from '../../../platform/http/types';
import {
  deletePayment,
  paymentDetail,
  exportPayments,
  paymentsPage,
  recordBankPayment,
  recordCustomPayment,
  refundPayment,
} from './service';

/** The payments CSV's columns, in order: what the list shows, amounts in rupees. */
const paymentCsvColumns: CsvColumns = [
  { key: 'id', header: '#' },
  timeColumn('created_at', 'Date'),
  { key: 'org_id', header: 'Team ID' },
  { key: 'org_name', header: 'Team' },
  { key: 'payment_type', header: 'Type' },
  { key: 'status', header: 'Status' },
  { key: 'amount', header: 'Amount (₹)' },
  { key: 'refunded_amount', header: 'Refunded (₹)' },
  { key: 'payment_ref', header: 'Reference' },
  { key: 'description', header: 'Description' },
  { key: 'subscription_id', header: 'Subscription' },
  { key: 'invoice_number', header: 'Invoice' },
];

/** Spec section 7, Payments: list, bank payment, refund, delete, custom payment. */
export async function paymentRoutes(app: App): Promise<void> {
  const message = () => formatMessage('paymentCreated');

  app.get(
    '/api/orders/payments',
    {
      schema: {
        tags: ['payments'],
        querystring: paymentListQuery,
        response: { 200: envelope(paymentListSchema) },
      },
      config: { access: ['read', 'Payment'] },
    },
    async (request) => ({ data: await paymentsPage(app.db, request.query) }),
  );

  app.get(
    '/api/orders/payments/:id',
    {
      schema: {
        tags: ['payments'],
        params: idParam,
        response: { 200: envelope(paymentDetailSchema) },
      },
      config: { access: ['read', 'Payment'] },
    },
    async (request) => ({ data: await paymentDetail(app.db, request.params.id) }),
  );

  // The filtered list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/orders/payments/export',
    {
      schema: { tags: ['payments'], querystring: paymentExportQuery },
      config: { access: ['read', 'Payment'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'payments',
        columns: paymentCsvColumns,
        rows: exportPayments(app.db, actorOf(request), request.query),
        filters: request.query,
      }),
  );

  app.post(
    '/api/payments/bank-payment',
    {
      schema: {
        tags: ['payments'],
        headers: idempotencyHeaders,
        body: bankPaymentBody,
        response: { 200: envelope(paymentResultSchema) },
      },
      config: { access: ['create', 'Payment'] },
    },
    async (request) => {
      const { payment } = await recordBankPayment(
        app.db,
        app.billing,
        actorOf(request),
        request.body,
        moneyRequestOf(request),
      );
      return { data: { message: message(), payment } };
    },
  );

  app.delete(
    '/api/payments/bank-payment',
    {
      schema: {
        tags: ['payments'],
        headers: idempotencyHeaders,
        body: refundBody,
        response: { 200: envelope(refundResultSchema) },
      },
      config: { access: ['refund', 'Payment'] },
    },
    async (request) => {
      const { payment, creditNote } = await refundPayment(
        app.db,
        app.billing,
        actorOf(request),
        request.body,
        moneyRequestOf(request),
      );
      return {
        data: { message: formatMessage('refundRecorded'), payment, credit_note: creditNote },
      };
    },
  );

  app.delete(
    '/api/orders/payments/:id',
    {
      schema: {
        tags: ['payments'],
        params: idParam,
        response: { 200: envelope(paymentDeletedSchema) },
      },
      config: { access: ['delete', 'Payment'] },
    },
    async (request) => {
      await deletePayment(app.db, actorOf(request), request.params.id);
      return { data: { message: formatMessage('paymentDeleted') } };
    },
  );

  app.post(
    '/api/payments/custom',
    {
      schema: {
        tags: ['payments'],
        headers: idempotencyHeaders,
        body: customPaymentBody,
        response: { 200: envelope(paymentResultSchema) },
      },
      config: { access: ['create', 'Payment'] },
    },
    async (request) => {
      const { payment } = await recordCustomPayment(
        app.db,
        app.billing,
        actorOf(request),
        request.body,
        moneyRequestOf(request),
      );
      return { data: { message: message(), payment } };
    },
  );
}
