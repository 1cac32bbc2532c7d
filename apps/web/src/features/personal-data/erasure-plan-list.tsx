import { Badge, List, Stack, Text } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import type { ErasurePlan } from '@switchboard/contract/personal-data';
import { useTranslation } from 'react-i18next';

/**
 * What an erasure anonymises (or did), what it keeps of the person's opt-outs so they stay
 * opted out, and what a legal hold keeps, table by table, in words:
 * the confirmation before an SU carries it out, and the record of what it did.
 */
export function ErasurePlanList({ plan, done = false }: { plan: ErasurePlan; done?: boolean }) {
  const { t } = useTranslation();
  const tableName = (table: string) => t(`personal-data.tables.${table}`, { defaultValue: table });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {done ? t('personal-data.erasure.anonymisedDone') : t('personal-data.erasure.anonymised')}
      </Text>
      {plan.anonymised.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('personal-data.erasure.nothingToAnonymise')}
        </Text>
      ) : (
        <List size="sm" spacing={2} data-testid="erasure-anonymised">
          {plan.anonymised.map((a) => (
            <List.Item key={a.table} data-table={a.table}>
              {tableName(a.table)}{' '}
              <Text span size="xs" c="dimmed">
                {a.deleted
                  ? t('personal-data.erasure.rowsRemoved', { count: a.rows })
                  : t('personal-data.erasure.rows', { count: a.rows })}
              </Text>
            </List.Item>
          ))}
          {plan.recordings > 0 ? (
            <List.Item>
              {t('personal-data.erasure.recordings', { count: plan.recordings })}
            </List.Item>
          ) : null}
        </List>
      )}
      {plan.kept && plan.kept.length > 0 ? (
        <>
          <Text size="sm" fw={600}>
            {t('personal-data.erasure.kept')}
          </Text>
          <List size="sm" spacing={2} data-testid="erasure-kept">
            {plan.kept.map((k) => (
              <List.Item key={k.table} data-table={k.table}>
                {tableName(k.table)}{' '}
                <Text span size="xs" c="dimmed">
                  {t('personal-data.erasure.rows', { count: k.rows })}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      <Text size="sm" fw={600}>
        {t('personal-data.erasure.held')}
      </Text>
      {plan.held.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('personal-data.erasure.nothingHeld')}
        </Text>
      ) : (
        <List size="sm" spacing={2} data-testid="erasure-held">
          {plan.held.map((h) => (
            <List.Item key={h.table} data-table={h.table}>
              {tableName(h.table)}{' '}
              <Text span size="xs" c="dimmed">
                {t('personal-data.erasure.rows', { count: h.rows })}
              </Text>{' '}
              <Badge size="sm" variant="light" color="orange">
                {h.hold}
              </Badge>{' '}
              {h.held_until ? (
                <Text span size="xs">
                  {t('personal-data.erasure.heldUntil', { date: formatDate(h.held_until) })}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
