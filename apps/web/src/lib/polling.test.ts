import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdaptivePolling } from './polling';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => setVisibility('visible'));

describe('adaptive polling', () => {
  it('backs off while the answer stays the same and comes back when it changes', () => {
    const { result } = renderHook(() => useAdaptivePolling(5000, 40_000));
    const same = { rows: [1] };
    const answer = (data: unknown, at: number) => act(() => result.current[1](data, at));
    expect(result.current[0]).toBe(5000);
    answer(same, 1);
    answer(same, 2);
    expect(result.current[0]).toBe(10_000);
    answer(same, 3);
    answer(same, 4);
    answer(same, 5);
    expect(result.current[0]).toBe(40_000);
    // The same answer read twice (a re-render, not a new poll) changes nothing.
    answer(same, 5);
    expect(result.current[0]).toBe(40_000);
    answer({ rows: [1, 2] }, 6);
    expect(result.current[0]).toBe(5000);
  });

  it('stops while the tab is hidden and polls again at once when it is back', () => {
    const { result } = renderHook(() => useAdaptivePolling(5000));
    const same = {};
    act(() => result.current[1](same, 1));
    act(() => result.current[1](same, 2));
    expect(result.current[0]).toBe(10_000);
    act(() => setVisibility('hidden'));
    expect(result.current[0]).toBe(0);
    act(() => setVisibility('visible'));
    expect(result.current[0]).toBe(5000);
  });
});
