import type { UserDetail } from '@switchboard/contract/users';
import type {
  Correction,
  CorrectionCreateBody,
  Consent,
  ConsentChannel,
  DataAccessList,
  DataAccessKind,
  ErasureAsker,
  ErasureList,
  ErasurePreview,
  ErasureRequest,
  ErasureStatus,
  RetentionStatus,
} from '@switchboard/contract/personal-data';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

export type AccessFilters = {
  kind?: DataAccessKind | null;
  orgId?: number | null;
  personId?: number | null;
  before?: number | null;
  limit?: number;
};

export type ErasureFilters = {
  status?: ErasureStatus | null;
  overdue?: boolean;
  personId?: number | null;
  before?: number | null;
  limit?: number;
};

const base = api.enhanceEndpoints({
  addTagTypes: ['DataAccess', 'Erasure', 'Correction', 'User', 'Consent'],
});

export const personalDataApi = base.injectEndpoints({
  endpoints: (build) => ({
    /** Who opened KYC documents, recordings and data exports, newest first. */
    dataAccessRecords: build.query<DataAccessList, AccessFilters>({
      query: ({ kind, orgId, personId, before, limit }) => ({
        url: '/admin/data-access-records',
        params: presentParams({
          kind,
          org_id: orgId,
          person_id: personId,
          before,
          limit,
        }),
      }),
      providesTags: ['DataAccess'],
    }),
    /** The retention periods in force and the retention job's last run. */
    /** A person's marketing consent on each channel. */
    personConsents: build.query<Consent[], number>({
      query: (personId) => `/admin/people/${personId}/consents`,
      providesTags: (_r, _e, personId) => [{ type: 'Consent', id: personId }],
    }),
    /** Staff record a consent the person gave them, or its withdrawal (audited). */
    changeConsent: build.mutation<
      Consent[],
      { personId: number; channel: ConsentChannel; given: boolean }
    >({
      query: ({ personId, channel, given }) => ({
        url: `/admin/people/${personId}/consents/${channel}`,
        method: 'PUT',
        body: { given },
      }),
      invalidatesTags: (_r, _e, { personId }) => [{ type: 'Consent', id: personId }],
    }),
    dataRetention: build.query<RetentionStatus, void>({
      query: () => ({ url: '/admin/data-retention' }),
    }),
    /** Erasure requests, newest first: the queue, or one person's. */
    erasureRequests: build.query<ErasureList, ErasureFilters>({
      query: ({ status, overdue, personId, before, limit }) => ({
        url: '/admin/erasure-requests',
        params: presentParams({
          status,
          overdue: overdue ? 'true' : undefined,
          person_id: personId,
          before,
          limit,
        }),
      }),
      providesTags: ['Erasure'],
    }),
    requestErasure: build.mutation<ErasureRequest, { personId: number; askedBy: ErasureAsker }>({
      query: ({ personId, askedBy }) => ({
        url: `/admin/people/${personId}/erasure-requests`,
        method: 'POST',
        body: { asked_by: askedBy },
      }),
      invalidatesTags: ['Erasure'],
    }),
    /** What carrying the request out will anonymise and keep. */
    erasurePreview: build.query<ErasurePreview, number>({
      query: (id) => ({ url: `/admin/erasure-requests/${id}/preview` }),
      providesTags: ['Erasure'],
    }),
    carryOutErasure: build.mutation<ErasureRequest, number>({
      query: (id) => ({ url: `/admin/erasure-requests/${id}/carry-out`, method: 'POST' }),
      invalidatesTags: ['Erasure', 'DataAccess'],
    }),
    /** The person as recorded: what a correction starts from. */
    correctablePerson: build.query<UserDetail, number>({
      query: (id) => ({ url: `/users/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    personCorrections: build.query<Correction[], number>({
      query: (id) => ({ url: `/admin/people/${id}/corrections` }),
      providesTags: ['Correction'],
    }),
    correctPerson: build.mutation<
      Correction,
      { personId: number; body: Partial<Omit<CorrectionCreateBody, 'asked_by'>> }
    >({
      query: ({ personId, body }) => ({
        url: `/admin/people/${personId}/corrections`,
        method: 'POST',
        body,
      }),
      // The user's page shows the corrected values.
      invalidatesTags: (_r, _e, { personId }) => ['Correction', { type: 'User', id: personId }],
    }),
    rejectErasure: build.mutation<ErasureRequest, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/erasure-requests/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Erasure'],
    }),
  }),
});

export const {
  usePersonConsentsQuery,
  useChangeConsentMutation,
  useDataAccessRecordsQuery,
  useDataRetentionQuery,
  useErasureRequestsQuery,
  useRequestErasureMutation,
  useErasurePreviewQuery,
  useCarryOutErasureMutation,
  useRejectErasureMutation,
  useCorrectablePersonQuery,
  usePersonCorrectionsQuery,
  useCorrectPersonMutation,
} = personalDataApi;

/** The address of a person's archive: the browser downloads it under the server's name. */
export const dataExportHref = (personId: number) =>
  `${globalThis.location?.origin ?? ''}/api/admin/people/${personId}/data-export`;
