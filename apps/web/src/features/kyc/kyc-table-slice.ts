import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/**
 * Filters of the KYC list, a copy of the queue's URL. Persisted (spec section 9) so a reviewer
 * returns to the same page, and read by the review's next and previous.
 */
export interface KycTableState {
  page: number;
  page_size: number;
  status: string | null;
  text: string;
  trial: boolean | null;
  user_kyc_status: string | null;
  business_kyc_status: string | null;
  /** "Assigned to" (queue/queue-filters.ts); absent in a slice persisted before it existed. */
  assignee?: string | null;
}

export const initialKycTableState: KycTableState = {
  page: 1,
  page_size: 10,
  status: null,
  text: '',
  trial: null,
  user_kyc_status: null,
  business_kyc_status: null,
  assignee: null,
};

export const kycTableSlice = createSlice({
  name: 'kycTable',
  initialState: initialKycTableState,
  reducers: {
    kycPageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    // The queue's URL is its list; the slice keeps a copy (queue/use-queue-filters.ts).
    kycTableReplaced(_state, action: PayloadAction<KycTableState>) {
      return action.payload;
    },
  },
  selectors: {
    selectKycTable: (state) => state,
  },
});

export const { kycPageChanged, kycTableReplaced } = kycTableSlice.actions;
export const { selectKycTable } = kycTableSlice.selectors;

/** The KYC area's own slice: lib's useAppSelector knows only lib's state, so it has its own hook. */
export const useKycTable = () => useSelector(selectKycTable);
