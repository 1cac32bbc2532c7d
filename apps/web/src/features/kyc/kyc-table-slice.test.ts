import { describe, expect, it } from 'vitest';
import {
  initialKycTableState,
  kycPageChanged,
  kycTableReplaced,
  kycTableSlice,
} from './kyc-table-slice';

const reduce = kycTableSlice.reducer;

describe('kycTable slice', () => {
  it("takes the queue's URL as a whole, and the review's step to another page", () => {
    const queue = { ...initialKycTableState, status: 'PENDING', text: 'acme', page: 2 };
    const copied = reduce(initialKycTableState, kycTableReplaced(queue));
    expect(copied).toEqual(queue);
    expect(reduce(copied, kycPageChanged(3))).toEqual({ ...queue, page: 3 });
  });
});
