import {
  Anchor,
  Button,
  Card,
  Code,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { Fact } from '../../ui/fact';
import { runAction } from '../../ui/run-action';
import { useInviteCodeQuery, useUpdateInviteCodeMutation } from './api';
import { benefitText, usesText } from './benefit-text';
import { ChangeCodeDialog } from './change-code-dialog';
import { RedemptionTable } from './redemption-table';
import { InviteCodeStatusBadge } from './status-badge';

/** One invite code: its benefit, limit, validity and owner, who redeemed it; pause, extend, raise. */
export function InviteCodeDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const ability = useAppAbility();
  const { data: code, error, isLoading } = useInviteCodeQuery(id, { skip: !(id > 0) });
  const [update] = useUpdateInviteCodeMutation();
  const [changing, setChanging] = useState(false);
  const back = (
    <Anchor component={Link} to="/invite-codes" size="sm">
      <IconArrowLeft size={14} /> {t('invite-codes.back')}
    </Anchor>
  );
  if (isLoading) return <Loader />;
  if (!code)
    return (
      <Stack>
        {back}
        <Text c="red">{error ? errorMessage(error) : t('invite-codes.notFound')}</Text>
      </Stack>
    );
  const paused = code.status === 'PAUSED';
  return (
    <Stack data-testid="invite-code-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h3">
            <Code fz="inherit" data-testid="invite-code-title">
              {code.code}
            </Code>
          </Title>
          <InviteCodeStatusBadge status={code.status} />
        </Group>
        {ability.can('update', 'Growth') && (
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => setChanging(true)}
              data-testid="invite-code-change"
            >
              {t('invite-codes.change')}
            </Button>
            <Button
              variant="light"
              color={paused ? 'green' : 'yellow'}
              data-testid="invite-code-pause"
              onClick={() =>
                void runAction({
                  confirm: paused
                    ? undefined
                    : {
                        title: t('invite-codes.pauseTitle', { code: code.code }),
                        message: t('invite-codes.pauseText'),
                        confirmLabel: t('invite-codes.pause'),
                      },
                  run: () => update({ id: code.id, paused: !paused }),
                  success: t(paused ? 'invite-codes.resumed' : 'invite-codes.paused', {
                    code: code.code,
                  }),
                })
              }
            >
              {paused ? t('invite-codes.resume') : t('invite-codes.pause')}
            </Button>
          </Group>
        )}
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fact label={t('invite-codes.benefit')} testId="invite-code-benefit-fact">
            {benefitText(t, code)}
          </Fact>
          <Fact label={t('invite-codes.uses')} testId="invite-code-uses-fact">
            {usesText(code)}
          </Fact>
          <Fact label={t('invite-codes.validity')}>
            {code.valid_from || code.valid_till
              ? `${code.valid_from ? formatDate(code.valid_from) : '…'} – ${code.valid_till ? formatDate(code.valid_till) : t('invite-codes.noEnd')}`
              : t('invite-codes.always')}
          </Fact>
          <Fact label={t('invite-codes.owner')}>
            {code.owner_name
              ? `${code.owner_name} · ${t(`invite-codes.ownerKind.${code.owner_kind}`)}`
              : '—'}
          </Fact>
          <Fact label={t('invite-codes.note')}>{code.note ?? '—'}</Fact>
          <Fact label={t('invite-codes.created')}>{formatDateTime(code.created_at)}</Fact>
        </SimpleGrid>
      </Card>
      <RedemptionTable rows={code.redemption_list} />
      {changing && <ChangeCodeDialog code={code} onClose={() => setChanging(false)} />}
    </Stack>
  );
}
