import { Button, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import {
  type rewardPageSchema,
  rewardBeneficiaries,
  rewardKinds,
  rewardStatuses,
  type Reward,
  type RewardBeneficiary,
  type RewardKind,
  type RewardStatus,
} from '@switchboard/contract/referrals';
import type { z } from 'zod';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { ExportButton } from '../../ui/export-button';
import { SavedViews } from '../../lib/slots';
import { FilterBar } from '../../ui/filter-bar';
import { runAction } from '../../ui/run-action';
import { useListParams } from '../../ui/use-list-params';
import { useApproveRewardsMutation, useRejectRewardMutation, useRewardsQuery } from './api';
import { ReasonDialog } from './reason-dialog';
import { RewardRules } from './reward-rules';
import { RewardTable } from './reward-table';
import { rewardAmounts, rewardValue, totalsOf } from './reward-value';
import { RewardStatusBadge } from './status-badges';

const FILTERS = ['status', 'kind', 'beneficiary'] as const;

type RewardTotal = z.infer<typeof rewardPageSchema>['totals'][number];

/** The ledger's totals by status, as the server counted them over every page. */
function RewardTotals({ totals }: { totals: RewardTotal[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" data-testid="reward-totals">
      {rewardStatuses
        .filter((s) => totals.some((total) => total.status === s))
        .map((s) => {
          const ofStatus = totals.filter((total) => total.status === s);
          return (
            <Group key={s} gap={6}>
              <RewardStatusBadge status={s} />
              <Text size="sm">
                {t('referrals.totalLine', {
                  count: formatNumber(ofStatus.reduce((n, total) => n + total.count, 0)),
                  amounts: ofStatus
                    .map((total) => rewardValue(t, total.kind, total.value))
                    .join(', '),
                })}
              </Text>
            </Group>
          );
        })}
    </Group>
  );
}

/**
 * Menu "Rewards": the rules (SU changes them) and the ledger. Staff approve the pending rewards
 * they see (a confirmation states how many and their minutes), which issues them; a pending
 * reward can be rejected and an issued one revoked, each with a reason.
 */
export default function RewardsPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useListParams(FILTERS);
  const status = (list.values.status || undefined) as RewardStatus | undefined;
  const filter = {
    kind: (list.values.kind || undefined) as RewardKind | undefined,
    beneficiary: (list.values.beneficiary || undefined) as RewardBeneficiary | undefined,
  };
  const { data } = useRewardsQuery({
    page: list.page,
    page_size: list.pageSize,
    status,
    ...filter,
  });
  const [approve] = useApproveRewardsMutation();
  const [reject] = useRejectRewardMutation();
  const [refusing, setRefusing] = useState<Reward | null>(null);
  const [ruleFormOpen, setRuleFormOpen] = useState(false);
  const canDecide = ability.can('update', 'Growth');
  // Every pending reward the other filters pick, on every page: the totals the server counted.
  const pendingRows = (data?.totals ?? []).filter((total) => total.status === 'PENDING');
  const pendingCount = pendingRows.reduce((n, total) => n + total.count, 0);
  const pendingTotals = totalsOf(pendingRows.map((total) => total));
  const showPending = !status || status === 'PENDING';
  const pages = data ? Math.max(1, Math.ceil(data.total_items / data.page_size)) : 1;

  return (
    <Stack data-testid="rewards-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.rewards')}
        </Title>
        {ability.can('create', 'RewardRule') && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setRuleFormOpen(true)}
            data-testid="new-reward-rule"
          >
            {t('referrals.newRule')}
          </Button>
        )}
      </Group>
      <RewardRules newRule={ruleFormOpen} onNewRuleClosed={() => setRuleFormOpen(false)} />
      <Title order={2} size="h4">
        {t('referrals.ledger')}
      </Title>
      <RewardTotals totals={data?.totals ?? []} />
      <FilterBar
        onReset={list.filtered ? list.reset : undefined}
        // The ledger is a plain table, not a DataTable: its Views menu sits here.
        actions={<SavedViews list="rewards" />}
      >
        <Select
          label={t('referrals.statusLabel')}
          placeholder={t('referrals.allStatuses')}
          clearable
          value={list.values.status || null}
          onChange={(next) => list.setFilter('status', next ?? '')}
          data={rewardStatuses.map((s) => ({ value: s, label: t(`referrals.rewardStatus.${s}`) }))}
          w={170}
          data-testid="rewards-status-filter"
        />
        <Select
          label={t('referrals.kind')}
          placeholder={t('referrals.allKinds')}
          clearable
          value={list.values.kind || null}
          onChange={(next) => list.setFilter('kind', next ?? '')}
          data={rewardKinds.map((k) => ({ value: k, label: t(`referrals.kinds.${k}`) }))}
          w={230}
          data-testid="rewards-kind-filter"
        />
        <Select
          label={t('referrals.beneficiaryLabel')}
          placeholder={t('referrals.bothSides')}
          clearable
          value={list.values.beneficiary || null}
          onChange={(next) => list.setFilter('beneficiary', next ?? '')}
          data={rewardBeneficiaries.map((b) => ({
            value: b,
            label: t(`referrals.beneficiary.${b}`),
          }))}
          w={190}
          data-testid="rewards-beneficiary-filter"
        />
        <ExportButton
          path="/api/admin/rewards/export"
          filters={{ status, ...filter }}
          data-testid="rewards-export"
        />
        {canDecide && showPending && pendingCount > 0 && (
          <Button
            color="green"
            data-testid="approve-rewards"
            onClick={() =>
              void runAction({
                confirm: {
                  title: t('referrals.approveTitle'),
                  message: t('referrals.approveText', {
                    count: formatNumber(pendingCount),
                    amounts: rewardAmounts(t, pendingTotals),
                  }),
                  confirmLabel: t('referrals.approve'),
                  danger: true,
                },
                run: () => approve({ filter, totals: pendingTotals }),
                success: (result) => result.message,
              })
            }
          >
            {t('referrals.approveAll', { count: formatNumber(pendingCount) })}
          </Button>
        )}
      </FilterBar>
      <RewardTable
        rows={data?.rows ?? []}
        actions={
          canDecide
            ? (reward) =>
                reward.status === 'PENDING' || reward.status === 'ISSUED' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRefusing(reward)}
                    data-testid={`reward-refuse-${reward.id}`}
                  >
                    {t(reward.status === 'PENDING' ? 'referrals.reject' : 'referrals.revoke')}
                  </Button>
                ) : null
            : undefined
        }
      />
      {pages > 1 && <Pagination total={pages} value={list.page} onChange={list.setPage} />}
      {refusing && (
        <ReasonDialog
          title={t(
            refusing.status === 'PENDING' ? 'referrals.rejectTitle' : 'referrals.revokeTitle',
            { amount: rewardValue(t, refusing.kind, refusing.value), team: refusing.org_name },
          )}
          label={t('referrals.reason')}
          submitLabel={t(refusing.status === 'PENDING' ? 'referrals.reject' : 'referrals.revoke')}
          onClose={() => setRefusing(null)}
          save={(reason) => reject({ id: refusing.id, reason })}
          data-testid="reward-refuse-form"
        />
      )}
    </Stack>
  );
}
