import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { paiseToRupees, rupeesToPaise } from '@switchboard/contract/money';
import {
  MAX_REWARD_VALUE,
  rewardKinds,
  rewardRuleBody,
  rewardTriggers,
  type RewardKind,
  type RewardRule,
} from '@switchboard/contract/referrals';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { rangeError, RangeNumberInput } from '../../ui/range-number-input';
import { RupeeInput } from '../../ui/rupee-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useSaveRewardRuleMutation } from './api';

/** A credit is typed in rupees and stored in paise; minutes and days as they are. */
const isCredit = (kind: string) => kind === 'CREDIT_PAISE';
const maxOf = (kind: RewardKind) =>
  isCredit(kind) ? MAX_REWARD_VALUE.CREDIT_PAISE / 100 : MAX_REWARD_VALUE[kind];

/**
 * A reward rule (SU): the stage that earns it, what it gives (minutes, days or a credit in
 * rupees) to each side, the monthly cap.
 */
export function RewardRuleDialog({ rule, onClose }: { rule?: RewardRule; onClose: () => void }) {
  const { t } = useTranslation();
  const [saveRule] = useSaveRewardRuleMutation();
  const shown = (v: number | null | undefined) =>
    v === null || v === undefined ? '' : rule && isCredit(rule.kind) ? paiseToRupees(v) : v;
  const { form, ...dialog } = useContractForm({
    schema: rewardRuleBody,
    initialValues: {
      name: rule?.name ?? '',
      trigger: (rule?.trigger ?? 'PAID') as string,
      min_amount: (rule ? paiseToRupees(rule.min_amount) : 0) as number | '',
      kind: (rule?.kind ?? 'TALK_TIME_MINUTES') as RewardKind,
      referrer_value: (shown(rule?.referrer_value) || 500) as number | string,
      referred_value: shown(rule?.referred_value) as number | string,
      monthly_cap: (rule?.monthly_cap ?? 20) as number | string,
      active: rule?.active ?? true,
    },
    toBody: (v) => {
      const stored = (n: number | string) =>
        isCredit(v.kind) ? rupeesToPaise(Number(n)) : Number(n);
      return {
        ...v,
        min_amount: v.trigger === 'PAID' ? rupeesToPaise(Number(v.min_amount || 0)) : 0,
        referrer_value: stored(v.referrer_value),
        referred_value: v.referred_value === '' ? null : stored(v.referred_value),
        monthly_cap: Number(v.monthly_cap),
      };
    },
    check: (v) => ({
      referrer_value: rangeError(v.referrer_value, 1, maxOf(v.kind)),
      referred_value: rangeError(v.referred_value, 1, maxOf(v.kind)),
      monthly_cap: rangeError(v.monthly_cap, 1, 10_000),
    }),
    send: (body) => saveRule({ id: rule?.id, body }),
    onDone: onClose,
  });
  const { kind, trigger } = form.getValues();
  const max = maxOf(kind);

  return (
    <Dialog
      onClose={onClose}
      title={rule ? t('referrals.editRule', { name: rule.name }) : t('referrals.newRule')}
      form={dialog}
      submitLabel={t('referrals.saveRule')}
      data-testid="reward-rule-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('referrals.ruleName')}
          {...form.getInputProps('name')}
          required
          data-autofocus
          data-testid="reward-rule-name"
        />
        <Select
          label={t('referrals.trigger')}
          {...form.getInputProps('trigger')}
          data={rewardTriggers.map((v) => ({ value: v, label: t(`referrals.triggers.${v}`) }))}
          allowDeselect={false}
          data-testid="reward-rule-trigger"
        />
        {trigger === 'PAID' && (
          <RupeeInput
            label={t('referrals.minAmount')}
            description={t('referrals.minAmountHint')}
            {...form.getInputProps('min_amount')}
          />
        )}
        <Select
          label={t('referrals.kind')}
          {...form.getInputProps('kind')}
          data={rewardKinds.map((v) => ({ value: v, label: t(`referrals.kinds.${v}`) }))}
          allowDeselect={false}
          disabled={Boolean(rule)}
          data-testid="reward-rule-kind"
        />
        <RangeNumberInput
          label={t(`referrals.referrerGets.${kind}`)}
          min={1}
          max={max}
          {...form.getInputProps('referrer_value')}
          required
          data-testid="reward-rule-referrer-value"
        />
        <RangeNumberInput
          label={t(`referrals.referredGets.${kind}`)}
          description={t('referrals.referredHint')}
          min={1}
          max={max}
          {...form.getInputProps('referred_value')}
        />
        <RangeNumberInput
          label={t('referrals.monthlyCap')}
          min={1}
          max={10_000}
          {...form.getInputProps('monthly_cap')}
          required
        />
        <Switch
          label={t('referrals.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </Stack>
    </Dialog>
  );
}
