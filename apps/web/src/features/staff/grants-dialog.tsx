import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { describeAccess, staffGrantsBody } from '@switchboard/contract/grants';
import {
  actions,
  subjects,
  type AbilityRule,
  type Action,
  type Subject,
} from '@switchboard/contract/permissions';
import type { StaffMember } from '@switchboard/contract/staff';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Dialog } from '../../ui/dialog';
import { toastSuccess } from '../../ui/toasts';
import { useSetStaffGrantsMutation } from './api';
import { accessInWords, areaName, changesInWords } from './grant-words';

/** One rule as the editor holds it: lists to pick from, fields and conditions as typed. */
type Row = {
  key: number;
  effect: 'allow' | 'deny';
  actions: Action[];
  subjects: Subject[];
  /** Comma-separated field names; empty for every field. */
  fields: string;
  /** A JSON object of conditions (`{"status": "PENDING"}`); empty for every record. */
  conditions: string;
};

const listOf = <T,>(one: T | T[]): T[] => (Array.isArray(one) ? one : [one]);
const oneOrList = <T,>(list: T[]): T | T[] => (list.length === 1 ? list[0]! : list);

let nextKey = 0;
const rowOf = (rule: AbilityRule): Row => ({
  key: nextKey++,
  effect: rule.inverted ? 'deny' : 'allow',
  actions: listOf(rule.action),
  subjects: listOf(rule.subject),
  fields: rule.fields ? listOf(rule.fields).join(', ') : '',
  conditions: rule.conditions ? JSON.stringify(rule.conditions) : '',
});

/** The rule a row makes, or why it makes none yet. */
function ruleOf(row: Row): { rule: AbilityRule } | { problem: 'incomplete' | 'conditions' } {
  if (row.actions.length === 0 || row.subjects.length === 0) return { problem: 'incomplete' };
  const rule: AbilityRule = { action: oneOrList(row.actions), subject: oneOrList(row.subjects) };
  const fields = row.fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.length) rule.fields = oneOrList(fields);
  if (row.conditions.trim()) {
    try {
      const parsed: unknown = JSON.parse(row.conditions);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return { problem: 'conditions' };
      rule.conditions = parsed as Record<string, unknown>;
    } catch {
      return { problem: 'conditions' };
    }
  }
  if (row.effect === 'deny') rule.inverted = true;
  return { rule };
}

function RuleRow({
  row,
  index,
  problem,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  problem: string | null;
  onChange: (row: Row) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid={`grant-rule-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <SegmentedControl
            size="xs"
            value={row.effect}
            onChange={(v) => onChange({ ...row, effect: v as Row['effect'] })}
            data={[
              { value: 'allow', label: t('staff.grantEffectAllow') },
              { value: 'deny', label: t('staff.grantEffectDeny') },
            ]}
            data-testid="grant-effect"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('staff.grantRemove')}
            onClick={onRemove}
            data-testid="grant-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <Group grow align="flex-start">
          <MultiSelect
            label={t('staff.grantActions')}
            data={actions.map((a) => ({ value: a, label: t(`staff.actionWords.${a}`) }))}
            value={row.actions}
            onChange={(v) => onChange({ ...row, actions: v as Action[] })}
            searchable
            data-testid="grant-actions"
          />
          <MultiSelect
            label={t('staff.grantAreas')}
            data={subjects.map((s) => ({ value: s, label: areaName(t, s) }))}
            value={row.subjects}
            onChange={(v) => onChange({ ...row, subjects: v as Subject[] })}
            searchable
            data-testid="grant-areas"
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('staff.grantFields')}
            description={t('staff.grantFieldsHint')}
            value={row.fields}
            onChange={(e) => onChange({ ...row, fields: e.currentTarget.value })}
          />
          <TextInput
            label={t('staff.grantConditions')}
            description={t('staff.grantConditionsHint')}
            value={row.conditions}
            onChange={(e) => onChange({ ...row, conditions: e.currentTarget.value })}
            error={problem === 'conditions' ? t('staff.grantConditionsInvalid') : undefined}
          />
        </Group>
        {problem === 'incomplete' ? (
          <Text size="xs" c="orange">
            {t('staff.grantIncomplete')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The Staff page's grants editor (SU, for an ADMIN): rules added to or taken from what the
 * ADMIN's role allows, with a preview of what the ADMIN may then do, area by area, before
 * anything is saved. The preview uses the rules the server builds (`describeAccess`).
 */
export default function GrantsDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = `${member.first_name} ${member.last_name}`.trim();
  const [rows, setRows] = useState<Row[]>(() => member.grants.map(rowOf));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSetStaffGrantsMutation();
  const made = rows.map(ruleOf);
  const grants = made.flatMap((m) => ('rule' in m ? [m.rule] : []));
  const ready = made.every((m) => 'rule' in m);
  const before = useMemo(() => describeAccess('ADMIN', []), []);
  const key = JSON.stringify(grants);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `grants`
  const after = useMemo(() => describeAccess('ADMIN', grants), [key]);
  const changes = changesInWords(t, before, after);
  const submit = async () => {
    if (!ready) return;
    const body = staffGrantsBody.safeParse({ grants });
    if (!body.success) {
      setFailure(body.error.issues[0]?.message ?? t('staff.grantIncomplete'));
      return;
    }
    const result = await save({ id: member.id, grants: body.data.grants });
    if ('error' in result && result.error !== undefined) {
      setFailure(errorMessage(result.error as Parameters<typeof errorMessage>[0]));
      return;
    }
    toastSuccess(t('staff.grantsSaved', { name }));
    onClose();
  };
  return (
    <Dialog
      onClose={onClose}
      title={t('staff.grantsTitle', { name })}
      size="xl"
      form={{ submit, busy: isLoading, failure }}
      submitLabel={t('staff.grantsSave')}
      submitDisabled={!ready}
      submitTestId="grants-save"
      data-testid="staff-grants"
    >
      <Text size="sm">{t('staff.grantsIntro')}</Text>
      <Stack gap="xs">
        {rows.map((row, i) => {
          const m = made[i]!;
          return (
            <RuleRow
              key={row.key}
              row={row}
              index={i}
              problem={'problem' in m ? m.problem : null}
              onChange={(next) => setRows(rows.map((r) => (r.key === row.key ? next : r)))}
              onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
            />
          );
        })}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('staff.grantsNone')}
          </Text>
        ) : null}
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setRows([
                ...rows,
                {
                  key: nextKey++,
                  effect: 'allow',
                  actions: [],
                  subjects: [],
                  fields: '',
                  conditions: '',
                },
              ])
            }
            data-testid="grant-add"
          >
            {t('staff.grantAdd')}
          </Button>
        </Group>
      </Stack>
      <Title order={3} size="h5">
        {t('staff.previewTitle', { name })}
      </Title>
      <Alert color={changes.length ? 'blue' : 'gray'} data-testid="grants-changes">
        {changes.length ? (
          <List size="sm">
            {changes.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('staff.previewNoChange')}</Text>
        )}
      </Alert>
      <Table withTableBorder data-testid="grants-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.previewArea')}</Table.Th>
            <Table.Th>{t('staff.previewAccess')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {after.map((access, i) => {
            const changed = JSON.stringify(access) !== JSON.stringify(before[i]);
            return (
              <Table.Tr
                key={access.subject}
                data-testid={`grants-preview-${access.subject}`}
                data-changed={changed || undefined}
                fw={changed ? 600 : undefined}
              >
                <Table.Td>{areaName(t, access.subject)}</Table.Td>
                <Table.Td>{accessInWords(t, access)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Dialog>
  );
}
