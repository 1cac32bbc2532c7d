import { describe, expect, it } from 'vitest';
import { initialKycTableState } from '../kyc-table-slice';
import {
  filtersFromParams,
  fromTableState,
  paramsFromFilters,
  toTableState,
} from './queue-filters';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('KYC queue filters in the URL', () => {
  it("reads the dashboard's link and writes back only what is set", () => {
    const filters = read('status=PENDING&business_kyc_status=PENDING&trial=false&page=2');
    expect(filters).toMatchObject({
      status: 'PENDING',
      business_kyc_status: 'PENDING',
      trial: false,
      page: 2,
    });
    expect(paramsFromFilters(filters).toString()).toBe(
      'status=PENDING&trial=false&business_kyc_status=PENDING&page=2',
    );
    expect(paramsFromFilters(read('')).toString()).toBe('');
  });

  it('ignores what is not a status or a yes/no', () => {
    expect(read('status=LOST&trial=maybe&user_kyc_status=x')).toMatchObject({
      status: null,
      trial: null,
      user_kyc_status: null,
    });
  });

  it('is the persisted slice in another form, both ways', () => {
    const filters = read('status=APPROVED&text=acme&page_size=25');
    const state = toTableState(filters);
    expect(state).toEqual({
      ...initialKycTableState,
      status: 'APPROVED',
      text: 'acme',
      page_size: 25,
    });
    expect(fromTableState(state)).toEqual(filters);
    // A status the URL would refuse (an older build's) is not brought back.
    expect(fromTableState({ ...state, status: 'pending' }).status).toBeNull();
  });

  it('keeps "Assigned to" as the server reads it: me, anyone, unassigned or a staff id', () => {
    for (const value of ['me', 'anyone', 'unassigned', '42'])
      expect(paramsFromFilters(read(`assignee=${value}`)).toString()).toBe(`assignee=${value}`);
    for (const value of ['someone', '0', '-3', '4.5'])
      expect(read(`assignee=${value}`).assignee).toBeNull();
    // A slice persisted before the filter existed reads as no filter.
    const { assignee: _none, ...older } = initialKycTableState;
    expect(fromTableState(older).assignee).toBeNull();
    expect(fromTableState({ ...initialKycTableState, assignee: 'me' }).assignee).toBe('me');
  });
});
