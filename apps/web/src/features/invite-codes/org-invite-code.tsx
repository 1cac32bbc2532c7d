import { Anchor, Code, Text } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { Fact } from '../../ui/fact';
import { useOrgInviteCodeQuery } from './api';

/** The team page's line: the invite code the team signed up with (its first redemption). */
export default function OrgInviteCode({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data, isLoading } = useOrgInviteCodeQuery(orgId);
  if (isLoading) return null;
  return (
    <Fact label={t('invite-codes.signedUpWith')} testId="team-invite-code">
      {data ? (
        <>
          {ability.can('read', 'Growth') ? (
            <Anchor component={Link} to={`/invite-codes/${data.invite_code_id}`}>
              <Code>{data.code}</Code>
            </Anchor>
          ) : (
            <Code>{data.code}</Code>
          )}{' '}
          <Text span size="xs" c="dimmed">
            {formatDate(data.redeemed_at)}
          </Text>
        </>
      ) : (
        <Text c="dimmed" span>
          —
        </Text>
      )}
    </Fact>
  );
}
