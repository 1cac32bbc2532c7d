import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { columnChoice, columnIdOf } from './column-choice';

type Org = { id: number; name: string; plan: { name: string } };
const column = createColumnHelper<Org>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('plan.name', { header: () => 'Plan' }),
  column.accessor((o) => o.id, { id: 'number', header: 'Number' }),
  column.display({ id: 'actions', header: '' }),
];

describe('choosing columns', () => {
  it('names each column as TanStack does', () => {
    expect(columns.map(columnIdOf)).toEqual(['name', 'plan_name', 'number', 'actions']);
  });

  it('offers the columns with a header, and hides those the URL names', () => {
    const { choosable, visibility } = columnChoice(columns, ['plan_name', 'unknown']);
    expect(choosable).toEqual([
      { id: 'name', label: 'Name', visible: true },
      { id: 'plan_name', label: 'Plan', visible: false },
      { id: 'number', label: 'Number', visible: true },
    ]);
    expect(visibility).toEqual({ plan_name: false });
  });

  it('never hides every column: a link hiding them all shows them all', () => {
    const { choosable, visibility } = columnChoice(columns, ['name', 'plan_name', 'number']);
    expect(choosable.every((c) => c.visible)).toBe(true);
    expect(visibility).toEqual({});
  });
});
