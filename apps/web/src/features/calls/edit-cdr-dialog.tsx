import { fromIndiaWallTime, toIndiaWallTime } from '@switchboard/contract/india-time';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  callStatuses,
  callTypes,
  cdrUpdateBody,
  type CallRow,
  type CdrUpdate,
} from '@switchboard/contract/calls';
import { formatNumber } from '@switchboard/contract/format';
import { longestDurationSeconds, sameInstant } from '@switchboard/contract/rules/cdr-times';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useUpdateCdrMutation } from './api';
import { DateTimeInput } from './date-inputs';

type Moment = { date: string; time: string };
export type CdrForm = {
  status: string;
  call_type: string;
  /** As typed: a value out of range is named at the field, never clamped. */
  duration: number | string;
  from_number: string;
  to_number: string;
  started: Moment;
  ended: Moment;
};

export const formOf = (c: CallRow): CdrForm => ({
  status: c.status,
  call_type: c.call_type,
  duration: c.duration,
  from_number: c.from_number,
  to_number: c.to_number,
  started: toIndiaWallTime(c.started_at),
  ended: c.ended_at ? toIndiaWallTime(c.ended_at) : { date: '', time: '' },
});

/** A day: the longest duration the contract takes. */
const MAX_DURATION_SECONDS = 86_400;

const instantOf = (m: Moment): string | null =>
  m.date && m.time ? fromIndiaWallTime(m.date, m.time) : null;

/** The fields that differ from the stored CDR, as the wire wants them (times with +05:30). */
export function cdrChanges(call: CallRow, form: CdrForm): CdrUpdate {
  const changes: CdrUpdate = {};
  if (form.status !== call.status) changes.status = form.status as CdrUpdate['status'];
  if (form.call_type !== call.call_type)
    changes.call_type = form.call_type as CdrUpdate['call_type'];
  if (typeof form.duration === 'number' && form.duration !== call.duration)
    changes.duration = form.duration;
  if (form.from_number !== call.from_number) changes.from_number = form.from_number;
  if (form.to_number !== call.to_number) changes.to_number = form.to_number;
  const started = instantOf(form.started);
  if (started && !sameInstant(started, call.started_at)) changes.started_at = started;
  const ended = instantOf(form.ended);
  if (!sameInstant(ended, call.ended_at)) changes.ended_at = ended;
  return changes;
}

/** Corrects a CDR's fields; only the changed ones are sent, and the server audits the originals. */
export function EditCdrDialog({ call, onClose }: { call: CallRow | null; onClose: () => void }) {
  return call ? <EditCdrForm key={call.id} call={call} onClose={onClose} /> : null;
}

/** The same checks the server makes, shown at once: a start is required, the end not before it. */
function cdrProblems(form: CdrForm, t: TFunction) {
  const started = instantOf(form.started);
  const ended = instantOf(form.ended);
  const startError = started ? undefined : t('calls.edit.startRequired');
  const endError =
    started && ended && Date.parse(ended) < Date.parse(started)
      ? t('calls.edit.endBeforeStart')
      : undefined;
  const durationInRange = isWholeInRange(form.duration, 0, MAX_DURATION_SECONDS);
  const longest = started && !endError ? longestDurationSeconds(started, ended) : null;
  const durationError =
    durationInRange && longest !== null && Number(form.duration) > longest
      ? t('messages.cdrDurationTooLong', { seconds: formatNumber(longest) })
      : undefined;
  const invalid = Boolean(startError ?? endError ?? durationError) || !durationInRange;
  return { startError, endError, durationError, invalid };
}

function EditCdrForm({ call, onClose }: { call: CallRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [update] = useUpdateCdrMutation();
  const { form, ...dialog } = useContractForm({
    schema: cdrUpdateBody,
    initialValues: formOf(call),
    toBody: (v) => cdrChanges(call, v),
    send: (body) => update({ id: call.id, body }),
    success: t('messages.cdrUpdated'),
    failure: 'dialog',
    onDone: onClose,
  });
  const values = form.getValues();
  const changes = cdrChanges(call, values);
  const { startError, endError, durationError, invalid } = cdrProblems(values, t);

  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title={t('calls.editCdrTitle', { id: call.id })}
      form={dialog}
      submitLabel={t('calls.save')}
      submitDisabled={Object.keys(changes).length === 0 || invalid}
      submitTestId="cdr-save"
      data-testid="edit-cdr-modal"
    >
      <SimpleGrid cols={2}>
        <Select
          label={t('calls.columns.status')}
          data={callStatuses.map((s) => ({ value: s, label: t(`calls.statuses.${s}`) }))}
          {...form.getInputProps('status')}
          data-testid="cdr-status"
        />
        <Select
          label={t('calls.columns.type')}
          data={callTypes.map((s) => ({ value: s, label: t(`calls.types.${s}`) }))}
          {...form.getInputProps('call_type')}
          data-testid="cdr-type"
        />
        <TextInput
          label={t('calls.columns.from')}
          {...form.getInputProps('from_number')}
          data-testid="cdr-from"
        />
        <TextInput
          label={t('calls.columns.to')}
          {...form.getInputProps('to_number')}
          data-testid="cdr-to"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimeInput
          testId="cdr-started"
          label={t('calls.edit.startedAt')}
          description={t('calls.edit.indiaTime')}
          date={values.started.date}
          time={values.started.time}
          onChange={(date, time) => form.setFieldValue('started', { date, time })}
          error={startError}
        />
        <DateTimeInput
          testId="cdr-ended"
          label={t('calls.edit.endedAt')}
          description={t('calls.edit.indiaTime')}
          date={values.ended.date}
          time={values.ended.time}
          onChange={(date, time) => form.setFieldValue('ended', { date, time })}
          clearable
          error={endError}
        />
      </SimpleGrid>
      <RangeNumberInput
        label={t('calls.durationSeconds')}
        min={0}
        max={MAX_DURATION_SECONDS}
        {...form.getInputProps('duration')}
        error={durationError ?? form.errors.duration}
        data-testid="cdr-duration"
      />
      {Object.keys(changes).length > 0 && (
        <Text size="xs" c="dimmed" data-testid="cdr-changed">
          {t('calls.edit.changed', {
            fields: Object.keys(changes)
              .map((k) => t(`calls.edit.fields.${k}`))
              .join(', '),
          })}
        </Text>
      )}
    </Dialog>
  );
}
