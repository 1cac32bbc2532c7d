import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../lib/api/config-api';
import type { TeamTabProps } from '../../lib/slots';
import { DataTable } from '../../ui/data-table/data-table';
import { useOrgContextQuery, useOrgSubscriptionsQuery } from './api';
import { AssignNumberButton } from './assign-number-button';
import { CreatePlanDialog } from './create-plan/create-plan-dialog';
import { subscriptionColumns } from './subscription-columns';

const columns = subscriptionColumns(false);

/** A team's subscriptions, newest first (GET /subscription/org/{id}?order=DESC). */
export default function TeamSubscriptionsTab({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const product = useProduct();
  const { data = [], isFetching } = useOrgSubscriptionsQuery(orgId);
  const { data: org } = useOrgContextQuery(orgId);
  return (
    <Stack data-testid="team-subscriptions">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('subscriptions.teamIntro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          data-testid="open-create-plan"
        >
          {t('subscriptions.createPlan')}
        </Button>
      </Group>
      {org && !org.product_number && (
        <Alert
          color="yellow"
          title={t('subscriptions.noNumber', { product: product.name })}
          data-testid="no-number"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {org.is_lite
                ? t('subscriptions.noNumberLite')
                : t('messages.noProductNumber', { product: product.name })}
            </Text>
            <AssignNumberButton orgId={orgId} />
          </Group>
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={data}
        getRowId={(row) => String(row.id)}
        page={1}
        pageSize={Math.max(data.length, 1)}
        total={data.length}
        onPageChange={() => undefined}
        loading={isFetching}
        emptyText={t('subscriptions.none')}
      />
      <CreatePlanDialog opened={creating} onClose={() => setCreating(false)} orgId={orgId} />
    </Stack>
  );
}
