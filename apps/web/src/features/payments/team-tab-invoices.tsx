import { ActionIcon, Anchor, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate } from '@switchboard/contract/format';
import type { Invoice } from '@switchboard/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import type { TeamTabProps } from '../../lib/slots';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { Money } from '../../ui/money';
import { creditNotePdfUrl, invoicePdfUrl, useOrgInvoicesQuery, usePaymentsQuery } from './api';
import { InvoiceDrawer, useInvoiceDrawer } from './invoice-drawer';
import { PaymentModal } from './payment-modal';
import { PaymentsTable } from './payments-table';

const column = createColumnHelper<Invoice>();

/** A team's invoices and their refunds' credit notes (each downloadable as a PDF), and the payments behind them. */
export default function TeamTabInvoices({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [invoicePage, setInvoicePage] = useState({ page: 1, size: 10 });
  const [paymentPage, setPaymentPage] = useState({ page: 1, size: 10 });
  const [recording, setRecording] = useState(false);
  const drawer = useInvoiceDrawer();
  const invoices = useOrgInvoicesQuery({
    orgId,
    page: invoicePage.page,
    page_size: invoicePage.size,
  });
  const payments = usePaymentsQuery({
    org_id: orgId,
    page: paymentPage.page,
    page_size: paymentPage.size,
  });

  const columns = [
    column.accessor('number', {
      header: t('payments.invoices.number'),
      // A refund's credit note sits under the invoice it reduces (no extra column: the tab is narrow).
      // The number is the row's link to its drawer (the whole row opens it too, for the mouse).
      cell: (c) => (
        <Stack gap={2}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ff="monospace"
            style={{ whiteSpace: 'nowrap' }}
            onClick={(e) => {
              e.stopPropagation();
              drawer.open(c.row.original.id);
            }}
            aria-label={t('payments.invoices.open', { number: c.getValue() })}
          >
            {c.getValue()}
          </Anchor>
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

  return (
    <Stack data-testid="team-invoices-tab">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('payments.invoices.title')}
        </Title>
        <ExportButton
          path={`/api/invoices/org/${orgId}/export`}
          filters={{}}
          data-testid="invoices-export"
        />
      </Group>
      <DataTable
        data-testid="invoices-table"
        columns={columns}
        rows={invoices.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        page={invoicePage.page}
        pageSize={invoicePage.size}
        total={invoices.data?.total_items ?? 0}
        totalIsEstimate={invoices.data?.total_is_estimate}
        onPageChange={(page) => setInvoicePage((p) => ({ ...p, page }))}
        onPageSizeChange={(size) => setInvoicePage({ page: 1, size })}
        loading={invoices.isFetching}
        emptyText={t('payments.invoices.empty')}
        onRowClick={(row) => drawer.open(row.id)}
      />
      <InvoiceDrawer />
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('payments.segments.payments')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/api/orders/payments/export"
            filters={{ org_id: orgId }}
            data-testid="team-payments-export"
          />
          {ability.can('create', 'Payment') && (
            <Button size="xs" onClick={() => setRecording(true)}>
              {t('payments.bank.record')}
            </Button>
          )}
        </Group>
      </Group>
      <PaymentsTable
        data={payments.data}
        loading={payments.isFetching}
        showOrg={false}
        page={paymentPage.page}
        pageSize={paymentPage.size}
        onPageChange={(page) => setPaymentPage((p) => ({ ...p, page }))}
        onPageSizeChange={(size) => setPaymentPage({ page: 1, size })}
      />
      {recording && <PaymentModal kind="bank" orgId={orgId} onClose={() => setRecording(false)} />}
    </Stack>
  );
}
