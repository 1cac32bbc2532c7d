import { describe, expect, it } from 'vitest';
import { transitionRefusal } from './kyc';

describe('KYC transitions', () => {
  it('allows review actions on a submitted KYC and refuses repeating its current state', () => {
    expect(transitionRefusal('PENDING', 'approve')).toBeNull();
    expect(transitionRefusal('REJECTED', 'approve')).toBeNull();
    expect(transitionRefusal('APPROVED', 'reject')).toBeNull();
    expect(transitionRefusal('APPROVED', 'approve')).toBe('KYC is already APPROVED');
    expect(transitionRefusal('INCOMPLETE', 'incomplete', 'Business verification')).toBe(
      'Business verification is already INCOMPLETE',
    );
  });

  it('lets nothing but INCOMPLETE happen to a KYC never submitted', () => {
    expect(transitionRefusal('NOT_SUBMITTED', 'approve')).toMatch(/has not been submitted/);
    expect(transitionRefusal(null, 'reject')).toMatch(/has not been submitted/);
    expect(transitionRefusal(null, 'incomplete')).toBeNull();
  });
});
