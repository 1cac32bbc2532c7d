import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  createIntegrationSettingBody,
  integrationProviders,
} from '@switchboard/contract/integrations';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useAddIntegrationMutation } from './api';

type Entry = { key: string; value: string };

/** The details typed, as the `config` record the server keeps (blank rows left out). */
const configOf = (entries: Entry[]) =>
  Object.fromEntries(
    entries.filter((e) => e.key.trim() || e.value.trim()).map((e) => [e.key.trim(), e.value]),
  );

/**
 * An integration the org has connected: which one, and what staff should see of it (account,
 * sheet, pipeline…). Credentials stay in the integration itself; the server refuses them here.
 */
export function IntegrationDialog({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [add] = useAddIntegrationMutation();
  const { form, ...dialog } = useContractForm({
    schema: createIntegrationSettingBody,
    initialValues: { provider: null as string | null, entries: [{ key: 'account', value: '' }] },
    toBody: (v) => ({ org_id: orgId, provider: v.provider, config: configOf(v.entries) }),
    // A config problem is reported on its key: show it beside that entry.
    fieldOf: (path, v) => {
      if (path === 'config') return 'entries';
      const row = v.entries.findIndex((e) => `config.${e.key.trim()}` === path);
      return row >= 0 ? `entries.${row}.key` : path;
    },
    send: add,
    onDone: onClose,
  });
  const { entries } = form.getValues();

  return (
    <Dialog
      onClose={onClose}
      title={t('integrations.addTitle')}
      form={dialog}
      submitLabel={t('integrations.add')}
      data-testid="integration-form"
      failureTestId="integration-form-failure"
    >
      <Stack gap="sm">
        <Select
          label={t('integrations.provider')}
          data={integrationProviders.map((p) => ({
            value: p,
            label: t(`integrations.providers.${p}`),
          }))}
          {...form.getInputProps('provider')}
          searchable
          required
          data-autofocus
          data-testid="integration-provider"
        />
        <Text size="sm" fw={500}>
          {t('integrations.details')}
        </Text>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('integrations.detailsHint')}
        </Text>
        {entries.map((_, i) => (
          <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('integrations.detailKey')}
              placeholder={t('integrations.detailKey')}
              {...form.getInputProps(`entries.${i}.key`)}
              w={170}
              data-testid="integration-key"
            />
            <TextInput
              aria-label={t('integrations.detailValue')}
              placeholder={t('integrations.detailValue')}
              {...form.getInputProps(`entries.${i}.value`)}
              style={{ flex: 1 }}
              data-testid="integration-value"
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={6}
              aria-label={t('integrations.removeDetail')}
              onClick={() => form.removeListItem('entries', i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {form.errors.entries && (
          <Text c="red" size="xs">
            {form.errors.entries}
          </Text>
        )}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={entries.length >= 10}
            onClick={() => form.insertListItem('entries', { key: '', value: '' })}
          >
            {t('integrations.addDetail')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
