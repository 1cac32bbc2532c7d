import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../ui/run-action';
import { useSetStaffSettingsMutation, useStaffSettingsQuery } from './api';

/**
 * The Staff page's "second factor for everyone" (SU): switched, it first says what saving will
 * change (who has no second factor yet and is sent to set one up at their next sign-in), and
 * saves only on Save. The SU must have a factor of their own before requiring it of everyone.
 */
export function SecondFactorSetting({ myId }: { myId: number | undefined }) {
  const { t } = useTranslation();
  const { data } = useStaffSettingsQuery();
  const [save, { isLoading }] = useSetStaffSettingsMutation();
  const [draft, setDraft] = useState<boolean | null>(null);
  if (!data) return null;
  const saved = data.mfa_required_for_everyone;
  const wanted = draft ?? saved;
  const changed = wanted !== saved;
  const without = data.without_second_factor;
  const iHaveNone = without.some((m) => m.id === myId);
  // Roles MFA_REQUIRED_ROLES names need a factor either way: turning it off leaves them so.
  const stillRequired = data.mfa_required_roles.join(', ');
  const names = without.map((m) => `${m.name} (${m.role})`).join(', ');
  return (
    <Paper withBorder p="md" data-testid="staff-mfa-setting">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staff.mfaEveryoneTitle')}
        </Title>
        <Text size="sm">{t('staff.mfaEveryoneIntro')}</Text>
        <Switch
          checked={wanted}
          onChange={(e) => setDraft(e.currentTarget.checked)}
          disabled={!saved && iHaveNone}
          label={t('staff.mfaEveryoneLabel')}
          data-testid="staff-mfa-switch"
        />
        {!saved && iHaveNone ? (
          <Text size="sm" c="dimmed" data-testid="staff-mfa-own-first">
            {t('staff.mfaEveryoneOwnFirst')}
          </Text>
        ) : null}
        {data.updated_at ? (
          <Text size="xs" c="dimmed">
            {t('staff.mfaEveryoneChanged', {
              when: formatDateTime(data.updated_at),
              who: data.updated_by ?? '—',
            })}
          </Text>
        ) : null}
        {changed ? (
          <Alert
            color={wanted ? 'orange' : 'blue'}
            title={t('staff.mfaEveryoneWillChange')}
            data-testid="staff-mfa-preview"
          >
            <Stack gap="xs">
              <Text size="sm">
                {wanted
                  ? without.length === 0
                    ? t('staff.mfaEveryoneNobody')
                    : t('staff.mfaEveryoneCount', {
                        count: without.length,
                        n: formatNumber(without.length),
                        names,
                      })
                  : stillRequired
                    ? t('staff.mfaEveryoneOffRoles', { roles: stillRequired })
                    : t('staff.mfaEveryoneOff')}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={isLoading}
                  data-testid="staff-mfa-save"
                  onClick={() =>
                    void runAction({
                      run: () => save({ mfa_required_for_everyone: wanted }),
                      success: wanted
                        ? t('staff.mfaEveryoneOnSaved')
                        : t('staff.mfaEveryoneOffSaved'),
                      onDone: () => setDraft(null),
                    })
                  }
                >
                  {t('staff.save')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                  {t('staff.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" data-testid="staff-mfa-state">
            {saved
              ? t('staff.mfaEveryoneIsOn', {
                  count: without.length,
                  n: formatNumber(without.length),
                })
              : t('staff.mfaEveryoneIsOff', {
                  count: without.length,
                  n: formatNumber(without.length),
                })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
