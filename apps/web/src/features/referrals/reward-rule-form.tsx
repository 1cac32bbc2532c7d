import { Alert, Select, Stack, Switch, TextInput } from '@mantine/core';
import { paiseToRupees, rupeesToPaise } from '@switchboard/contract/money';
import {
  MAX_REWARD_VALUE,
  rewardKinds,
  rewardRuleBody,
  rewardTriggers,
  type RewardKind,
  type RewardRule,
  type RewardTrigger,
} from '@switchboard/contract/referrals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { RupeeInput } from '../../ui/rupee-input';
import { checkForm } from '../../ui/run-action';
import { useFormSave } from '../../ui/use-form-save';
import { useSaveRewardRuleMutation } from './api';

/**
 * A reward rule (SU): the stage that earns it, what it gives (minutes, days or a credit in
 * rupees) to each side, the monthly cap.
 */
export function RewardRuleForm({ rule, onClose }: { rule?: RewardRule; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(rule?.name ?? '');
  const [trigger, setTrigger] = useState<RewardTrigger>(rule?.trigger ?? 'PAID');
  const [minRupees, setMinRupees] = useState<number | ''>(
    rule ? paiseToRupees(rule.min_amount) : 0,
  );
  const [kind, setKind] = useState<RewardKind>(rule?.kind ?? 'TALK_TIME_MINUTES');
  const credit = kind === 'CREDIT_PAISE';
  // A credit is typed in rupees, stored in paise.
  const shown = (v: number | null | undefined) =>
    v === null || v === undefined ? '' : credit ? paiseToRupees(v) : v;
  const [referrerValue, setReferrerValue] = useState<number | string>(
    shown(rule?.referrer_value) || 500,
  );
  const [referredValue, setReferredValue] = useState<number | string>(shown(rule?.referred_value));
  const max = credit ? MAX_REWARD_VALUE.CREDIT_PAISE / 100 : MAX_REWARD_VALUE[kind];
  const stored = (v: number | string) => (credit ? rupeesToPaise(Number(v)) : Number(v));
  const [cap, setCap] = useState<number | string>(rule?.monthly_cap ?? 20);
  const [active, setActive] = useState(rule?.active ?? true);
  const [saveRule, { isLoading }] = useSaveRewardRuleMutation();
  const { errors, failure, save } = useFormSave(onClose);

  async function submit() {
    if (!isWholeInRange(referrerValue, 1, max)) return;
    if (referredValue !== '' && !isWholeInRange(referredValue, 1, max)) return;
    if (!isWholeInRange(cap, 1, 10_000)) return;
    const checked = checkForm(rewardRuleBody, {
      name,
      trigger,
      min_amount: trigger === 'PAID' ? rupeesToPaise(Number(minRupees || 0)) : 0,
      kind,
      referrer_value: stored(referrerValue),
      referred_value: referredValue === '' ? null : stored(referredValue),
      monthly_cap: Number(cap),
      active,
    });
    await save(checked, (body) => saveRule({ id: rule?.id, body }));
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={rule ? t('referrals.editRule', { name: rule.name }) : t('referrals.newRule')}
      onSubmit={submit}
      submitLabel={t('referrals.saveRule')}
      loading={isLoading}
      data-testid="reward-rule-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('referrals.ruleName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
          data-testid="reward-rule-name"
        />
        <Select
          label={t('referrals.trigger')}
          value={trigger}
          onChange={(next) => next && setTrigger(next as RewardTrigger)}
          data={rewardTriggers.map((v) => ({ value: v, label: t(`referrals.triggers.${v}`) }))}
          allowDeselect={false}
          data-testid="reward-rule-trigger"
        />
        {trigger === 'PAID' && (
          <RupeeInput
            label={t('referrals.minAmount')}
            description={t('referrals.minAmountHint')}
            value={minRupees}
            onChange={setMinRupees}
            error={errors.min_amount}
          />
        )}
        <Select
          label={t('referrals.kind')}
          value={kind}
          onChange={(next) => next && setKind(next as RewardKind)}
          data={rewardKinds.map((v) => ({ value: v, label: t(`referrals.kinds.${v}`) }))}
          allowDeselect={false}
          disabled={Boolean(rule)}
          data-testid="reward-rule-kind"
        />
        <RangeNumberInput
          label={t(`referrals.referrerGets.${kind}`)}
          min={1}
          max={max}
          value={referrerValue}
          onChange={setReferrerValue}
          required
          data-testid="reward-rule-referrer-value"
        />
        <RangeNumberInput
          label={t(`referrals.referredGets.${kind}`)}
          description={t('referrals.referredHint')}
          min={1}
          max={max}
          value={referredValue}
          onChange={setReferredValue}
        />
        <RangeNumberInput
          label={t('referrals.monthlyCap')}
          min={1}
          max={10_000}
          value={cap}
          onChange={setCap}
          required
        />
        <Switch
          label={t('referrals.active')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        {failure && <Alert color="red">{failure}</Alert>}
      </Stack>
    </FormModal>
  );
}
