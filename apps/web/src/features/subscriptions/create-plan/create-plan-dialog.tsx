import { Alert, Badge, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { KycStatus } from '@switchboard/contract/rules/kyc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { Dialog } from '../../../ui/dialog';
import { useOrgContextQuery, usePlansQuery } from '../api';
import { DailyTab } from './daily-tab';
import { OrgPicker } from './org-picker';
import { PlanTab } from './plan-tab';
import { PulseTab } from './pulse-tab';

/** The team's KYC state while selling, coloured as on the KYC pages. */
const kycColors: Record<KycStatus, string> = {
  NOT_SUBMITTED: 'gray',
  PENDING: 'yellow',
  APPROVED: 'green',
  INCOMPLETE: 'orange',
  REJECTED: 'red',
};

type Props = { opened: boolean; onClose: () => void; orgId?: number | null };

/** The Create Plan modal (spec section 2): Create Plan, Add Pulse, Add Daily Pulse Minutes. */
export function CreatePlanDialog({ opened, onClose, orgId: preselected = null }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('subscriptions.createPlan')}
      size="xl"
      guarded
      data-testid="create-plan-modal"
    >
      {/* Mounted only while open, so each opening starts from a clean form. */}
      {opened && <DialogBody preselected={preselected} onDone={onClose} />}
    </Dialog>
  );
}

function DialogBody({ preselected, onDone }: { preselected: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const product = useProduct();
  const [orgId, setOrgId] = useState<number | null>(preselected);
  const [tab, setTab] = useState<string | null>('plan');
  const { data: org = null, isFetching: orgLoading } = useOrgContextQuery(orgId ?? 0, {
    skip: !orgId,
  });
  const { data: plans, isLoading, error } = usePlansQuery(orgId);
  const current = orgId && org?.id === orgId ? org : null;

  return (
    <Stack>
      <OrgPicker
        value={orgId}
        selectedName={current?.name ?? null}
        onChange={setOrgId}
        disabled={preselected !== null}
      />
      {current && (
        <Group gap="xs" data-testid="org-facts">
          {current.is_lite && <Badge color="grape">{t('subscriptions.lite')}</Badge>}
          <Badge
            variant="light"
            color={kycColors[current.kyc_status ?? 'NOT_SUBMITTED']}
            data-testid="org-kyc"
          >
            {t('subscriptions.kycLabel')}:{' '}
            {t(`subscriptions.kycState.${current.kyc_status ?? 'NOT_SUBMITTED'}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('subscriptions.productNumber', { product: product.name })}:{' '}
            {current.product_number ?? '—'} · {t('subscriptions.email')}: {current.email ?? '—'}
          </Text>
          {orgLoading && <Loader size="xs" />}
        </Group>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="plan">{t('subscriptions.tabs.plan')}</Tabs.Tab>
          <Tabs.Tab value="pulse">{t('subscriptions.tabs.pulse')}</Tabs.Tab>
          <Tabs.Tab value="daily">{t('subscriptions.tabs.daily')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plan" pt="md">
          {error ? (
            <Alert color="red">{t('subscriptions.plansFailed')}</Alert>
          ) : isLoading || !plans ? (
            <Center py="lg">
              <Loader />
            </Center>
          ) : (
            <PlanTab key={orgId ?? 0} org={current} plans={plans} onDone={onDone} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="pulse" pt="md">
          <PulseTab org={current} onDone={onDone} />
        </Tabs.Panel>
        <Tabs.Panel value="daily" pt="md">
          <DailyTab org={current} onDone={onDone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
