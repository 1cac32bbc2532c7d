import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTabProps } from '../../app/team-tabs';
import { DataTable } from '../../ui/data-table/data-table';
import { useOrgSubscriptionsQuery } from './api';
import { CreatePlanModal } from './create-plan/create-plan-modal';
import { subscriptionColumns } from './subscription-columns';

const columns = subscriptionColumns(false);

/** A team's subscriptions, newest first (GET /subscription/org/{id}?order=DESC). */
export default function TeamSubscriptionsTab({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { data = [], isFetching } = useOrgSubscriptionsQuery(orgId);
  return (
    <Stack data-testid="team-subscriptions">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">{t('subscriptions.teamIntro')}</Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="open-create-plan">{t('subscriptions.createPlan')}</Button>
      </Group>
      <DataTable columns={columns} rows={data} getRowId={(row) => String(row.id)} page={1} pageSize={Math.max(data.length, 1)} total={data.length}
        onPageChange={() => undefined} loading={isFetching} emptyText={t('subscriptions.none')} />
      <CreatePlanModal opened={creating} onClose={() => setCreating(false)} orgId={orgId} />
    </Stack>
  );
}
