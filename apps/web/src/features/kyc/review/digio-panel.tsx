import { Badge, Button, Divider, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { DigioRequest, KycDetail } from '@switchboard/contract/kyc';
import { formatMessage } from '@switchboard/contract/messages';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { showErrorDialog } from '../../../ui/error-dialog';
import { toastSuccess } from '../../../ui/toasts';
import {
  useDigioRequestsQuery,
  useDownloadFupMutation,
  useSendDigioLinkMutation,
  useToggleFupMutation,
} from '../api';
import { KycDocumentPane } from './kyc-document';
import { RequirementToggle } from './requirement-toggle';

function Requests({ rows, testId }: { rows: DigioRequest[]; testId: string }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('kyc.digio.none')}
      </Text>
    );
  return (
    <Table data-testid={testId} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('kyc.digio.reference')}</Table.Th>
          <Table.Th>{t('kyc.digio.phone')}</Table.Th>
          <Table.Th>{t('kyc.digio.status')}</Table.Th>
          <Table.Th>{t('kyc.digio.sentBy')}</Table.Th>
          <Table.Th>{t('kyc.digio.sentAt')}</Table.Th>
          <Table.Th>{t('kyc.digio.completedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.reference_id}</Table.Td>
            <Table.Td>{r.phone}</Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={
                  r.status === 'COMPLETED' ? 'green' : r.status === 'REQUESTED' ? 'blue' : 'red'
                }
              >
                {t(`kyc.digio.state.${r.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{r.requested_by ?? '—'}</Table.Td>
            <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
            <Table.Td>{r.completed_at ? formatDateTime(r.completed_at) : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Digio: the KYC link by SMS and its requests; the FUP agreement, its signature and download. */
export function DigioPanel({ detail, canEdit }: { detail: KycDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const orgId = detail.org.id;
  const kycRequests = useDigioRequestsQuery({ orgId, kind: 'KYC' });
  const fupRequests = useDigioRequestsQuery({ orgId, kind: 'FUP' });
  const [send, sendState] = useSendDigioLinkMutation();
  const [download, downloadState] = useDownloadFupMutation();
  const [toggleFup] = useToggleFupMutation();
  const locked = !canEdit || detail.org.deleted;
  const phone = detail.org.owner_phone;
  // The newest agreement Digio signed, as downloaded from Digio when its webhook said so.
  const signed = fupRequests.data?.find((r) => r.status === 'COMPLETED' && r.file_key);

  async function sendLink(kind: 'KYC' | 'FUP') {
    const ok = await confirmDialog({
      title: t(`kyc.digio.send${kind}`),
      message: t('kyc.digio.sendConfirm', { phone: phone ?? '—', org: detail.org.name }),
    });
    if (!ok) return;
    const result = await send({ orgId, kind });
    if ('error' in result) return showErrorDialog(result.error);
    toastSuccess(formatMessage('smsSent', { phone: result.data.user_phone }));
  }
  async function downloadAgreement() {
    const result = await download(orgId);
    if ('error' in result) return showErrorDialog(result.error);
    window.open(result.data.url, '_blank', 'noopener');
  }

  return (
    <Stack data-testid="digio-panel">
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Text fw={500}>{t('kyc.digio.kycTitle')}</Text>
          <Button
            leftSection={<IconSend size={16} />}
            disabled={locked || !phone}
            loading={sendState.isLoading}
            onClick={() => void sendLink('KYC')}
            data-testid="digio-send"
          >
            {t('kyc.digio.sendKYC')}
          </Button>
        </Group>
        {!phone && (
          <Text size="sm" c="red">
            {t('kyc.digio.noPhone')}
          </Text>
        )}
        {kycRequests.error ? (
          <Text c="red">{errorMessage(kycRequests.error)}</Text>
        ) : (
          <Requests rows={kycRequests.data ?? []} testId="digio-kyc-requests" />
        )}
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <Text fw={500}>{t('kyc.digio.fupTitle')}</Text>
            <Badge variant="light">
              {detail.fup_status
                ? t(`kyc.digio.fup.${detail.fup_status}`, { defaultValue: detail.fup_status })
                : t('kyc.digio.fup.NONE')}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconSend size={16} />}
              disabled={locked || !phone}
              loading={sendState.isLoading}
              onClick={() => void sendLink('FUP')}
            >
              {t('kyc.digio.sendFUP')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={detail.fup_status !== 'SIGNED'}
              loading={downloadState.isLoading}
              onClick={() => void downloadAgreement()}
            >
              {t('kyc.digio.download')}
            </Button>
          </Group>
        </Group>
        <Requests rows={fupRequests.data ?? []} testId="digio-fup-requests" />
        {signed?.file_key && (
          <Stack gap="xs" mt="md" data-testid="fup-signed-agreement">
            <KycDocumentPane
              doc={{
                label: t('kyc.digio.signedAgreement', { reference: signed.reference_id }),
                key: signed.file_key,
              }}
            />
          </Stack>
        )}
        <Divider my="md" />
        <RequirementToggle
          title={t('kyc.digio.fupRequired')}
          required={detail.is_fup_required}
          locked={locked}
          confirmTitle={t('kyc.digio.fupToggleTitle')}
          confirmMessage={(required) =>
            t(required ? 'kyc.digio.fupToggleOn' : 'kyc.digio.fupToggleOff', {
              org: detail.org.name,
            })
          }
          done={t('kyc.digio.fupToggled')}
          toggle={(required, comment) =>
            toggleFup({ orgId, is_fup_required: required, comment, version: detail.version })
          }
          testId="fup-toggle"
        />
      </Paper>
    </Stack>
  );
}
