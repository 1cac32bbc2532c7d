import { Divider, Stack, Switch, Text } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import type { Consent } from '@switchboard/contract/personal-data';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { runAction } from '../../ui/run-action';
import { useChangeConsentMutation, usePersonConsentsQuery } from './api';

/**
 * On a person's page: their marketing consent on each channel (a campaign reaches only those
 * who gave it), and for staff who may change the person, recording a consent the person gave
 * them (on a call, on paper) or its withdrawal, each after a confirmation and audited.
 */
export function ConsentSection({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const canChange = useAppAbility().can('update', 'User');
  const { data } = usePersonConsentsQuery(personId);
  const [change] = useChangeConsentMutation();
  const state = (c: Consent) =>
    c.given && c.given_at
      ? t('personal-data.consent.givenOn', {
          date: formatDate(c.given_at),
          how: t(`personal-data.consent.how.${c.given_how ?? 'STAFF'}`),
        })
      : c.withdrawn_at
        ? t('personal-data.consent.withdrawnOn', { date: formatDate(c.withdrawn_at) })
        : t('personal-data.consent.none');
  return (
    <Stack gap="xs" data-testid="consent-section">
      <Divider />
      <Text size="sm" fw={600}>
        {t('personal-data.consent.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('personal-data.consent.hint')}
      </Text>
      {(data ?? []).map((c) => {
        const channel = t(`personal-data.consent.channels.${c.channel}`);
        // The label names the channel; the description says since when and how.
        return (
          <Switch
            key={c.channel}
            label={channel}
            description={state(c)}
            labelPosition="left"
            checked={c.given}
            disabled={!canChange}
            data-testid={`consent-${c.channel}`}
            onChange={() =>
              void runAction({
                confirm: c.given
                  ? {
                      title: t('personal-data.consent.withdrawTitle', { channel }),
                      message: t('personal-data.consent.withdrawText', { channel }),
                      confirmLabel: t('personal-data.consent.withdraw'),
                      danger: true,
                    }
                  : {
                      title: t('personal-data.consent.giveTitle', { channel }),
                      message: t('personal-data.consent.giveText', { channel }),
                      confirmLabel: t('personal-data.consent.give'),
                    },
                run: () => change({ personId, channel: c.channel, given: !c.given }),
                success: c.given
                  ? t('personal-data.consent.withdrawn', { channel })
                  : t('personal-data.consent.given', { channel }),
              })
            }
          />
        );
      })}
    </Stack>
  );
}
