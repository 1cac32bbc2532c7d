import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import type { TeamTabProps } from '../../lib/slots';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { useOrgInvoicesQuery, usePaymentsQuery } from './api';
import { invoiceColumns } from './invoice-columns';
import { InvoiceDrawer, useInvoiceDrawer } from './invoice-drawer';
import { PaymentDialog } from './payment-dialog';
import { PaymentsTable } from './payments-table';

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

  const columns = invoiceColumns(t, drawer.open);

  return (
    <Stack data-testid="team-invoices-tab">
      <Group justify="space-between">
        <Title order={2} size="h4">
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
        <Title order={2} size="h4">
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
      {recording && <PaymentDialog kind="bank" orgId={orgId} onClose={() => setRecording(false)} />}
    </Stack>
  );
}
