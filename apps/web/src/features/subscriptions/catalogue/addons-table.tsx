import { Table } from '@mantine/core';
import { formatInr } from '@switchboard/contract/money';
import { useTranslation } from 'react-i18next';
import { EditButton, type Addon, type Editing } from './catalogue-parts';
import { ActionsTh } from '../../../ui/data-table/sort-header';

/** The add-ons with their kind and price for 30 days; each editable by one who may. */
export function AddonsTable({
  addons,
  canChange,
  onEdit,
}: {
  addons: Addon[];
  canChange: boolean;
  onEdit: (editing: Editing) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table striped data-testid="catalogue-addons">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('subscriptions.catalogue.name')}</Table.Th>
          <Table.Th>{t('subscriptions.catalogue.slug')}</Table.Th>
          <Table.Th>{t('subscriptions.catalogue.kind')}</Table.Th>
          <Table.Th>{t('subscriptions.catalogue.addonPrice')}</Table.Th>
          <ActionsTh />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {addons.map((a) => (
          <Table.Tr key={a.id} data-testid="catalogue-addon">
            <Table.Td>{a.name}</Table.Td>
            <Table.Td>{a.slug}</Table.Td>
            <Table.Td>{t(`subscriptions.catalogue.kinds.${a.kind}`, a.kind)}</Table.Td>
            <Table.Td>{formatInr(a.gross_amount)}</Table.Td>
            <Table.Td>
              {canChange && (
                <EditButton
                  label={t('subscriptions.catalogue.editAddon', { name: a.name })}
                  onClick={() => onEdit({ kind: 'addon', addon: a })}
                  testId="addon-edit"
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
