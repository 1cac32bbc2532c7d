import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { DataTable, type DataTableProps } from './data-table';

interface Org {
  id: number;
  name: string;
}
const column = createColumnHelper<Org>();
const columns = [
  column.accessor('id', { header: 'ID' }),
  column.accessor('name', { header: 'Name' }),
];
const orgs: Org[] = [
  { id: 1, name: 'Acme' },
  { id: 2, name: 'Globex' },
];

function renderTable(props: Partial<DataTableProps<Org>> = {}) {
  const handlers = { onPageChange: vi.fn(), onSortingChange: vi.fn<(s: SortingState) => void>() };
  renderUi(
    <DataTable<Org>
      columns={columns}
      rows={orgs}
      getRowId={(row) => String(row.id)}
      page={1}
      pageSize={2}
      total={123456}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DataTable', () => {
  it('shows the rows of the page and the total in en-IN grouping', () => {
    renderTable();
    expect(screen.getAllByTestId('table-row')).toHaveLength(2);
    expect(screen.getByTestId('table-total')).toHaveTextContent('1,23,456 total');
  });

  it('flags an estimated total as "about"', () => {
    renderTable({ total: 250000, totalIsEstimate: true });
    expect(screen.getByTestId('table-total')).toHaveTextContent('about 2,50,000 total');
  });

  it('asks the server for another page', async () => {
    const { onPageChange } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('asks the server to sort when a header is clicked', async () => {
    const { onSortingChange } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: /name/i }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
  });

  it('says so when there is nothing to show, and shows a loader while loading', () => {
    renderTable({ rows: [], total: 0, emptyText: 'No orgs' });
    expect(screen.getByTestId('table-empty')).toHaveTextContent('No orgs');
  });

  it('shows a loader instead of the empty text while the first page loads', () => {
    renderTable({ rows: [], total: 0, loading: true });
    expect(screen.getByTestId('table-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('table-empty')).toBeNull();
  });

  it('hides the columns it is told to, and asks to hide another from its Columns menu', async () => {
    const onHiddenColumnsChange = vi.fn<(hidden: string[]) => void>();
    renderTable({ hiddenColumns: ['id'], onHiddenColumnsChange });
    expect(screen.queryByRole('columnheader', { name: 'ID' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /name/i })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // Mantine hides a popover whose target has no size, as in jsdom: `hidden` finds it anyway.
    const id = await screen.findByRole('checkbox', { name: 'ID', hidden: true });
    expect(id).not.toBeChecked();
    // The one column left cannot be unticked: the table never loses every column.
    expect(screen.getByRole('checkbox', { name: 'Name', hidden: true })).toBeDisabled();
    await userEvent.click(id);
    expect(onHiddenColumnsChange).toHaveBeenCalledWith([]);
  });

  it('offers no Columns menu unless the list keeps its columns somewhere', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
  });

  it('renders only the rows in view on a long page', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, name: `Org ${i + 1}` }));
    renderTable({ rows: many, pageSize: 500, total: 5000, maxHeight: 410, rowHeight: 41 });
    const shown = screen.getAllByTestId('table-row').length;
    expect(shown).toBeGreaterThanOrEqual(10);
    expect(shown).toBeLessThan(50);
  });
});
