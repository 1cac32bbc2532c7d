import type { StaffMember } from '@switchboard/contract/teams';
import { api } from './api';

/**
 * GET /admin/staff: the console staff by name, for every picker that names one (a team's
 * assigned staff, an invite code's owner, a lead's owner). One cached list for all of them.
 */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffMember[], void>({
      query: () => '/admin/staff',
    }),
  }),
});

export const { useStaffMembersQuery } = staffApi;
