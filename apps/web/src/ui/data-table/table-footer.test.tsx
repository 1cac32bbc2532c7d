import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { pagerModel } from './paging';
import { TableFooter, type TableFooterProps } from './table-footer';

function renderFooter(props: Partial<TableFooterProps>) {
  const onPageChange = vi.fn();
  renderUi(
    <TableFooter
      page={1}
      pageSize={10}
      total={100}
      totalIsEstimate={false}
      pageSizes={[10, 25]}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  const pager = within(screen.getByTestId('table-pager'));
  const numbers = () =>
    pager
      .queryAllByRole('button')
      .map((b) => b.textContent)
      .filter((text) => text !== '');
  return { onPageChange, pager, numbers };
}

describe('TableFooter', () => {
  it('offers every page of an exact total, the last one included', async () => {
    const { numbers, pager, onPageChange } = renderFooter({ page: 5, total: 100 });
    expect(numbers()).toEqual(['1', '4', '5', '6', '10']);
    await userEvent.click(pager.getByRole('button', { name: '10' }));
    expect(onPageChange).toHaveBeenCalledWith(10);
  });

  it('offers no last-page jump for an estimated total', () => {
    const { numbers } = renderFooter({ page: 1, total: 250_000, totalIsEstimate: true });
    expect(numbers()).toEqual(['1', '2']);
    expect(screen.getByTestId('page-next')).toBeEnabled();
  });

  it('numbers pages only inside the offset window; deeper, it steps with next and previous', async () => {
    // 10,000 rows of offset at 10 a page: page 1,001 is the deepest numbered page.
    const edge = renderFooter({
      page: 1001,
      total: 5_000_000,
      totalIsEstimate: true,
      maxOffsetRows: 10_000,
      hasNextPage: true,
    });
    expect(edge.numbers()).toEqual(['1', '1,000', '1,001']);
    await userEvent.click(screen.getByTestId('page-next'));
    expect(edge.onPageChange).toHaveBeenCalledWith(1002);
  });

  it('on a deep page shows where it is, and goes back one page, or to the first', async () => {
    const { numbers, pager, onPageChange } = renderFooter({
      page: 4000,
      total: 5_000_000,
      totalIsEstimate: true,
      maxOffsetRows: 10_000,
      hasNextPage: true,
    });
    expect(numbers()).toEqual(['1', '4,000']);
    expect(pager.getByRole('button', { name: '4,000' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByTestId('page-previous'));
    expect(onPageChange).toHaveBeenLastCalledWith(3999);
    await userEvent.click(pager.getByRole('button', { name: '1' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByTestId('table-page')).toHaveTextContent('Page 4,000 of about 5,00,000');
  });

  it('stops at the last page the server has, whatever the estimate said', () => {
    renderFooter({
      page: 12,
      total: 100,
      totalIsEstimate: true,
      maxOffsetRows: 10_000,
      hasNextPage: false,
    });
    expect(screen.getByTestId('page-next')).toBeDisabled();
    expect(screen.getByTestId('page-previous')).toBeEnabled();
  });
});

describe('pagerModel', () => {
  it('hides an exact last page that lies past the offset window', () => {
    expect(
      pagerModel({
        page: 1,
        pageSize: 10,
        total: 20_000,
        totalIsEstimate: false,
        maxOffsetRows: 10_000,
      }).items,
    ).toEqual([1, 2]);
    expect(
      pagerModel({
        page: 3,
        pageSize: 10,
        total: 50,
        totalIsEstimate: false,
        maxOffsetRows: 10_000,
      }).items,
    ).toEqual([1, 2, 3, 4, 5]);
  });
});
