import { getObjectResponse } from '@switchboard/contract/files';
import {
  actionHistorySchema,
  bvDocListSchema,
  copyResultSchema,
  digioListSchema,
  digioSentSchema,
  fupDownloadSchema,
  kycChangedSchema,
  kycCountsSchema,
  kycDetailSchema,
  kycAssignedSchema,
  kycDocListSchema,
  kycPageSchema,
  kycReviewersSchema,
  rejectionMessagesSchema,
  type ActionHistory,
  type BvUpdateBody,
  type ModifyBody,
} from '@switchboard/contract/kyc';
import type { z } from 'zod';
import {
  bulkCountSchema,
  bulkResultSchema,
  type BulkCount,
  type BulkResult,
} from '@switchboard/contract/bulk';
import { api } from '../../lib/api/api';
import type { KycTableState } from './kyc-table-slice';

/** Parses each response with the contract's schema: the server and the console agree on shapes. */
const parse =
  <T extends z.ZodType>(schema: T) =>
  (data: unknown): z.infer<T> =>
    schema.parse(data);

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

export const kycApi = kycWithTags.injectEndpoints({
  endpoints: (build) => ({
    kycSearch: build.query({
      query: (state: Partial<KycTableState>) => ({
        url: '/org/kyc/search',
        params: searchParams(state),
      }),
      transformResponse: parse(kycPageSchema),
      providesTags: ['KycList'],
    }),
    kycCounts: build.query({
      query: (filters: Partial<KycTableState>) => ({
        url: '/org/kyc/search/counts',
        params: searchParams(filters),
      }),
      transformResponse: parse(kycCountsSchema),
      providesTags: ['KycList'],
    }),
    kycDetail: build.query({
      query: (orgId: number) => `/org/kyc/${orgId}`,
      transformResponse: parse(kycDetailSchema),
      providesTags: (_r, _e, orgId) => [{ type: 'Kyc', id: orgId }],
    }),
    kycDocList: build.query({
      query: (_arg: void) => '/org/kyc/doc-list',
      transformResponse: parse(kycDocListSchema),
    }),
    bvDocList: build.query({
      query: (_arg: void) => '/org/kyc/bv/doc-list',
      transformResponse: parse(bvDocListSchema),
    }),
    kycRejectionMessages: build.query({
      query: (_arg: void) => '/org/kyc/rejection-messages',
      transformResponse: parse(rejectionMessagesSchema),
    }),
    bvRejectionMessages: build.query({
      query: (_arg: void) => '/org/kyc/bv/rejection-messages',
      transformResponse: parse(rejectionMessagesSchema),
    }),
    /** A short-lived display URL of a stored document (spec: getObject with no_redirect). */
    kycDocumentUrl: build.query({
      query: (fileName: string) => ({
        url: '/s3/getObject',
        params: { file_name: fileName, no_redirect: true },
      }),
      transformResponse: parse(getObjectResponse),
      keepUnusedDataFor: 240,
    }),
    /** One page of the history: the newest, or the one older than `before` (the previous page's next_before). */
    kycActionHistory: build.query<ActionHistory, { orgId: number; before?: number }>({
      query: ({ orgId, before }) => ({
        url: `/admin/org/${orgId}/kyc/action-history`,
        params: before ? { before } : {},
      }),
      transformResponse: parse(actionHistorySchema),
      providesTags: (_r, _e, { orgId }) => [{ type: 'KycHistory', id: orgId }],
    }),
    digioRequests: build.query({
      query: ({ orgId, kind }: { orgId: number; kind: 'KYC' | 'FUP' }) =>
        kind === 'KYC' ? `/digio/org/${orgId}` : `/digio/org/${orgId}/fup`,
      transformResponse: parse(digioListSchema),
      providesTags: (_r, _e, { orgId }) => [{ type: 'Digio', id: orgId }],
    }),

    approveKyc: build.mutation({
      query: (body: Versioned) => ({ url: '/org/kyc/approve', method: 'POST', body }),
      transformResponse: parse(kycChangedSchema),
      invalidatesTags: kycChangedTags,
    }),
    /** The reviewer's own approve or reject taken back (a short while after it, server-checked). */
    undoKycDecision: build.mutation({
      query: (body: { org_id: number; version: number }) => ({
        url: '/org/kyc/undo',
        method: 'POST',
        body,
      }),
      transformResponse: parse(kycChangedSchema),
      invalidatesTags: kycChangedTags,
    }),
    rejectKyc: build.mutation({
      query: (body: Versioned & { rejection_messages: string[] }) => ({
        url: '/org/kyc/reject',
        method: 'POST',
        body,
      }),
      transformResponse: parse(kycChangedSchema),
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
      transformResponse: parse(bulkResultSchema),
      invalidatesTags: ['Kyc', 'KycList', 'KycHistory'],
    }),
    countKycBulk: build.mutation<BulkCount, Record<string, unknown>>({
      query: (filter) => ({ url: '/org/kyc/bulk/count', method: 'POST', body: { filter } }),
      transformResponse: parse(bulkCountSchema),
    }),
    /** The staff a review can be assigned to (those who may review KYC). */
    kycReviewers: build.query({
      query: (_arg: void) => '/org/kyc/reviewers',
      transformResponse: parse(kycReviewersSchema),
    }),
    /** One org's review to a reviewer, or to nobody (`assignee_id: null`). */
    assignKyc: build.mutation({
      query: (body: { org_id: number; assignee_id: number | null }) => ({
        url: '/org/kyc/assign',
        method: 'POST',
        body,
      }),
      transformResponse: parse(kycAssignedSchema),
      invalidatesTags: kycChangedTags,
    }),
    modifyKyc: build.mutation({
      query: (body: ModifyBody) => ({ url: '/org/kyc/modify', method: 'PUT', body }),
      transformResponse: parse(kycChangedSchema),
      invalidatesTags: kycChangedTags,
    }),
    updateBusinessVerification: build.mutation({
      query: ({ orgId, ...body }: BvUpdateBody & { orgId: number }) => ({
        url: `/admin/org/${orgId}/kyc/bv`,
        method: 'PUT',
        body,
      }),
      transformResponse: parse(kycChangedSchema),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Kyc', id: orgId },
        'KycList',
        { type: 'KycHistory', id: orgId },
      ],
    }),
    toggleBusinessKyc: build.mutation({
      query: ({
        orgId,
        ...body
      }: {
        orgId: number;
        is_biz_kyc_required: boolean;
        comment: string;
        version?: number;
      }) => ({
        url: `/org/kyc/${orgId}/bv/toggle`,
        method: 'POST',
        body,
      }),
      transformResponse: parse(kycChangedSchema),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Kyc', id: orgId },
        'KycList',
        { type: 'KycHistory', id: orgId },
      ],
    }),
    toggleFup: build.mutation({
      query: ({
        orgId,
        ...body
      }: {
        orgId: number;
        is_fup_required: boolean;
        comment?: string;
        version?: number;
      }) => ({
        url: `/org/kyc/${orgId}/fup/toggle`,
        method: 'POST',
        body,
      }),
      transformResponse: parse(kycChangedSchema),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Kyc', id: orgId },
        { type: 'KycHistory', id: orgId },
      ],
    }),
    copyKyc: build.mutation({
      query: ({ part, ...body }: CopyArgs) => ({ url: copyUrl[part], method: 'POST', body }),
      transformResponse: parse(copyResultSchema),
      invalidatesTags: (_r, _e, { destination_org_id: id }) => [
        { type: 'Kyc', id },
        'KycList',
        { type: 'KycHistory', id },
        { type: 'Digio', id },
      ],
    }),
    sendDigioLink: build.mutation({
      query: ({ orgId, kind }: { orgId: number; kind: 'KYC' | 'FUP' }) => ({
        url: kind === 'KYC' ? '/admin/org/kyc/digio' : '/admin/org/kyc/digio/fup',
        method: 'POST',
        body: { org_id: orgId },
      }),
      transformResponse: parse(digioSentSchema),
      invalidatesTags: (_r, _e, { orgId }) => [
        { type: 'Digio', id: orgId },
        { type: 'Kyc', id: orgId },
        { type: 'KycHistory', id: orgId },
      ],
    }),
    downloadFup: build.mutation({
      query: (orgId: number) => ({
        url: '/admin/org/kyc/digio/fup/download',
        method: 'POST',
        body: { org_id: orgId },
      }),
      transformResponse: parse(fupDownloadSchema),
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
