import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { optOutBody } from '@switchboard/contract/campaigns';
import { formatDate } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { checkForm, runAction } from '../../ui/run-action';
import { toastSuccess } from '../../ui/toasts';
import { useAddOptOutMutation, useOptOutsQuery, useRemoveOptOutMutation } from './api';

/** The numbers campaigns never message: staff add one (a STOP by phone, a complaint) or remove it. */
export function OptOutsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data } = useOptOutsQuery({ page: 1, page_size: 50 });
  const [add, { isLoading }] = useAddOptOutMutation();
  const [remove] = useRemoveOptOutMutation();
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const checked = checkForm(optOutBody, { phone, ...(reason.trim() ? { reason } : {}) });
    if (!checked.ok) return setError(checked.errors.phone ?? checked.errors.reason ?? null);
    const result = await add(checked.data);
    if ('error' in result) return setError(errorMessage(result.error));
    setError(null);
    setPhone('');
    setReason('');
    toastSuccess(result.data.message);
  }

  return (
    <Modal opened onClose={onClose} title={t('campaigns.optOuts')} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('campaigns.optOutsText')}
        </Text>
        {ability.can('create', 'Growth') && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Group align="flex-end">
              <TextInput
                label={t('campaigns.addressOf.SMS')}
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
                inputMode="tel"
                required
                data-testid="opt-out-phone"
              />
              <TextInput
                label={t('campaigns.optOutReason')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={isLoading}>
                {t('campaigns.optOutAdd')}
              </Button>
            </Group>
          </form>
        )}
        {error && <Alert color="red">{error}</Alert>}
        {data && data.rows.length > 0 ? (
          <Table data-testid="opt-out-table">
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.phone}>
                  <Table.Td>{row.phone}</Table.Td>
                  <Table.Td>{row.reason}</Table.Td>
                  <Table.Td>{formatDate(row.created_at)}</Table.Td>
                  <Table.Td>
                    {ability.can('delete', 'Growth') && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          void runAction({
                            confirm: {
                              title: t('campaigns.optOutRemoveTitle', { phone: row.phone }),
                              message: t('campaigns.optOutRemoveText'),
                              confirmLabel: t('campaigns.optOutRemove'),
                              danger: true,
                            },
                            run: () => remove(row.phone),
                            success: (result) => result.message,
                          })
                        }
                      >
                        {t('campaigns.optOutRemove')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('campaigns.noOptOuts')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
