import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { optOutBody } from '@switchboard/contract/campaigns';
import { formatDate } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { Dialog } from '../../ui/dialog';
import { FormStack } from '../../ui/form-stack';
import { runAction } from '../../ui/run-action';
import { useContractForm } from '../../ui/use-contract-form';
import { useAddOptOutMutation, useOptOutsQuery, useRemoveOptOutMutation } from './api';

/** The numbers campaigns never message: staff add one (a STOP by phone, a complaint) or remove it. */
export function OptOutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data } = useOptOutsQuery({ page: 1, page_size: 50 });
  const [add] = useAddOptOutMutation();
  const [remove] = useRemoveOptOutMutation();
  const optOut = useContractForm({
    schema: optOutBody,
    initialValues: { phone: '', reason: '' },
    toBody: (v) => ({ phone: v.phone, ...(v.reason.trim() ? { reason: v.reason } : {}) }),
    send: add,
  });

  return (
    <Dialog onClose={onClose} title={t('campaigns.optOuts')} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('campaigns.optOutsText')}
        </Text>
        {ability.can('create', 'Growth') && (
          <FormStack onSubmit={optOut.submit}>
            <Group align="flex-end">
              <TextInput
                label={t('campaigns.addressOf.SMS')}
                {...optOut.form.getInputProps('phone')}
                inputMode="tel"
                required
                data-testid="opt-out-phone"
              />
              <TextInput
                label={t('campaigns.optOutReason')}
                {...optOut.form.getInputProps('reason')}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={optOut.busy}>
                {t('campaigns.optOutAdd')}
              </Button>
            </Group>
          </FormStack>
        )}
        {optOut.failure && <Alert color="red">{optOut.failure}</Alert>}
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
    </Dialog>
  );
}
