import { Badge, Group, Select, Stack, Text, type SelectProps } from '@mantine/core';
import { formatInr } from '@switchboard/contract/money';
import { planChoices } from '@switchboard/contract/rules/plans';
import type { OrgContext, Plan } from '@switchboard/contract/subscriptions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { variantLabel } from '../../../lib/reference-labels';
import { IndiaDateInput } from '../../../ui/india-dates';
import { AddonPicker } from './addon-picker';
import type { PlanSale } from './plan-sale';

/** A legacy plan's option carries a LEGACY badge, so a search's first match says what it is. */
function planOption(legacyLabel: string, legacyIds: Set<string>): SelectProps['renderOption'] {
  return function PlanOption({ option }) {
    return (
      <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
        <span>{option.label}</span>
        {legacyIds.has(option.value) && (
          <Badge size="xs" variant="light" color="gray" data-testid={`legacy-${option.value}`}>
            {legacyLabel}
          </Badge>
        )}
      </Group>
    );
  };
}

/** The plans a team may buy: current ones first, then legacy ones, each with its id. */
function usePlanOptions(org: OrgContext | null, plans: Plan[]) {
  const { t } = useTranslation();
  const product = useProduct();
  const choices = useMemo(
    () => planChoices(plans, org ?? { is_lite: false }, product.key),
    [plans, org, product.key],
  );
  const group = (label: string, current: boolean) => ({
    group: label,
    items: choices
      .filter((p) => p.is_current === current)
      .map((p) => ({ value: String(p.id), label: `${p.name} (${p.id})` })),
  });
  const data = [
    group(t('subscriptions.currentPlans'), true),
    group(t('subscriptions.legacyPlans'), false),
  ].filter((g) => g.items.length > 0);
  const legacyIds = new Set(choices.filter((p) => !p.is_current).map((p) => String(p.id)));
  return { data, renderOption: planOption(t('subscriptions.legacyBadge'), legacyIds) };
}

/** The sale's left column: order type, plan, variant, start date and the plan's add-ons. */
export function PlanChoiceFields({
  org,
  plans,
  sale,
}: {
  org: OrgContext | null;
  plans: Plan[];
  sale: PlanSale;
}) {
  const { t } = useTranslation();
  const { form, plan, variant } = sale;
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <Select
        label={t('subscriptions.orderType')}
        data={['PURCHASE', 'RENEW']}
        {...form.getInputProps('orderType')}
        allowDeselect={false}
        data-testid="order-type"
      />
      <Select
        label={t('subscriptions.plan')}
        placeholder={t('subscriptions.choosePlan')}
        {...usePlanOptions(org, plans)}
        value={values.planId ? String(values.planId) : null}
        searchable
        description={plan?.description || undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(v) =>
          form.setValues({ planId: v ? Number(v) : null, variantId: null, addons: {} })
        }
        data-testid="plan-select"
      />
      <Select
        label={t('subscriptions.variant')}
        placeholder={t('subscriptions.chooseVariant')}
        disabled={!plan}
        value={values.variantId ? String(values.variantId) : null}
        data={(plan?.variants ?? []).map((v) => ({
          value: String(v.id),
          label: `${variantLabel(v.name)} · ${formatInr(v.amount)} · ${v.revenue_duration} ${t('subscriptions.days')}`,
        }))}
        onChange={(v) => form.setFieldValue('variantId', v ? Number(v) : null)}
        data-testid="variant-select"
      />
      <IndiaDateInput
        label={t('subscriptions.startDate')}
        description={t('subscriptions.startDateHint')}
        {...form.getInputProps('startDate')}
        testId="start-date"
      />
      <Text fw={500} size="sm">
        {t('subscriptions.addons')}
      </Text>
      {plan ? (
        <AddonPicker
          addons={plan.addons}
          purchased={plan.active_addons}
          revenueDuration={variant?.revenue_duration ?? 30}
          value={values.addons}
          onChange={(addons) => form.setFieldValue('addons', addons)}
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('subscriptions.choosePlanFirst')}
        </Text>
      )}
    </Stack>
  );
}
