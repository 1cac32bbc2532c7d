/** A team's states (a deleted team is marked apart: see teams.ts `orgStatusFilters`). */
export const orgStatuses = ['ACTIVE', 'SUSPENDED'] as const;
