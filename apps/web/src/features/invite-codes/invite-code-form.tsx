import { Alert, SegmentedControl, Select, Stack, TextInput, Textarea } from '@mantine/core';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { createInviteCodesResult } from '@switchboard/contract/invite-codes';
import { errorMessage } from '../../lib/error-message';
import { FormModal } from '../../ui/form-modal';
import { IndiaDateInput, IndiaDates, indiaDayEnd, indiaDayStart } from '../../ui/india-dates';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { checkForm } from '../../ui/run-action';
import { toastSuccess } from '../../ui/toasts';
import { useCreateInviteCodesMutation } from './api';
import { OwnerFields, type Owner } from './owner-fields';
import { PlanFields } from './plan-fields';

type Created = z.output<typeof createInviteCodesResult>;

/** One code (typed or generated) or a batch with a prefix, with its benefit, limit, validity and owner. */
export function InviteCodeForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (result: Created) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'one' | 'batch'>('one');
  const [code, setCode] = useState('');
  const [count, setCount] = useState<number | string>(100);
  const [prefix, setPrefix] = useState('');
  const [benefit, setBenefit] = useState<BenefitKind>('TRIAL_DAYS');
  const [value, setValue] = useState<number | string>(7);
  const [plan, setPlan] = useState<{ plan_id?: number; variant_id?: number }>({});
  const [uses, setUses] = useState<number | string>(1);
  const [from, setFrom] = useState('');
  const [till, setTill] = useState('');
  const [owner, setOwner] = useState<Owner>(undefined);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateInviteCodesMutation();
  const limit = benefit === 'PLAN' ? null : BENEFIT_LIMITS[benefit];

  async function submit() {
    setFailure(null);
    if (mode === 'batch' && !isWholeInRange(count, 1, MAX_BATCH)) return;
    if (limit && !isWholeInRange(value, limit.min, limit.max)) return;
    if (!isWholeInRange(uses, 1, MAX_REDEMPTIONS)) return;
    const checked = checkForm(createInviteCodesBody, {
      ...(mode === 'one'
        ? { code: code.trim() || undefined }
        : { count: Number(count), prefix: prefix.trim() || undefined }),
      benefit,
      ...(benefit === 'PLAN' ? plan : { benefit_value: Number(value) }),
      max_redemptions: Number(uses),
      valid_from: indiaDayStart(from) ?? undefined,
      valid_till: indiaDayEnd(till) ?? undefined,
      owner,
      note: note.trim() || undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await create(checked.data);
    if ('error' in result) return setFailure(errorMessage(result.error));
    toastSuccess(t('invite-codes.createdToast', { n: formatNumber(result.data.created) }));
    onCreated(result.data);
    onClose();
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('invite-codes.new')}
      onSubmit={submit}
      submitLabel={
        mode === 'batch' && isWholeInRange(count, 1, MAX_BATCH)
          ? t('invite-codes.createCount', { n: formatNumber(Number(count)) })
          : t('invite-codes.create')
      }
      loading={isLoading}
      data-testid="invite-code-form"
    >
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(next) => setMode(next as 'one' | 'batch')}
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
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={errors.code}
            data-autofocus
            data-testid="invite-code-code"
          />
        ) : (
          <>
            <RangeNumberInput
              label={t('invite-codes.count')}
              min={1}
              max={MAX_BATCH}
              value={count}
              onChange={setCount}
              required
              data-testid="invite-code-count"
            />
            <TextInput
              label={t('invite-codes.prefix')}
              description={t('invite-codes.prefixHint')}
              value={prefix}
              onChange={(e) => setPrefix(e.currentTarget.value)}
              error={errors.prefix}
              data-testid="invite-code-prefix"
            />
          </>
        )}
        <Select
          label={t('invite-codes.benefit')}
          value={benefit}
          onChange={(next) => next && setBenefit(next as BenefitKind)}
          allowDeselect={false}
          data={benefitKinds.map((k) => ({ value: k, label: t(`invite-codes.benefitKind.${k}`) }))}
          data-testid="invite-code-benefit"
        />
        {limit ? (
          <RangeNumberInput
            label={t(`invite-codes.valueLabel.${benefit}`)}
            min={limit.min}
            max={limit.max}
            value={value}
            onChange={setValue}
            required
            error={errors.benefit_value}
            data-testid="invite-code-value"
          />
        ) : (
          <PlanFields value={plan} onChange={setPlan} errors={errors} />
        )}
        <RangeNumberInput
          label={t('invite-codes.maxUses')}
          description={t('invite-codes.maxUsesHint')}
          min={1}
          max={MAX_REDEMPTIONS}
          value={uses}
          onChange={setUses}
          required
          data-testid="invite-code-uses"
        />
        <IndiaDates>
          <IndiaDateInput
            label={t('invite-codes.validFrom')}
            value={from}
            onChange={setFrom}
            error={errors.valid_from}
          />
          <IndiaDateInput
            label={t('invite-codes.validTill')}
            value={till}
            onChange={setTill}
            error={errors.valid_till}
          />
        </IndiaDates>
        <OwnerFields
          value={owner}
          onChange={setOwner}
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
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {failure && (
          <Alert color="red" role="alert" data-testid="invite-code-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
