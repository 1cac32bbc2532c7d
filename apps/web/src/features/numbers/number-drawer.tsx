import { Badge } from '@mantine/core';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import type { VoipNumberDetail } from '@switchboard/contract/numbers';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { assignedDate } from './assigned-date';
import { ObjectDrawer, type LinkedItem } from '../../ui/object-drawer';
import { useDrawerParam } from '../../ui/use-drawer-param';
import { useVoipNumberQuery } from './api';

/** The number drawer's URL parameter: `?number=9876543210` opens it from any list of numbers. */
export const useNumberDrawer = () => useDrawerParam('number');

/** The team holding the number (its VoIP tab), and the number's moves in that team. */
function linksOf({ number, assignments }: VoipNumberDetail, t: TFunction): LinkedItem[] {
  if (number.org_id === null) return [];
  return [
    {
      key: 'org',
      kind: t('numbers.team'),
      label: number.org_name ?? `#${number.org_id}`,
      to: `/teams/${number.org_id}/voip`,
    },
    ...assignments.map((move) => ({
      key: `move-${move.id}`,
      kind: t(`numbers.actions.${move.action}`),
      label: formatDateTime(move.created_at),
      detail: move.actor_name ?? t('numbers.system'),
    })),
  ];
}

/** A VoIP number's facts, team, moves and who did what, opened by `?number=<digits>`. */
export function NumberDrawer() {
  const { t } = useTranslation();
  const { value, close } = useNumberDrawer();
  const query = useVoipNumberQuery(value ?? '', { skip: value === null });
  return (
    <ObjectDrawer
      opened={value !== null}
      onClose={close}
      title={t('numbers.drawer.title', { number: value ?? '' })}
      testId="number-drawer"
      query={query}
      parts={(data) => {
        const { number } = data;
        return {
          facts: [
            {
              label: t('numbers.status'),
              value: <Badge variant="light">{t(`numbers.statuses.${number.status}`)}</Badge>,
            },
            { label: t('numbers.provider'), value: number.provider },
            {
              label: t('numbers.assigned'),
              value: assignedDate(number) ? formatDateTime(number.assigned_at) : '–',
            },
            {
              label: t('numbers.released'),
              value: number.released_at ? formatDateTime(number.released_at) : '–',
            },
            ...(number.status === 'RESERVED' && number.reserved_until
              ? [
                  {
                    label: t('numbers.drawer.reservedUntil'),
                    value: formatDate(number.reserved_until),
                  },
                ]
              : []),
          ],
          linked: linksOf(data, t),
          history: data.history,
        };
      }}
    />
  );
}
