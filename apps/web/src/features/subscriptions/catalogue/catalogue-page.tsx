import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { CatalogueView } from '@switchboard/contract/catalogue';
import { formatNumber } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import { IconArrowLeft, IconArchive, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability';
import { errorMessage } from '../../../lib/error-message';
import { runAction } from '../../../ui/run-action';
import { AddonForm } from './addon-form';
import { useCatalogueQuery, useUpdateCataloguePlanMutation } from './api';
import { PlanForm } from './plan-form';
import { VariantForm } from './variant-form';

type Plan = CatalogueView['plans'][number];
type Addon = CatalogueView['addons'][number];
type Editing =
  | { kind: 'plan'; plan: Plan | null }
  | { kind: 'variant'; plan: Plan; variant: Plan['variants'][number] | null }
  | { kind: 'addon'; addon: Addon | null };

/**
 * Subscriptions › Catalogue: every plan (current, legacy, retired) with its variants, and the
 * add-ons. An SU changes them; an ADMIN reads. A price change is a new version.
 */
export default function CataloguePage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canChange = ability.can('update', 'Plan');
  const { data, error, isLoading } = useCatalogueQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [updatePlan] = useUpdateCataloguePlanMutation();

  const edit = (label: string, onClick: () => void, testId: string) =>
    canChange && (
      <Tooltip label={label}>
        <ActionIcon variant="subtle" aria-label={label} onClick={onClick} data-testid={testId}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
    );

  const retire = (plan: Plan) =>
    void runAction({
      confirm: {
        title: t(
          plan.active
            ? 'subscriptions.catalogue.retireTitle'
            : 'subscriptions.catalogue.restoreTitle',
        ),
        message: t(
          plan.active
            ? 'subscriptions.catalogue.retireConfirm'
            : 'subscriptions.catalogue.restoreConfirm',
          {
            name: plan.name,
            sold: formatNumber(plan.sold),
          },
        ),
        confirmLabel: t(
          plan.active ? 'subscriptions.catalogue.retire' : 'subscriptions.catalogue.restore',
        ),
        danger: plan.active,
      },
      run: () => updatePlan({ id: plan.id, body: { active: !plan.active } }),
      success: (result) => result.message,
    });

  return (
    <Stack data-testid="catalogue-page">
      <Group justify="space-between">
        <Group gap="xs">
          <Anchor
            component={Link}
            to="/subscriptions"
            aria-label={t('subscriptions.catalogue.back')}
          >
            <IconArrowLeft size={20} />
          </Anchor>
          <Title order={1} size="h2">
            {t('subscriptions.catalogue.title')}
          </Title>
        </Group>
        {!canChange && <Badge variant="light">{t('subscriptions.catalogue.readOnly')}</Badge>}
      </Group>
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : isLoading || !data ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Tabs defaultValue="plans" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="plans">
              {t('subscriptions.catalogue.plans', { n: data.plans.length })}
            </Tabs.Tab>
            <Tabs.Tab value="addons">
              {t('subscriptions.catalogue.addonsTab', { n: data.addons.length })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="plans" pt="md">
            {canChange && (
              <Group justify="flex-end" mb="sm">
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setEditing({ kind: 'plan', plan: null })}
                  data-testid="new-plan"
                >
                  {t('subscriptions.catalogue.newPlan')}
                </Button>
              </Group>
            )}
            <Table striped data-testid="catalogue-plans">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('subscriptions.catalogue.plan')}</Table.Th>
                  <Table.Th>{t('subscriptions.catalogue.variants')}</Table.Th>
                  <Table.Th>{t('subscriptions.catalogue.state')}</Table.Th>
                  <Table.Th>{t('subscriptions.catalogue.sold')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.plans.map((plan) => (
                  <Table.Tr key={plan.id} data-testid="catalogue-plan" data-plan={plan.id}>
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
                      <Stack gap={2}>
                        {plan.variants.map((v) => (
                          <Group key={v.id} gap={4} wrap="nowrap" data-testid="catalogue-variant">
                            <Text size="sm">
                              {v.name}: {formatInr(v.amount)} ·{' '}
                              {t('subscriptions.catalogue.days', { n: v.revenue_duration })}
                            </Text>
                            {edit(
                              t('subscriptions.catalogue.editVariant', {
                                plan: plan.name,
                                variant: v.name,
                              }),
                              () => setEditing({ kind: 'variant', plan, variant: v }),
                              'variant-edit',
                            )}
                          </Group>
                        ))}
                        {canChange && (
                          <Anchor
                            component="button"
                            size="xs"
                            onClick={() => setEditing({ kind: 'variant', plan, variant: null })}
                          >
                            {t('subscriptions.catalogue.addVariantShort')}
                          </Anchor>
                        )}
                      </Stack>
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
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {edit(
                          t('subscriptions.catalogue.editPlan', { name: plan.name }),
                          () => setEditing({ kind: 'plan', plan }),
                          'plan-edit',
                        )}
                        {canChange && (
                          <Tooltip
                            label={t(
                              plan.active
                                ? 'subscriptions.catalogue.retire'
                                : 'subscriptions.catalogue.restore',
                            )}
                          >
                            <ActionIcon
                              variant="subtle"
                              color={plan.active ? 'red' : 'green'}
                              aria-label={t(
                                plan.active
                                  ? 'subscriptions.catalogue.retireOf'
                                  : 'subscriptions.catalogue.restoreOf',
                                {
                                  name: plan.name,
                                },
                              )}
                              onClick={() => retire(plan)}
                              data-testid="plan-retire"
                            >
                              <IconArchive size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
          <Tabs.Panel value="addons" pt="md">
            {canChange && (
              <Group justify="flex-end" mb="sm">
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setEditing({ kind: 'addon', addon: null })}
                  data-testid="new-addon"
                >
                  {t('subscriptions.catalogue.newAddon')}
                </Button>
              </Group>
            )}
            <Table striped data-testid="catalogue-addons">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('subscriptions.catalogue.name')}</Table.Th>
                  <Table.Th>{t('subscriptions.catalogue.slug')}</Table.Th>
                  <Table.Th>{t('subscriptions.catalogue.kind')}</Table.Th>
                  <Table.Th>{t('subscriptions.catalogue.addonPrice')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.addons.map((a) => (
                  <Table.Tr key={a.id} data-testid="catalogue-addon">
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{a.slug}</Table.Td>
                    <Table.Td>{t(`subscriptions.catalogue.kinds.${a.kind}`, a.kind)}</Table.Td>
                    <Table.Td>{formatInr(a.gross_amount)}</Table.Td>
                    <Table.Td>
                      {edit(
                        t('subscriptions.catalogue.editAddon', { name: a.name }),
                        () => setEditing({ kind: 'addon', addon: a }),
                        'addon-edit',
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
        </Tabs>
      )}
      {editing?.kind === 'plan' && data && (
        <PlanForm plan={editing.plan} addons={data.addons} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'variant' && (
        <VariantForm
          plan={editing.plan}
          variant={editing.variant}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'addon' && (
        <AddonForm addon={editing.addon} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
