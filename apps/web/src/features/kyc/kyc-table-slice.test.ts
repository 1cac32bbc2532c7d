import { describe, expect, it } from 'vitest';
import {
  initialKycTableState,
  kycFiltersChanged,
  kycPageChanged,
  kycTableSlice,
} from './kyc-table-slice';

const reduce = kycTableSlice.reducer;

describe('kycTable slice', () => {
  it('goes back to page one when a filter changes', () => {
    const onPage3 = reduce(initialKycTableState, kycPageChanged(3));
    const filtered = reduce(onPage3, kycFiltersChanged({ status: 'pending', text: 'acme' }));
    expect(filtered).toMatchObject({ page: 1, status: 'pending', text: 'acme', page_size: 10 });
  });
});
