import { Code, Text } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import type { InviteCode } from '@switchboard/contract/invite-codes';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { benefitText, usesText } from './benefit-text';
import { InviteCodeStatusBadge } from './status-badge';

const column = createColumnHelper<InviteCode>();

/** The invite codes' columns: the code, its benefit, uses against the limit, validity, owner. */
export function useInviteCodeColumns() {
  const { t } = useTranslation();
  return useMemo(
    () => [
      column.accessor('code', {
        header: t('invite-codes.code'),
        cell: (c) => <Code fz="sm">{c.getValue()}</Code>,
      }),
      column.display({
        id: 'benefit',
        header: t('invite-codes.benefit'),
        cell: (c) => benefitText(t, c.row.original),
      }),
      column.accessor('status', {
        header: t('invite-codes.statusLabel'),
        cell: (c) => <InviteCodeStatusBadge status={c.getValue()} />,
      }),
      column.display({
        id: 'uses',
        header: t('invite-codes.uses'),
        cell: (c) => usesText(c.row.original),
      }),
      column.accessor('valid_till', {
        header: t('invite-codes.validTill'),
        cell: (c) => (c.getValue() ? formatDate(c.getValue()!) : t('invite-codes.noEnd')),
      }),
      column.accessor('owner_name', {
        header: t('invite-codes.owner'),
        cell: (c) =>
          c.getValue() ? (
            `${c.getValue()} · ${t(`invite-codes.ownerKind.${c.row.original.owner_kind}`)}`
          ) : (
            <Text c="dimmed" span>
              —
            </Text>
          ),
      }),
      column.accessor('created_at', {
        header: t('invite-codes.created'),
        cell: (c) => formatDate(c.getValue()),
      }),
    ],
    [t],
  );
}
