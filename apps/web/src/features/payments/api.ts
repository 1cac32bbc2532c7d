import {
  IDEMPOTENCY_HEADER,
  type invoiceListSchema,
  type mandateListSchema,
  type paymentLinkListSchema,
  type BankPaymentBody,
  type CreateMandateLinkBody,
  type CreatePaymentLinkBody,
  type CustomPaymentBody,
  type InvoiceDetailView,
  type Mandate,
  type MandateDetail,
  type MandateSearchBody,
  type PaymentDetail,
  type PaymentLink,
  type PaymentLinkDetail,
  type PaymentLinkListQuery,
  type PaymentList,
  type PaymentListQuery,
  type PaymentResult,
  type RefundBody,
  type RefundResult,
} from '@switchboard/contract/payments';
import type { OrgDetails } from '@switchboard/contract/teams';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

/** A money-moving request carries the key made when its form opened: a double click sends one. */
type Keyed<T> = T & { key: string };
const keyed = <T extends object>({ key, ...body }: Keyed<T>) => ({
  body,
  headers: { [IDEMPOTENCY_HEADER]: key },
});
/** Drops empty filters so the URL stays clean. */
const params = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

const paymentsApi = api
  .enhanceEndpoints({ addTagTypes: ['Payments', 'PaymentLinks', 'Mandates', 'Invoices'] })
  .injectEndpoints({
    endpoints: (build) => ({
      payments: build.query<PaymentList, Partial<PaymentListQuery>>({
        query: (query) => ({ url: '/orders/payments', params: params(query) }),
        providesTags: ['Payments'],
      }),
      recordBankPayment: build.mutation<PaymentResult, Keyed<BankPaymentBody>>({
        query: (arg) => ({ url: '/payments/bank-payment', method: 'POST', ...keyed(arg) }),
        invalidatesTags: ['Payments', 'Invoices'],
      }),
      recordCustomPayment: build.mutation<PaymentResult, Keyed<CustomPaymentBody>>({
        query: (arg) => ({ url: '/payments/custom', method: 'POST', ...keyed(arg) }),
        invalidatesTags: ['Payments', 'Invoices'],
      }),
      /** A refund issues a credit note against the invoice: the invoices tab lists it. */
      refundPayment: build.mutation<RefundResult, Keyed<RefundBody>>({
        query: (arg) => ({ url: '/payments/bank-payment', method: 'DELETE', ...keyed(arg) }),
        invalidatesTags: ['Payments', 'Invoices'],
      }),
      /** One payment for its drawer: refunds, credit notes and history; a refund refreshes it. */
      payment: build.query<PaymentDetail, number>({
        query: (id) => `/orders/payments/${id}`,
        providesTags: ['Payments'],
      }),
      deletePayment: build.mutation<{ message: string }, number>({
        query: (id) => ({ url: `/orders/payments/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Payments'],
      }),
      paymentLinks: build.query<
        z.infer<typeof paymentLinkListSchema>,
        Partial<PaymentLinkListQuery>
      >({
        query: (query) => ({ url: '/payment-links', params: params(query) }),
        providesTags: ['PaymentLinks'],
      }),
      /** A link's drawer: the payment that paid it, its clicks and history; closing it refreshes it. */
      paymentLink: build.query<PaymentLinkDetail, number>({
        query: (id) => `/payment-links/${id}`,
        providesTags: ['PaymentLinks', 'Payments'],
      }),
      createPaymentLink: build.mutation<PaymentLink, Keyed<CreatePaymentLinkBody>>({
        query: (arg) => ({ url: '/payment-links', method: 'POST', ...keyed(arg) }),
        invalidatesTags: ['PaymentLinks'],
      }),
      closePaymentLink: build.mutation<PaymentLink, { id: number; action: 'cancel' | 'expire' }>({
        query: ({ id, action }) => ({ url: `/payment-links/${id}/${action}`, method: 'POST' }),
        invalidatesTags: ['PaymentLinks'],
      }),
      mandates: build.query<z.infer<typeof mandateListSchema>, MandateSearchBody>({
        query: (body) => ({ url: '/admin/mandate/search', method: 'POST', body: params(body) }),
        providesTags: ['Mandates'],
      }),
      /** One mandate with the status the gateway last reported (GET admin/mandate/{mandate_id}). */
      mandate: build.query<Mandate, string>({
        query: (mandateId) => `/admin/mandate/${mandateId}`,
        providesTags: ['Mandates'],
      }),
      /** A mandate's drawer: its subscription, link clicks and history; a cancel refreshes it. */
      mandateDetail: build.query<MandateDetail, string>({
        query: (mandateId) => `/admin/mandate/${mandateId}/detail`,
        providesTags: ['Mandates'],
      }),
      /** The team a registration link is for, with its owner: Razorpay needs their contact. */
      mandateTeam: build.query<OrgDetails, number>({
        query: (orgId) => `/org/details/${orgId}`,
      }),
      createMandateLink: build.mutation<Mandate, CreateMandateLinkBody>({
        query: (body) => ({ url: '/admin/mandate/create-registration-link', method: 'POST', body }),
        invalidatesTags: ['Mandates'],
      }),
      cancelMandate: build.mutation<Mandate, { orgId: number; mandateId: string }>({
        query: ({ orgId, mandateId }) => ({
          url: `/admin/mandate/${orgId}/${mandateId}/cancel`,
          method: 'POST',
        }),
        invalidatesTags: ['Mandates'],
      }),
      orgInvoices: build.query<
        z.infer<typeof invoiceListSchema>,
        { orgId: number; page: number; page_size: number }
      >({
        query: ({ orgId, ...query }) => ({ url: `/invoices/org/${orgId}`, params: query }),
        providesTags: ['Invoices'],
      }),
      /** One invoice for its drawer: its payment, refunds and credit notes; a refund refreshes it. */
      invoice: build.query<InvoiceDetailView, number>({
        query: (id) => `/invoices/${id}`,
        providesTags: ['Invoices', 'Payments'],
      }),
    }),
  });

export const invoicePdfUrl = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;
export const creditNotePdfUrl = (creditNoteId: number) => `/api/credit-notes/${creditNoteId}/pdf`;

export const {
  usePaymentsQuery,
  usePaymentQuery,
  useRecordBankPaymentMutation,
  useRecordCustomPaymentMutation,
  useRefundPaymentMutation,
  useDeletePaymentMutation,
  usePaymentLinksQuery,
  usePaymentLinkQuery,
  useCreatePaymentLinkMutation,
  useClosePaymentLinkMutation,
  useMandatesQuery,
  useMandateQuery,
  useMandateDetailQuery,
  useMandateTeamQuery,
  useCreateMandateLinkMutation,
  useCancelMandateMutation,
  useOrgInvoicesQuery,
  useInvoiceQuery,
} = paymentsApi;
