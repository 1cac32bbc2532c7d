import { ActionIcon, Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  createIntegrationSettingBody,
  integrationProviders,
} from '@switchboard/contract/integrations';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { checkForm } from '../../ui/run-action';
import { useFormSave } from '../../ui/use-form-save';
import { useAddIntegrationMutation } from './api';

type Entry = { key: string; value: string };

/**
 * An integration the org has connected: which one, and what staff should see of it (account,
 * sheet, pipeline…). Credentials stay in the integration itself; the server refuses them here.
 */
export function IntegrationForm({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<string | null>(null);
  const [entries, setEntries] = useState<Entry[]>([{ key: 'account', value: '' }]);
  const { errors, failure, save } = useFormSave(onClose);
  const [add, { isLoading }] = useAddIntegrationMutation();
  const setEntry = (i: number, next: Partial<Entry>) =>
    setEntries((current) => current.map((e, j) => (j === i ? { ...e, ...next } : e)));

  async function submit() {
    const config = Object.fromEntries(
      entries.filter((e) => e.key.trim() || e.value.trim()).map((e) => [e.key.trim(), e.value]),
    );
    await save(checkForm(createIntegrationSettingBody, { org_id: orgId, provider, config }), add);
  }

  // A config problem is reported on its key: show it beside that entry.
  const entryError = (key: string) =>
    Object.entries(errors).find(([field]) => field === `config.${key.trim()}`)?.[1];

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('integrations.addTitle')}
      onSubmit={submit}
      submitLabel={t('integrations.add')}
      loading={isLoading}
      data-testid="integration-form"
    >
      <Stack gap="sm">
        <Select
          label={t('integrations.provider')}
          data={integrationProviders.map((p) => ({
            value: p,
            label: t(`integrations.providers.${p}`),
          }))}
          value={provider}
          onChange={setProvider}
          error={errors.provider}
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
        {entries.map((entry, i) => (
          <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('integrations.detailKey')}
              placeholder={t('integrations.detailKey')}
              value={entry.key}
              onChange={(e) => setEntry(i, { key: e.currentTarget.value })}
              error={entryError(entry.key)}
              w={170}
              data-testid="integration-key"
            />
            <TextInput
              aria-label={t('integrations.detailValue')}
              placeholder={t('integrations.detailValue')}
              value={entry.value}
              onChange={(e) => setEntry(i, { value: e.currentTarget.value })}
              style={{ flex: 1 }}
              data-testid="integration-value"
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={6}
              aria-label={t('integrations.removeDetail')}
              onClick={() => setEntries((current) => current.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {errors.config && (
          <Text c="red" size="xs">
            {errors.config}
          </Text>
        )}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={entries.length >= 10}
            onClick={() => setEntries((current) => [...current, { key: '', value: '' }])}
          >
            {t('integrations.addDetail')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert" data-testid="integration-form-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
