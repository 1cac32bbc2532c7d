import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/** Filters of the KYC list. Persisted (spec section 9) so a reviewer returns to the same page. */
export interface KycTableState {
  page: number;
  page_size: number;
  status: string | null;
  text: string;
  trial: boolean | null;
  user_kyc_status: string | null;
  business_kyc_status: string | null;
}

export type KycFilters = Omit<KycTableState, 'page' | 'page_size'>;

export const initialKycTableState: KycTableState = {
  page: 1,
  page_size: 10,
  status: null,
  text: '',
  trial: null,
  user_kyc_status: null,
  business_kyc_status: null,
};

export const kycTableSlice = createSlice({
  name: 'kycTable',
  initialState: initialKycTableState,
  reducers: {
    kycPageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    kycPageSizeChanged(state, action: PayloadAction<number>) {
      state.page_size = action.payload;
      state.page = 1;
    },
    // Any filter change starts again at page one: the old page may no longer exist.
    kycFiltersChanged(state, action: PayloadAction<Partial<KycFilters>>) {
      Object.assign(state, action.payload);
      state.page = 1;
    },
    kycFiltersReset() {
      return initialKycTableState;
    },
  },
  selectors: {
    selectKycTable: (state) => state,
  },
});

export const { kycPageChanged, kycPageSizeChanged, kycFiltersChanged, kycFiltersReset } =
  kycTableSlice.actions;
export const { selectKycTable } = kycTableSlice.selectors;

/** The KYC area's own slice: lib's useAppSelector knows only lib's state, so it has its own hook. */
export const useKycTable = () => useSelector(selectKycTable);
