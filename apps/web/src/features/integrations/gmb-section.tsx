import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import type { GmbLocation } from '@switchboard/contract/integrations';
import { IconLink, IconLinkOff, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { runAction } from '../../ui/run-action';
import { useGmbLocationsQuery, useIntegrationOrgQuery, useUnlinkGmbLocationMutation } from './api';
import { GmbLocationDialog } from './gmb-location-dialog';

const statusColor = { VERIFIED: 'green', PENDING: 'yellow', SUSPENDED: 'red' } as const;

/** The org's Google Business Profile locations: link one, change whose it is, unlink it. */
export function GmbSection({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data, isLoading } = useGmbLocationsQuery(orgId);
  const { data: org } = useIntegrationOrgQuery(orgId);
  const [unlink] = useUnlinkGmbLocationMutation();
  // null: closed; 'new': linking one; a location: changing it.
  const [editing, setEditing] = useState<GmbLocation | 'new' | null>(null);

  const confirmUnlink = (l: GmbLocation) =>
    void runAction({
      confirm: {
        title: t('integrations.gmbUnlinkTitle'),
        message: t('integrations.gmbUnlinkConfirm', {
          name: l.location_name,
          org: org?.name ?? `#${orgId}`,
        }),
        confirmLabel: t('integrations.gmbUnlink'),
        danger: true,
      },
      run: () => unlink(l.id),
      success: (result) => result.message,
    });

  return (
    <Card withBorder data-testid="gmb-section">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('integrations.gmbTitle')}
        </Title>
        {ability.can('create', 'Integration') && (
          <Button
            size="xs"
            leftSection={<IconLink size={14} />}
            onClick={() => setEditing('new')}
            data-testid="gmb-link"
          >
            {t('integrations.gmbLinkTitle')}
          </Button>
        )}
      </Group>
      {isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : !data?.length ? (
        <Text c="dimmed" ta="center" py="md">
          {t('integrations.noGmb')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {data.map((l) => (
              <Table.Tr key={l.id} data-testid="gmb-row">
                <Table.Td>
                  <Text fw={500} size="sm">
                    {l.location_name}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {l.address}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[l.status]}>
                    {t(`integrations.gmbStatus.${l.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{l.rating === null ? '–' : `★ ${l.rating.toFixed(1)}`}</Text>
                    <Text size="xs" c="dimmed">
                      {t('integrations.reviews', {
                        count: l.review_count,
                        n: formatNumber(l.review_count),
                      })}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {ability.can('update', 'Integration') && (
                      <Tooltip label={t('integrations.gmbEdit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('integrations.gmbEditTitle', { name: l.location_name })}
                          onClick={() => setEditing(l)}
                          data-testid="gmb-edit"
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {ability.can('delete', 'Integration') && (
                      <Tooltip label={t('integrations.gmbUnlink')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('integrations.gmbUnlinkOf', { name: l.location_name })}
                          onClick={() => confirmUnlink(l)}
                          data-testid="gmb-unlink"
                        >
                          <IconLinkOff size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <GmbLocationDialog
          orgId={orgId}
          location={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
