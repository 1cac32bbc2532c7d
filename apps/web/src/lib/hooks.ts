import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, LibState } from './state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Reads lib's part of the state; an area's own slice comes with its own hook (useKycTable). */
export const useAppSelector = useSelector.withTypes<LibState>();
