import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import type { MandateDetail } from '@switchboard/contract/payments';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FieldMoves } from '../../ui/field-moves';
import { Fact } from '../../ui/fact';
import { Money } from '../../ui/money';
import { DrawerSection, ObjectDrawer, type LinkedItem } from '../../ui/object-drawer';
import { useDrawerParam } from '../../ui/use-drawer-param';
import { shortUrlItem, teamItem } from './drawer-items';
import { useMandateDetailQuery } from './api';
import { StatusBadge } from './status-badge';

/** The mandate drawer's URL parameter: `?mandate=mdt_…` opens it. */
export const useMandateDrawer = () => useDrawerParam('mandate');

/** Its team, the team's latest subscription and the registration link's short URL. */
function linksOf({ mandate, subscription, registration_clicks }: MandateDetail, t: TFunction) {
  const items: LinkedItem[] = [teamItem(t, mandate.org_id, mandate.org_name)];
  if (subscription)
    items.push({
      key: 'subscription',
      kind: t('payments.drawer.subscription'),
      label: `#${subscription.id}${subscription.plan_name ? ` · ${subscription.plan_name}` : ''}`,
      to: `/teams/${mandate.org_id}/subscriptions`,
      detail: t('payments.drawer.validTill', { date: formatDate(subscription.valid_till) }),
    });
  if (registration_clicks) items.push(shortUrlItem(t, registration_clicks));
  return items;
}

/** A mandate's facts, registration link, linked objects, status moves and history. */
export function MandateDrawer() {
  const { t } = useTranslation();
  const { value, close } = useMandateDrawer();
  const query = useMandateDetailQuery(value ?? '', { skip: value === null });
  return (
    <ObjectDrawer
      opened={value !== null}
      onClose={close}
      title={t('payments.mandates.detailTitle', { id: value ?? '' })}
      testId="mandate-drawer"
      query={query}
      parts={(data) => {
        const m = data.mandate;
        return {
          factsTestId: 'mandate-detail',
          facts: [
            { label: t('payments.org'), value: `${m.org_name} (#${m.org_id})` },
            { label: t('payments.statusLabel'), value: <StatusBadge status={m.status} /> },
            { label: t('payments.mandates.maxAmount'), value: <Money paise={m.max_amount} /> },
            {
              label: t('payments.mandates.frequency'),
              value: t(`payments.mandates.frequencies.${m.frequency}`),
            },
            { label: t('payments.mandates.statusReason'), value: m.status_reason ?? '—' },
            { label: t('payments.mandates.expires'), value: formatDateTime(m.expire_at) },
            { label: t('payments.date'), value: formatDateTime(m.created_at) },
            { label: t('payments.mandates.updated'), value: formatDateTime(m.updated_at) },
          ],
          about: (
            <>
              {m.description && <Text size="sm">{m.description}</Text>}
              <Fact label={t('payments.mandates.registrationLink')}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    href={m.registration_link}
                    target="_blank"
                    rel="noreferrer"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {m.registration_link}
                  </Anchor>
                  <CopyButton value={m.registration_link}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="light" onClick={copy}>
                        {copied ? t('payments.mandates.copied') : t('payments.mandates.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Fact>
            </>
          ),
          linked: linksOf(data, t),
          sections: (
            <DrawerSection title={t('payments.drawer.statusMoves')} testId="status-moves">
              <FieldMoves
                entries={data.history}
                field="status"
                label={(status) => <StatusBadge status={status} />}
                empty={t('payments.drawer.noStatusMoves')}
              />
            </DrawerSection>
          ),
          history: data.history,
          actionsKey: 'payments.historyActions',
        };
      }}
    />
  );
}
