import { describe, expect, it } from 'vitest';
import { submissionRefusal, transitionRefusal } from './kyc';

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

  it('lets no review action happen to a KYC never submitted, INCOMPLETE included', () => {
    expect(transitionRefusal('NOT_SUBMITTED', 'approve')).toMatch(/has not been submitted/);
    expect(transitionRefusal(null, 'reject')).toMatch(/has not been submitted/);
    expect(transitionRefusal(null, 'incomplete')).toMatch(/has not been submitted/);
    expect(transitionRefusal('NOT_SUBMITTED', 'incomplete')).toMatch(/has not been submitted/);
  });
});

describe('KYC submissions from the app', () => {
  it('opens or reopens a review and corrects a waiting one, never replaces an approval', () => {
    for (const status of [null, 'NOT_SUBMITTED', 'PENDING', 'REJECTED', 'INCOMPLETE'] as const)
      expect(submissionRefusal(status)).toBeNull();
    expect(submissionRefusal('APPROVED', 'Business verification')).toBe(
      'Business verification is already APPROVED; it cannot be submitted again',
    );
  });
});
