import type { OrgDetails } from '@switchboard/contract/teams';
import { describe, expect, it } from 'vitest';
import { changedFields } from './edit-org-modal';

const org = { name: 'Kaveri Textiles', email: 'a@kaveri.in', gstin: null, status: 'ACTIVE' } as OrgDetails;

describe('changedFields', () => {
  it('sends only what staff changed, with blanks as null', () => {
    expect(changedFields(org, { name: 'Kaveri Textiles ', email: 'a@kaveri.in', gstin: '', status: 'ACTIVE' })).toEqual({});
    expect(changedFields(org, { name: 'Kaveri Silks', email: '', gstin: '27abcde1234f1z5', status: 'SUSPENDED' })).toEqual({
      name: 'Kaveri Silks',
      email: null,
      gstin: '27abcde1234f1z5',
      status: 'SUSPENDED',
    });
  });
});
