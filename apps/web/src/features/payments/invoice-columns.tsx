import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import type { Invoice } from '@switchboard/contract/payments';
import { IconDownload } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Money } from '../../ui/money';
import { creditNotePdfUrl, invoicePdfUrl } from './api';
import { DrawerLink } from '../../ui/object-drawer';

const column = createColumnHelper<Invoice>();

/** A team's invoices' columns: the number (opening its drawer) with its credit notes, sums, PDF. */
export function invoiceColumns(t: TFunction, openInvoice: (id: number) => void) {
  return [
    column.accessor('number', {
      header: t('payments.invoices.number'),
      // A refund's credit note sits under the invoice it reduces (no extra column: the tab is narrow).
      // The number is the row's link to its drawer (the whole row opens it too, for the mouse).
      cell: (c) => (
        <Stack gap={2}>
          <DrawerLink
            onOpen={() => openInvoice(c.row.original.id)}
            label={t('payments.invoices.open', { number: c.getValue() })}
            mono
          >
            {c.getValue()}
          </DrawerLink>
          {c.row.original.credit_notes.map((note) => (
            <Group key={note.id} gap={4} wrap="nowrap" data-testid={`credit-note-${note.id}`}>
              <Tooltip label={t('payments.invoices.creditNote')}>
                <Text size="xs" ff="monospace" c="red.8" style={{ whiteSpace: 'nowrap' }}>
                  {note.number}
                </Text>
              </Tooltip>
              <ActionIcon
                component="a"
                href={creditNotePdfUrl(note.id)}
                // A download is not a click on the row: it must not open the drawer.
                onClick={(e) => e.stopPropagation()}
                size="xs"
                variant="subtle"
                color="red"
                download
                aria-label={t('payments.invoices.downloadCreditNote', { number: note.number })}
              >
                <IconDownload size={12} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ),
    }),
    column.accessor('issued_at', {
      header: t('payments.date'),
      cell: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(c.getValue())}
        </Text>
      ),
    }),
    column.accessor('gstin', { header: 'GSTIN', cell: (c) => c.getValue() ?? '—' }),
    column.accessor('taxable', {
      header: t('payments.invoices.taxable'),
      cell: (c) => <Money paise={c.getValue()} />,
    }),
    column.display({
      id: 'gst',
      header: t('payments.invoices.gst'),
      cell: (c) => {
        const i = c.row.original;
        // One line per tax, so the column stays narrow and each amount reads whole.
        return i.supply === 'INTRA' ? (
          <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
            <span>
              CGST <Money paise={i.cgst} />
            </span>
            <span>
              SGST <Money paise={i.sgst} />
            </span>
          </Stack>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>
            IGST <Money paise={i.igst} />
          </span>
        );
      },
    }),
    column.accessor('total', {
      header: t('payments.invoices.total'),
      cell: (c) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            <Money paise={c.getValue()} />
          </Text>
          {/* Each credit note's amount on its line, GST included: what the refund took back. */}
          {c.row.original.credit_notes.map((note) => (
            <Text key={note.id} size="xs" c="red.8" style={{ whiteSpace: 'nowrap' }}>
              −<Money paise={note.total} />
            </Text>
          ))}
        </Stack>
      ),
    }),
    column.display({
      id: 'pdf',
      header: '',
      // An icon keeps the table within the tab beside the notes; its name is still 'Download PDF'.
      cell: (c) => (
        <Tooltip label={t('payments.invoices.download')}>
          <ActionIcon
            component="a"
            href={invoicePdfUrl(c.row.original.id)}
            onClick={(e) => e.stopPropagation()}
            variant="light"
            download
            aria-label={t('payments.invoices.download')}
            data-testid={`invoice-pdf-${c.row.original.id}`}
          >
            <IconDownload size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    }),
  ];
}
