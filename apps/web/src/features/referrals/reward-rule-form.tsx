import { Alert, Select, Stack, Switch, TextInput } from '@mantine/core';
import { paiseToRupees, rupeesToPaise } from '@switchboard/contract/money';
import {
  MAX_REWARD_MINUTES,
  rewardRuleBody,
  rewardTriggers,
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

/** A reward rule (SU): the stage that earns it, the minutes for each side, the monthly cap. */
export function RewardRuleForm({ rule, onClose }: { rule?: RewardRule; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(rule?.name ?? '');
  const [trigger, setTrigger] = useState<RewardTrigger>(rule?.trigger ?? 'PAID');
  const [minRupees, setMinRupees] = useState<number | ''>(
    rule ? paiseToRupees(rule.min_amount) : 0,
  );
  const [referrerMinutes, setReferrerMinutes] = useState<number | string>(
    rule?.referrer_minutes ?? 500,
  );
  const [referredMinutes, setReferredMinutes] = useState<number | string>(
    rule?.referred_minutes ?? '',
  );
  const [cap, setCap] = useState<number | string>(rule?.monthly_cap ?? 20);
  const [active, setActive] = useState(rule?.active ?? true);
  const [saveRule, { isLoading }] = useSaveRewardRuleMutation();
  const { errors, failure, save } = useFormSave(onClose);

  async function submit() {
    if (!isWholeInRange(referrerMinutes, 1, MAX_REWARD_MINUTES)) return;
    if (referredMinutes !== '' && !isWholeInRange(referredMinutes, 1, MAX_REWARD_MINUTES)) return;
    if (!isWholeInRange(cap, 1, 10_000)) return;
    const checked = checkForm(rewardRuleBody, {
      name,
      trigger,
      min_amount: trigger === 'PAID' ? rupeesToPaise(Number(minRupees || 0)) : 0,
      referrer_minutes: Number(referrerMinutes),
      referred_minutes: referredMinutes === '' ? null : Number(referredMinutes),
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
        <RangeNumberInput
          label={t('referrals.referrerMinutes')}
          min={1}
          max={MAX_REWARD_MINUTES}
          value={referrerMinutes}
          onChange={setReferrerMinutes}
          required
          data-testid="reward-rule-referrer-minutes"
        />
        <RangeNumberInput
          label={t('referrals.referredMinutes')}
          description={t('referrals.referredMinutesHint')}
          min={1}
          max={MAX_REWARD_MINUTES}
          value={referredMinutes}
          onChange={setReferredMinutes}
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
