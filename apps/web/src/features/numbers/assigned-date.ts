/**
 * When a number was given to its team, or null for a number no team holds (an AVAILABLE one
 * straight from the import): the inventory stamps every row, but "Assigned" means a team got it.
 */
export const assignedDate = (n: { org_id: number | null; assigned_at: string }): string | null =>
  n.org_id === null ? null : n.assigned_at;
