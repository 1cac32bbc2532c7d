import type { OrgDetails } from '@switchboard/contract/teams';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { changedFields, statusConfirmation } from './edit-org-dialog';

const org = {
  name: 'Kaveri Textiles',
  email: 'a@kaveri.in',
  gstin: null,
  status: 'ACTIVE',
  assigned_staff: { id: 3, name: 'Asha Rao' },
} as OrgDetails;
const same = {
  name: 'Kaveri Textiles',
  email: 'a@kaveri.in',
  gstin: '',
  status: 'ACTIVE',
  assigned_staff_id: '3',
};
const t = i18n.getFixedT('en') as TFunction;

describe('changedFields', () => {
  it('sends only what staff changed, with blanks as null', () => {
    expect(changedFields(org, { ...same, name: 'Kaveri Textiles ' })).toEqual({});
    expect(
      changedFields(org, {
        name: 'Kaveri Silks',
        email: '',
        gstin: '27abcde1234f1z5',
        status: 'SUSPENDED',
        assigned_staff_id: '3',
      }),
    ).toEqual({
      name: 'Kaveri Silks',
      email: null,
      gstin: '27abcde1234f1z5',
      status: 'SUSPENDED',
    });
  });

  it('sends the picked staff member as a number, and clearing the picker unassigns', () => {
    expect(changedFields(org, { ...same, assigned_staff_id: '9' })).toEqual({
      assigned_staff_id: 9,
    });
    expect(changedFields(org, { ...same, assigned_staff_id: null })).toEqual({
      assigned_staff_id: null,
    });
    expect(
      changedFields({ ...org, assigned_staff: null }, { ...same, assigned_staff_id: null }),
    ).toEqual({});
  });
});

describe('statusConfirmation', () => {
  it('asks, in red, before suspending a team, and asks before reactivating it', () => {
    expect(statusConfirmation(org, { status: 'SUSPENDED' }, t)).toEqual({
      title: 'Suspend Kaveri Textiles?',
      message: expect.stringContaining('cannot sign in'),
      danger: true,
    });
    expect(
      statusConfirmation({ ...org, status: 'SUSPENDED' }, { status: 'ACTIVE' }, t),
    ).toMatchObject({ title: 'Reactivate Kaveri Textiles?', danger: false });
  });

  it('saves other edits without asking', () => {
    expect(
      statusConfirmation(org, { name: 'Kaveri Silks', assigned_staff_id: 9 }, t),
    ).toBeUndefined();
  });
});
