import { describe, expect, it } from 'vitest';
import { assignedDate } from './assigned-date';

describe('the Assigned date of a number', () => {
  it('is shown for a number a team holds, and not for an AVAILABLE one without a team', () => {
    const at = '2026-11-20T04:30:00.000Z';
    expect(assignedDate({ org_id: 7, assigned_at: at })).toBe(at);
    expect(assignedDate({ org_id: null, assigned_at: at })).toBeNull();
  });
});
