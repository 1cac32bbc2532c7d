import { Anchor, Badge, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import type { VoipNumber, VoipNumberRow } from '@switchboard/contract/numbers';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assignedDate } from './assigned-date';
import { Link } from 'react-router';
import { DrawerLink } from '../../ui/object-drawer';

/** A number, and on the Voip Numbers page the org that holds it. */
type NumberLike = VoipNumber & Partial<Pick<VoipNumberRow, 'org_name'>>;

/**
 * The columns of a list of numbers, for the team tab and the Voip Numbers page; the page adds
 * the org, linked to that team's voip tab.
 */
const statusColors = {
  AVAILABLE: 'blue',
  RESERVED: 'yellow',
  ASSIGNED: 'green',
  QUARANTINED: 'gray',
} as const;

export function useVoipNumberColumns<T extends NumberLike>({
  withOrg = false,
  onOpen,
}: {
  withOrg?: boolean;
  /** Opens the number's drawer: the number becomes its link. */
  onOpen?: (number: string) => void;
} = {}) {
  const { t } = useTranslation();
  return useMemo(() => {
    const column = createColumnHelper<T>();
    const org = column.accessor((n) => n.org_name ?? null, {
      id: 'org',
      header: t('numbers.team'),
      cell: (c) => {
        const orgId = c.row.original.org_id;
        if (orgId === null)
          return (
            <Text size="sm" c="dimmed">
              {t('numbers.noTeam')}
            </Text>
          );
        return (
          <Anchor
            component={Link}
            to={`/teams/${orgId}/voip`}
            size="sm"
            // Following the team is not a click on the row: it must not open the drawer too.
            onClick={(e) => e.stopPropagation()}
            data-testid="number-org-link"
          >
            {c.getValue() ?? `#${orgId}`}
          </Anchor>
        );
      },
    });
    return [
      column.accessor((n) => n.number, {
        id: 'number',
        header: t('numbers.number'),
        cell: (c) =>
          onOpen ? (
            <DrawerLink
              onOpen={() => onOpen(c.getValue())}
              label={t('numbers.drawer.open', { number: c.getValue() })}
            >
              {c.getValue()}
            </DrawerLink>
          ) : (
            c.getValue()
          ),
      }),
      ...(withOrg ? [org] : []),
      column.accessor((n) => n.provider, { id: 'provider', header: t('numbers.provider') }),
      column.accessor((n) => n.status, {
        id: 'status',
        header: t('numbers.status'),
        cell: (c) => {
          const until = c.row.original.reserved_until;
          return (
            <>
              <Badge color={statusColors[c.getValue()]} variant="light">
                {t(`numbers.statuses.${c.getValue()}`)}
              </Badge>
              {c.getValue() === 'RESERVED' && until && (
                <Text size="xs" c="dimmed">
                  {t('numbers.reservedUntil', { date: formatDate(until) })}
                </Text>
              )}
            </>
          );
        },
      }),
      column.accessor(assignedDate, {
        id: 'assigned_at',
        header: t('numbers.assigned'),
        cell: (c) => {
          const assigned = c.getValue();
          return assigned ? formatDateTime(assigned) : '–';
        },
      }),
      column.accessor((n) => n.released_at, {
        id: 'released_at',
        header: t('numbers.released'),
        cell: (c) => {
          const released = c.getValue();
          return released ? formatDateTime(released) : '–';
        },
      }),
    ];
  }, [t, withOrg, onOpen]);
}
