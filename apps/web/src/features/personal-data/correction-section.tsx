import { Alert, Button, Divider, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import {
  correctionFields,
  type CorrectionChange,
  type CorrectionField,
} from '@switchboard/contract/personal-data';
import { normalizeIndianPhone } from '@switchboard/contract/rules/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { Dialog } from '../../ui/dialog';
import { toastSuccess } from '../../ui/toasts';
import {
  useCorrectablePersonQuery,
  useCorrectPersonMutation,
  usePersonCorrectionsQuery,
} from './api';

type Values = Record<CorrectionField, string>;

/** How a typed value is recorded: a phone as its ten digits, an email in lower case. */
const recorded = (field: CorrectionField, value: string) => {
  const trimmed = value.trim();
  if (field === 'phone') return normalizeIndianPhone(trimmed);
  if (field === 'email') return trimmed.toLowerCase();
  return trimmed;
};

/** One change per line: the field, what was recorded and what it becomes. */
function ChangesTable({ changes }: { changes: CorrectionChange[] }) {
  const { t } = useTranslation();
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="correction-changes">
      <Table.Tbody>
        {changes.map((c) => (
          <Table.Tr key={c.field} data-field={c.field}>
            <Table.Td c="dimmed">{t(`personal-data.correction.fields.${c.field}`)}</Table.Td>
            <Table.Td td="line-through">{c.before || '–'}</Table.Td>
            <Table.Td>→</Table.Td>
            <Table.Td fw={500}>{c.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The person's right to correction: staff who may change personal data type the corrected
 * name, email or phone, confirm the old and new values, and the correction is recorded.
 */
function CorrectDialog({ personId, onClose }: { personId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: person } = useCorrectablePersonQuery(personId);
  const [values, setValues] = useState<Values | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [correct, { isLoading, error }] = useCorrectPersonMutation();
  const current: Values | null = person
    ? {
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email ?? '',
        phone: person.phone ?? '',
      }
    : null;
  const shown = values ?? current;
  const changes: CorrectionChange[] =
    shown && current
      ? correctionFields.flatMap((field) => {
          const after = recorded(field, shown[field]);
          return after !== current[field] && after !== ''
            ? [{ field, before: current[field] || null, after }]
            : [];
        })
      : [];
  return (
    <Dialog
      title={t('personal-data.correction.dialogTitle')}
      onClose={onClose}
      data-testid="correct-person-dialog"
      submitLabel={
        confirming ? t('personal-data.correction.confirm') : t('personal-data.correction.review')
      }
      submitTestId="correct-person-submit"
      submitDisabled={changes.length === 0}
      form={{
        busy: isLoading,
        failure: error ? errorMessage(error) : null,
        submit: async () => {
          if (!confirming) {
            setConfirming(true);
            return;
          }
          const body = Object.fromEntries(changes.map((c) => [c.field, c.after]));
          const result = await correct({ personId, body });
          if ('data' in result) {
            toastSuccess(t('personal-data.correction.done'));
            onClose();
          }
        },
      }}
    >
      {confirming ? (
        <Stack gap="xs">
          <Text size="sm">{t('personal-data.correction.confirmIntro')}</Text>
          <ChangesTable changes={changes} />
          <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
            {t('personal-data.correction.back')}
          </Button>
        </Stack>
      ) : shown ? (
        <Stack gap="xs">
          <Text size="sm">{t('personal-data.correction.intro')}</Text>
          {correctionFields.map((field) => (
            <TextInput
              key={field}
              label={t(`personal-data.correction.fields.${field}`)}
              value={shown[field]}
              onChange={(event) => setValues({ ...shown, [field]: event.currentTarget.value })}
              data-testid={`correct-${field}`}
            />
          ))}
        </Stack>
      ) : null}
    </Dialog>
  );
}

/** On a person's page: the corrections made to their data, and "Correct data". */
export function CorrectionSection({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [open, setOpen] = useState(false);
  const { data } = usePersonCorrectionsQuery(personId);
  return (
    <Stack gap="xs" data-testid="correction-section">
      <Divider />
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('personal-data.correction.title')}
        </Text>
        {ability.can('update', 'PersonalData') ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => setOpen(true)}
            data-testid="correct-person"
          >
            {t('personal-data.correction.open')}
          </Button>
        ) : null}
      </Group>
      {data && data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('personal-data.correction.none')}
        </Text>
      ) : null}
      {(data ?? []).map((c) => (
        <Stack key={c.id} gap={2} data-testid="correction">
          <Text size="xs" c="dimmed">
            {t('personal-data.correction.by', {
              when: formatDateTime(c.created_at),
              who: c.corrected_by ?? '–',
            })}
          </Text>
          {c.changes.length > 0 ? (
            <ChangesTable changes={c.changes} />
          ) : (
            <Alert variant="light" p="xs">
              {t('personal-data.correction.erased')}
            </Alert>
          )}
        </Stack>
      ))}
      {open ? <CorrectDialog personId={personId} onClose={() => setOpen(false)} /> : null}
    </Stack>
  );
}
