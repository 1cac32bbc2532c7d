import type { getObjectResponse } from '@switchboard/contract/files';
import type {
  bvDocListSchema,
  copyResultSchema,
  digioListSchema,
  digioSentSchema,
  fupDownloadSchema,
  kycChangedSchema,
  staffSubmitBody,
  staffSubmitResultSchema,
  kycCountsSchema,
  kycDetailSchema,
  kycAssignedSchema,
  kycDocListSchema,
  kycPageSchema,
  kycReviewersSchema,
  rejectionMessagesSchema,
} from '@switchboard/contract/kyc';
import type { z } from 'zod';
import type { ActionHistory, BvUpdateBody, ModifyBody } from '@switchboard/contract/kyc';
import type { BulkCount, BulkResult } from '@switchboard/contract/bulk';
import { api } from '../../lib/api/api';
import type { KycTableState } from './kyc-table-slice';

/** What a decision or change of one org's KYC makes stale: its record, the queue, its history. */
const kycChangedTags = (_result: unknown, _error: unknown, { org_id }: { org_id: number }) => [
  { type: 'Kyc' as const, id: org_id },
  'KycList' as const,
  { type: 'KycHistory' as const, id: org_id },
];

/** The queue's query string: only the filters that are set. */
export function searchParams(
  state: Partial<KycTableState>,
): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value !== null && value !== undefined && value !== '') params[key] = value;
  }
  return params;
}

/** The queue's filters as the bulk routes take them: no paging, a flag as its query text. */
export function kycBulkFilter(state: KycTableState): Record<string, string | number | boolean> {
  const { page: _page, page_size: _size, trial, ...filters } = state;
  return searchParams({ ...filters, ...(trial === null ? {} : { trial: String(trial) }) } as never);
}

type Versioned = { org_id: number; version?: number };
type CopyArgs = { part: 'kyc' | 'bv' | 'fup'; source_org_id: number; destination_org_id: number };
const copyUrl = {
  kyc: '/org/kyc/copy',
  bv: '/admin/org/kyc/copy/bv',
  fup: '/admin/org/kyc/copy/fup',
} as const;

const kycWithTags = api.enhanceEndpoints({
  addTagTypes: ['Kyc', 'KycList', 'Digio', 'KycHistory'],
});

/** What the queue and the review read: pages, counts, a team's KYC, lists, history. */
const kycReads = kycWithTags.injectEndpoints({
  endpoints: (build) => ({
    kycSearch: build.query<z.infer<typeof kycPageSchema>, Partial<KycTableState>>({
      query: (state) => ({
        url: '/org/kyc/search',
        params: searchParams(state),
      }),
      providesTags: ['KycList'],
    }),
    kycCounts: build.query<z.infer<typeof kycCountsSchema>, Partial<KycTableState>>({
      query: (filters) => ({
        url: '/org/kyc/search/counts',
        params: searchParams(filters),
      }),
      providesTags: ['KycList'],
    }),
    kycDetail: build.query<z.infer<typeof kycDetailSchema>, number>({
      query: (orgId) => `/org/kyc/${orgId}`,
      providesTags: (_r, _e, orgId) => [{ type: 'Kyc', id: orgId }],
    }),
    kycDocList: build.query<z.infer<typeof kycDocListSchema>, void>({
      query: (_arg) => '/org/kyc/doc-list',
    }),
    bvDocList: build.query<z.infer<typeof bvDocListSchema>, void>({
      query: (_arg) => '/org/kyc/bv/doc-list',
    }),
    kycRejectionMessages: build.query<z.infer<typeof rejectionMessagesSchema>, void>({
      query: (_arg) => '/org/kyc/rejection-messages',
    }),
    bvRejectionMessages: build.query<z.infer<typeof rejectionMessagesSchema>, void>({
      query: (_arg) => '/org/kyc/bv/rejection-messages',
    }),
    /** A short-lived display URL of a stored document (spec: getObject with no_redirect). */
    kycDocumentUrl: build.query<z.infer<typeof getObjectResponse>, string>({
      query: (fileName) => ({
        url: '/s3/getObject',
        params: { file_name: fileName, no_redirect: true },
      }),
      keepUnusedDataFor: 240,
    }),
    /** One page of the history: the newest, or the one older than `before` (the previous page's next_before). */
    kycActionHistory: build.query<ActionHistory, { orgId: number; before?: number }>({
      query: ({ orgId, before }) => ({
        url: `/admin/org/${orgId}/kyc/action-history`,
        params: before ? { before } : {},
      }),
      providesTags: (_r, _e, { orgId }) => [{ type: 'KycHistory', id: orgId }],
    }),
    digioRequests: build.query<
      z.infer<typeof digioListSchema>,
      { orgId: number; kind: 'KYC' | 'FUP' }
    >({
      query: ({ orgId, kind }) =>
        kind === 'KYC' ? `/digio/org/${orgId}` : `/digio/org/${orgId}/fup`,
      providesTags: (_r, _e, { orgId }) => [{ type: 'Digio', id: orgId }],
    }),
  }),
});

/** What reviewers do: decide, undo, assign, correct, copy, toggle, send the signing link. */
export const kycApi = kycReads.injectEndpoints({
  endpoints: (build) => ({
    approveKyc: build.mutation<z.infer<typeof kycChangedSchema>, Versioned>({
      query: (body) => ({ url: '/org/kyc/approve', method: 'POST', body }),
      invalidatesTags: kycChangedTags,
    }),
    /** The reviewer's own approve or reject taken back (a short while after it, server-checked). */
    undoKycDecision: build.mutation<
      z.infer<typeof kycChangedSchema>,
      { org_id: number; version: number }
    >({
      query: (body) => ({
        url: '/org/kyc/undo',
        method: 'POST',
        body,
      }),
      invalidatesTags: kycChangedTags,
    }),
    rejectKyc: build.mutation<
      z.infer<typeof kycChangedSchema>,
      Versioned & { rejection_messages: string[] }
    >({
      query: (body) => ({
        url: '/org/kyc/reject',
        method: 'POST',
        body,
      }),
      invalidatesTags: kycChangedTags,
    }),
    /**
     * Ask ticked orgs (a chunk) or every org the filters match to upload their KYC again, or
     * assign their reviews to one reviewer.
     */
    bulkKyc: build.mutation<
      BulkResult,
      (
        | { action: 'request_reupload'; rejection_messages: string[] }
        | { action: 'assign'; assignee_id: number | null }
      ) & { ids?: number[]; filter?: Record<string, unknown> }
    >({
      query: (body) => ({ url: '/org/kyc/bulk', method: 'POST', body }),
      invalidatesTags: ['Kyc', 'KycList', 'KycHistory'],
    }),
    countKycBulk: build.mutation<BulkCount, Record<string, unknown>>({
      query: (filter) => ({ url: '/org/kyc/bulk/count', method: 'POST', body: { filter } }),
    }),
    /** The staff a review can be assigned to (those who may review KYC). */
    kycReviewers: build.query<z.infer<typeof kycReviewersSchema>, void>({
      query: (_arg) => '/org/kyc/reviewers',
    }),
    /** One org's review to a reviewer, or to nobody (`assignee_id: null`). */
    assignKyc: build.mutation<
      z.infer<typeof kycAssignedSchema>,
      { org_id: number; assignee_id: number | null }
    >({
      query: (body) => ({
        url: '/org/kyc/assign',
        method: 'POST',
        body,
      }),
      invalidatesTags: kycChangedTags,
    }),
    modifyKyc: build.mutation<z.infer<typeof kycChangedSchema>, ModifyBody>({
      query: (body) => ({ url: '/org/kyc/modify', method: 'PUT', body }),
      invalidatesTags: kycChangedTags,
    }),
    updateBusinessVerification: build.mutation<
      z.infer<typeof kycChangedSchema>,
      BvUpdateBody & { orgId: number }
    >({
      query: ({ orgId, ...body }) => ({
        url: `/admin/org/${orgId}/kyc/bv`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Kyc', id: orgId },
        'KycList',
        { type: 'KycHistory', id: orgId },
      ],
    }),
    toggleBusinessKyc: build.mutation<
      z.infer<typeof kycChangedSchema>,
      {
        orgId: number;
        is_biz_kyc_required: boolean;
        comment: string;
        version?: number;
      }
    >({
      query: ({ orgId, ...body }) => ({
        url: `/org/kyc/${orgId}/bv/toggle`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Kyc', id: orgId },
        'KycList',
        { type: 'KycHistory', id: orgId },
      ],
    }),
    toggleFup: build.mutation<
      z.infer<typeof kycChangedSchema>,
      {
        orgId: number;
        is_fup_required: boolean;
        comment?: string;
        version?: number;
      }
    >({
      query: ({ orgId, ...body }) => ({
        url: `/org/kyc/${orgId}/fup/toggle`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Kyc', id: orgId },
        { type: 'KycHistory', id: orgId },
      ],
    }),
    copyKyc: build.mutation<z.infer<typeof copyResultSchema>, CopyArgs>({
      query: ({ part, ...body }) => ({ url: copyUrl[part], method: 'POST', body }),
      invalidatesTags: (_r, _e, { destination_org_id: id }) => [
        { type: 'Kyc', id },
        'KycList',
        { type: 'KycHistory', id },
        { type: 'Digio', id },
      ],
    }),
    sendDigioLink: build.mutation<
      z.infer<typeof digioSentSchema>,
      { orgId: number; kind: 'KYC' | 'FUP' }
    >({
      query: ({ orgId, kind }) => ({
        url: kind === 'KYC' ? '/admin/org/kyc/digio' : '/admin/org/kyc/digio/fup',
        method: 'POST',
        body: { org_id: orgId },
      }),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Digio', id: orgId },
        { type: 'Kyc', id: orgId },
        { type: 'KycHistory', id: orgId },
      ],
    }),
    downloadFup: build.mutation<z.infer<typeof fupDownloadSchema>, number>({
      query: (orgId) => ({
        url: '/admin/org/kyc/digio/fup/download',
        method: 'POST',
        body: { org_id: orgId },
      }),
    }),
  }),
});

export const {
  useAssignKycMutation,
  useKycReviewersQuery,
  useBulkKycMutation,
  useCountKycBulkMutation,
  useKycSearchQuery,
  useKycCountsQuery,
  useKycDetailQuery,
  useKycDocListQuery,
  useBvDocListQuery,
  useKycRejectionMessagesQuery,
  useBvRejectionMessagesQuery,
  useKycDocumentUrlQuery,
  useKycActionHistoryQuery,
  useDigioRequestsQuery,
  useApproveKycMutation,
  useRejectKycMutation,
  useUndoKycDecisionMutation,
  useModifyKycMutation,
  useUpdateBusinessVerificationMutation,
  useToggleBusinessKycMutation,
  useToggleFupMutation,
  useCopyKycMutation,
  useSendDigioLinkMutation,
  useDownloadFupMutation,
} = kycApi;

/** POST /org/kyc/submit: staff who collected the documents submit for the customer. */
export const kycSubmitApi = kycApi.injectEndpoints({
  endpoints: (build) => ({
    submitKycForCustomer: build.mutation<
      z.infer<typeof staffSubmitResultSchema>,
      z.output<typeof staffSubmitBody>
    >({
      query: (body) => ({ url: '/org/kyc/submit', method: 'POST', body }),
      invalidatesTags: kycChangedTags,
    }),
  }),
});
export const { useSubmitKycForCustomerMutation } = kycSubmitApi;
