import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { callStatuses, callTypes, type CallRow, type CdrUpdate } from '@switchboard/contract/calls';
import { formatNumber } from '@switchboard/contract/format';
import { longestDurationSeconds } from '@switchboard/contract/rules/cdr-times';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { runAction } from '../../ui/run-action';
import { useUpdateCdrMutation } from './api';
import { DateTimeInput } from './date-inputs';
import { fromIndiaWallTime, sameInstant, toIndiaWallTime } from './india-time';

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
export function EditCdrModal({ call, onClose }: { call: CallRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateCdrMutation();
  const [form, setForm] = useState<CdrForm | null>(null);
  useEffect(() => setForm(call ? formOf(call) : null), [call]);
  if (!call || !form) return null;
  const changes = cdrChanges(call, form);
  const set = <K extends keyof CdrForm>(key: K, value: CdrForm[K]) =>
    setForm({ ...form, [key]: value });
  const started = instantOf(form.started);
  const ended = instantOf(form.ended);
  // The same checks the server makes, shown at once: a start is required, the end not before it.
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

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('calls.editCdrTitle', { id: call.id })}
      data-testid="edit-cdr-modal"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void runAction({
            run: () => update({ id: call.id, body: changes }),
            success: t('messages.cdrUpdated'),
            onDone: onClose,
          });
        }}
      >
        <Stack>
          <SimpleGrid cols={2}>
            <Select
              label={t('calls.columns.status')}
              data={callStatuses.map((s) => ({ value: s, label: t(`calls.statuses.${s}`) }))}
              value={form.status}
              onChange={(v) => v && set('status', v)}
              data-testid="cdr-status"
            />
            <Select
              label={t('calls.columns.type')}
              data={callTypes.map((s) => ({ value: s, label: t(`calls.types.${s}`) }))}
              value={form.call_type}
              onChange={(v) => v && set('call_type', v)}
              data-testid="cdr-type"
            />
            <TextInput
              label={t('calls.columns.from')}
              value={form.from_number}
              onChange={(e) => set('from_number', e.currentTarget.value)}
              data-testid="cdr-from"
            />
            <TextInput
              label={t('calls.columns.to')}
              value={form.to_number}
              onChange={(e) => set('to_number', e.currentTarget.value)}
              data-testid="cdr-to"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeInput
              testId="cdr-started"
              label={t('calls.edit.startedAt')}
              description={t('calls.edit.indiaTime')}
              date={form.started.date}
              time={form.started.time}
              onChange={(date, time) => set('started', { date, time })}
              error={startError}
            />
            <DateTimeInput
              testId="cdr-ended"
              label={t('calls.edit.endedAt')}
              description={t('calls.edit.indiaTime')}
              date={form.ended.date}
              time={form.ended.time}
              onChange={(date, time) => set('ended', { date, time })}
              clearable
              error={endError}
            />
          </SimpleGrid>
          <RangeNumberInput
            label={t('calls.durationSeconds')}
            min={0}
            max={MAX_DURATION_SECONDS}
            value={form.duration}
            onChange={(v) => set('duration', v)}
            error={durationError}
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
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('calls.cancel')}
            </Button>
            <Button
              type="submit"
              loading={isLoading}
              disabled={Object.keys(changes).length === 0 || invalid}
              data-testid="cdr-save"
            >
              {t('calls.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
