import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../ui/run-action';
import { useUpdateCataloguePlanMutation } from './api';
import { EditButton, type Editing, type Plan } from './catalogue-parts';
import { ActionsTh } from '../../../ui/data-table/sort-header';

type RowProps = { plan: Plan; canChange: boolean; onEdit: (editing: Editing) => void };

/** Retires a plan (it is no longer sold; what was sold stays) or restores it, asked first. */
function RetireButton({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const [updatePlan] = useUpdateCataloguePlanMutation();
  const key = (retire: string, restore: string) => (plan.active ? retire : restore);
  const retire = () =>
    void runAction({
      confirm: {
        title: t(
          key('subscriptions.catalogue.retireTitle', 'subscriptions.catalogue.restoreTitle'),
        ),
        message: t(
          key('subscriptions.catalogue.retireConfirm', 'subscriptions.catalogue.restoreConfirm'),
          { name: plan.name, sold: formatNumber(plan.sold) },
        ),
        confirmLabel: t(key('subscriptions.catalogue.retire', 'subscriptions.catalogue.restore')),
        danger: plan.active,
      },
      run: () => updatePlan({ id: plan.id, body: { active: !plan.active } }),
      success: (result) => result.message,
    });
  return (
    <Tooltip label={t(key('subscriptions.catalogue.retire', 'subscriptions.catalogue.restore'))}>
      <ActionIcon
        variant="subtle"
        color={plan.active ? 'red' : 'green'}
        aria-label={t(
          key('subscriptions.catalogue.retireOf', 'subscriptions.catalogue.restoreOf'),
          { name: plan.name },
        )}
        onClick={retire}
        data-testid="plan-retire"
      >
        <IconArchive size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A plan's variants with their price and days, each editable, and a link to add one. */
function VariantsCell({ plan, canChange, onEdit }: RowProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {plan.variants.map((v) => (
        <Group key={v.id} gap={4} wrap="nowrap" data-testid="catalogue-variant">
          <Text size="sm">
            {v.name}: {formatInr(v.amount)} ·{' '}
            {t('subscriptions.catalogue.days', { n: v.revenue_duration })}
          </Text>
          {canChange && (
            <EditButton
              label={t('subscriptions.catalogue.editVariant', { plan: plan.name, variant: v.name })}
              onClick={() => onEdit({ kind: 'variant', plan, variant: v })}
              testId="variant-edit"
            />
          )}
        </Group>
      ))}
      {canChange && (
        <Anchor
          component="button"
          size="xs"
          onClick={() => onEdit({ kind: 'variant', plan, variant: null })}
        >
          {t('subscriptions.catalogue.addVariantShort')}
        </Anchor>
      )}
    </Stack>
  );
}

function PlanRow({ plan, canChange, onEdit }: RowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="catalogue-plan" data-plan={plan.id}>
      <Table.Td>
        <Text fw={500} size="sm">
          {plan.name}{' '}
          <Text span c="dimmed" size="xs">
            #{plan.id}
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {plan.products.join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <VariantsCell plan={plan} canChange={canChange} onEdit={onEdit} />
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge variant="light" color={plan.is_current ? 'blue' : 'gray'}>
            {t(
              plan.is_current
                ? 'subscriptions.catalogue.isCurrent'
                : 'subscriptions.catalogue.legacy',
            )}
          </Badge>
          {!plan.active && (
            <Badge variant="light" color="red">
              {t('subscriptions.catalogue.retired')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{formatNumber(plan.sold)}</Table.Td>
      <Table.Td>
        {canChange && (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <EditButton
              label={t('subscriptions.catalogue.editPlan', { name: plan.name })}
              onClick={() => onEdit({ kind: 'plan', plan })}
              testId="plan-edit"
            />
            <RetireButton plan={plan} />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every plan (current, legacy, retired) with its variants, state and how many were sold. */
export function PlansTable({
  plans,
  canChange,
  onEdit,
}: {
  plans: Plan[];
  canChange: boolean;
  onEdit: (editing: Editing) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table striped data-testid="catalogue-plans">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('subscriptions.catalogue.plan')}</Table.Th>
          <Table.Th>{t('subscriptions.catalogue.variants')}</Table.Th>
          <Table.Th>{t('subscriptions.catalogue.state')}</Table.Th>
          <Table.Th>{t('subscriptions.catalogue.sold')}</Table.Th>
          <ActionsTh />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plans.map((plan) => (
          <PlanRow key={plan.id} plan={plan} canChange={canChange} onEdit={onEdit} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
