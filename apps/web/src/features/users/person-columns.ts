import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';

type Person = { first_name: string; last_name: string; phone: string | null; email: string | null };

/** Name, phone and email: the first columns of every list of users. */
export function personColumns<T extends Person>(t: TFunction) {
  const column = createColumnHelper<T>();
  return [
    column.accessor((u) => `${u.first_name} ${u.last_name}`.trim(), {
      id: 'name',
      header: t('users.columns.name'),
    }),
    column.accessor((u) => u.phone ?? '–', { id: 'phone', header: t('users.columns.phone') }),
    column.accessor((u) => u.email ?? '–', { id: 'email', header: t('users.columns.email') }),
  ];
}
