import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './row-selection';

const render = (pageIds: number[], total = 25, filterKey = 'a') =>
  renderHook((props) => useRowSelection(props.pageIds, props.total, props.filterKey), {
    initialProps: { pageIds, total, filterKey },
  });

describe('useRowSelection', () => {
  it('ticks rows one by one and a whole page, across pages', () => {
    const { result, rerender } = render([1, 2, 3]);
    act(() => result.current.toggle(2));
    expect(result.current).toMatchObject({ count: 1, pagePartly: true, pageTicked: false });
    act(() => result.current.togglePage());
    expect(result.current.count).toBe(3);
    expect(result.current.pageTicked).toBe(true);
    rerender({ pageIds: [4, 5, 6], total: 25, filterKey: 'a' });
    act(() => result.current.toggle(5));
    expect(result.current.selection).toEqual({ kind: 'ids', ids: [2, 1, 3, 5] });
    act(() => result.current.togglePage());
    act(() => result.current.togglePage());
    expect(result.current.selection).toEqual({ kind: 'ids', ids: [2, 1, 3] });
  });

  it('"all matching" counts the list total; unticking one keeps the page; new filters drop it', () => {
    const { result, rerender } = render([1, 2, 3], 1234);
    act(() => result.current.selectAllMatching());
    expect(result.current).toMatchObject({ count: 1234, pageTicked: true });
    expect(result.current.isTicked(999)).toBe(true);
    act(() => result.current.toggle(2));
    expect(result.current.selection).toEqual({ kind: 'ids', ids: [1, 3] });
    act(() => result.current.selectAllMatching());
    rerender({ pageIds: [1, 2, 3], total: 10, filterKey: 'b' });
    expect(result.current.selection).toEqual({ kind: 'ids', ids: [] });
    expect(result.current.count).toBe(0);
  });
});
