import { SegmentedControl, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import {
  BENEFIT_LIMITS,
  benefitKinds,
  createInviteCodesBody,
  MAX_BATCH,
  MAX_REDEMPTIONS,
  ownerKinds,
  type BenefitKind,
} from '@switchboard/contract/invite-codes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { createInviteCodesResult } from '@switchboard/contract/invite-codes';
import { Dialog } from '../../ui/dialog';
import { IndiaDateInput, IndiaDates, indiaDayEnd, indiaDayStart } from '../../ui/india-dates';
import { isWholeInRange, rangeError, RangeNumberInput } from '../../ui/range-number-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useCreateInviteCodesMutation } from './api';
import { OwnerFields, type Owner } from './owner-fields';
import { PlanFields } from './plan-fields';

type Created = z.output<typeof createInviteCodesResult>;

/** A new code as the dialog opens: one code, a week's trial, one use. */
const newCode = {
  mode: 'one' as 'one' | 'batch',
  code: '',
  count: 100 as number | string,
  prefix: '',
  benefit: 'TRIAL_DAYS' as BenefitKind,
  benefit_value: 7 as number | string,
  plan_id: undefined as number | undefined,
  variant_id: undefined as number | undefined,
  max_redemptions: 1 as number | string,
  valid_from: '',
  valid_till: '',
  owner: undefined as Owner,
  note: '',
};

/** The body the fields make: one code or a batch, the benefit's value or its plan. */
const bodyOfNewCode = (v: typeof newCode) => ({
  ...(v.mode === 'one'
    ? { code: v.code.trim() || undefined }
    : { count: Number(v.count), prefix: v.prefix.trim() || undefined }),
  benefit: v.benefit,
  ...(v.benefit === 'PLAN'
    ? { plan_id: v.plan_id, variant_id: v.variant_id }
    : { benefit_value: Number(v.benefit_value) }),
  max_redemptions: Number(v.max_redemptions),
  valid_from: indiaDayStart(v.valid_from) ?? undefined,
  valid_till: indiaDayEnd(v.valid_till) ?? undefined,
  owner: v.owner,
  note: v.note.trim() || undefined,
});

/** The ranges the inputs name at the field, checked before anything is sent. */
const checkNewCode = (v: typeof newCode) => {
  const limit = v.benefit === 'PLAN' ? null : BENEFIT_LIMITS[v.benefit];
  return {
    count: v.mode === 'batch' ? rangeError(v.count, 1, MAX_BATCH) : null,
    benefit_value: limit ? rangeError(v.benefit_value, limit.min, limit.max) : null,
    max_redemptions: rangeError(v.max_redemptions, 1, MAX_REDEMPTIONS),
  };
};

/** One code (typed or generated) or a batch with a prefix, with its benefit, limit, validity and owner. */
export function InviteCodeDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (result: Created) => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateInviteCodesMutation();
  const { form, ...dialog } = useContractForm({
    schema: createInviteCodesBody,
    initialValues: newCode,
    toBody: bodyOfNewCode,
    check: checkNewCode,
    send: create,
    success: (result) =>
      t('invite-codes.createdToast', {
        count: result.created,
        n: formatNumber(result.created),
      }),
    onDone: (result) => {
      onCreated(result);
      onClose();
    },
  });
  const { mode, count, benefit, plan_id, variant_id, owner } = form.getValues();
  const limit = benefit === 'PLAN' ? null : BENEFIT_LIMITS[benefit];
  const errors = form.errors;

  return (
    <Dialog
      onClose={onClose}
      title={t('invite-codes.new')}
      form={dialog}
      submitLabel={
        mode === 'batch' && isWholeInRange(count, 1, MAX_BATCH)
          ? t('invite-codes.createCount', { count: Number(count), n: formatNumber(Number(count)) })
          : t('invite-codes.create')
      }
      data-testid="invite-code-form"
      failureTestId="invite-code-failure"
    >
      <Stack gap="sm">
        <SegmentedControl
          {...form.getInputProps('mode')}
          data={[
            { value: 'one', label: t('invite-codes.oneCode') },
            { value: 'batch', label: t('invite-codes.batch') },
          ]}
          data-testid="invite-code-mode"
        />
        {mode === 'one' ? (
          <TextInput
            label={t('invite-codes.codeOptional')}
            description={t('invite-codes.codeHint')}
            {...form.getInputProps('code')}
            data-autofocus
            data-testid="invite-code-code"
          />
        ) : (
          <>
            <RangeNumberInput
              label={t('invite-codes.count')}
              min={1}
              max={MAX_BATCH}
              {...form.getInputProps('count')}
              required
              data-testid="invite-code-count"
            />
            <TextInput
              label={t('invite-codes.prefix')}
              description={t('invite-codes.prefixHint')}
              {...form.getInputProps('prefix')}
              data-testid="invite-code-prefix"
            />
          </>
        )}
        <Select
          label={t('invite-codes.benefit')}
          {...form.getInputProps('benefit')}
          allowDeselect={false}
          data={benefitKinds.map((k) => ({ value: k, label: t(`invite-codes.benefitKind.${k}`) }))}
          data-testid="invite-code-benefit"
        />
        {limit ? (
          <RangeNumberInput
            label={t(`invite-codes.valueLabel.${benefit}`)}
            min={limit.min}
            max={limit.max}
            {...form.getInputProps('benefit_value')}
            required
            data-testid="invite-code-value"
          />
        ) : (
          <PlanFields
            value={{ plan_id, variant_id }}
            onChange={(plan) =>
              form.setValues({ plan_id: plan.plan_id, variant_id: plan.variant_id })
            }
            errors={errors}
          />
        )}
        <RangeNumberInput
          label={t('invite-codes.maxUses')}
          description={t('invite-codes.maxUsesHint')}
          min={1}
          max={MAX_REDEMPTIONS}
          {...form.getInputProps('max_redemptions')}
          required
          data-testid="invite-code-uses"
        />
        <IndiaDates>
          <IndiaDateInput
            label={t('invite-codes.validFrom')}
            {...form.getInputProps('valid_from')}
          />
          <IndiaDateInput
            label={t('invite-codes.validTill')}
            {...form.getInputProps('valid_till')}
          />
        </IndiaDates>
        <OwnerFields
          value={owner}
          onChange={(next) => form.setFieldValue('owner', next)}
          error={
            errors['owner.staff_id'] ??
            errors['owner.org_id'] ??
            errors['owner.campaign'] ??
            errors.owner
          }
          kinds={ownerKinds}
        />
        <Textarea
          label={t('invite-codes.note')}
          {...form.getInputProps('note')}
          maxLength={500}
          autosize
          minRows={2}
        />
      </Stack>
    </Dialog>
  );
}
