import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteCodePlansQuery } from './api';
import { variantLabel } from '../../lib/reference-labels';

type Value = { plan_id?: number; variant_id?: number };

/** A PLAN benefit's plan and variant, from the catalogue's current plans. */
export function PlanFields({
  value,
  onChange,
  errors,
}: {
  value: Value;
  onChange: (next: Value) => void;
  errors: Record<string, ReactNode>;
}) {
  const { t } = useTranslation();
  const { data: plans = [] } = useInviteCodePlansQuery();
  const plan = plans.find((p) => p.id === value.plan_id);
  return (
    <Group grow align="flex-start">
      <Select
        label={t('invite-codes.plan')}
        searchable
        value={value.plan_id ? String(value.plan_id) : null}
        onChange={(next) => onChange({ plan_id: next ? Number(next) : undefined })}
        data={plans
          .filter((p) => p.is_current)
          .map((p) => ({ value: String(p.id), label: p.name }))}
        error={errors.plan_id}
        required
        data-testid="invite-code-plan"
      />
      <Select
        label={t('invite-codes.variant')}
        value={value.variant_id ? String(value.variant_id) : null}
        onChange={(next) => onChange({ ...value, variant_id: next ? Number(next) : undefined })}
        data={(plan?.variants ?? []).map((v) => ({
          value: String(v.id),
          label: variantLabel(v.name),
        }))}
        disabled={!plan}
        error={errors.variant_id}
        required
        data-testid="invite-code-variant"
      />
    </Group>
  );
}
