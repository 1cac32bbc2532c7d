import type { TimelineKind, TimelinePage } from '@switchboard/contract/timeline';
import { api } from '../../lib/api/api';

/** Entries per page; "Load older" asks for the next page after the last one shown. */
export const TIMELINE_PAGE_SIZE = 25;

export type TimelineArgs = {
  orgId: number;
  /** Empty: every kind. */
  kinds: readonly TimelineKind[];
  before?: string | null;
};

export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    orgTimeline: build.query<TimelinePage, TimelineArgs>({
      query: ({ orgId, kinds, before }) => ({
        url: `/org/${orgId}/timeline`,
        params: {
          limit: TIMELINE_PAGE_SIZE,
          ...(kinds.length ? { kinds: kinds.join(',') } : {}),
          ...(before ? { before } : {}),
        },
      }),
      // Every change the console makes is audited, so any change refreshes it (app/org-activity.ts).
      providesTags: (_r, _e, { orgId }) => [{ type: 'OrgActivity', id: orgId }],
    }),
  }),
});

export const { useOrgTimelineQuery } = timelineApi;
