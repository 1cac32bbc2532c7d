import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import { fillTemplate } from '@switchboard/contract/whatsapp';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignWhatsappAccountsQuery, useCampaignWhatsappTemplatesQuery } from './api';

export type WhatsappChoice = {
  accountId: number | null;
  templateId: number | null;
  values: string[];
};

type Props = {
  value: WhatsappChoice;
  onChange: (value: WhatsappChoice) => void;
  errors: Record<string, ReactNode>;
};

/**
 * A WhatsApp campaign's sender: a connected account, one of its approved templates (the
 * message itself, reviewed by WhatsApp), and a value for each of its {{n}}, which may use the
 * campaign's variables; the body is shown as the first person would read it.
 */
export function WhatsappFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const { data: accounts } = useCampaignWhatsappAccountsQuery();
  const account = accounts?.rows.find((a) => a.id === value.accountId);
  const { data: org } = useCampaignWhatsappTemplatesQuery(account?.org_id ?? 0, {
    skip: !account,
  });
  const approved = (org?.templates ?? []).filter((tpl) => tpl.status === 'APPROVED');
  const template = approved.find((tpl) => tpl.id === value.templateId);
  const values = template
    ? Array.from({ length: template.variable_count }, (_, i) => value.values[i] ?? '')
    : [];
  return (
    <Stack gap="xs">
      <Select
        label={t('campaigns.whatsappAccount')}
        placeholder={accounts?.rows.length === 0 ? t('campaigns.noWhatsappAccount') : undefined}
        data={(accounts?.rows ?? []).map((a) => ({
          value: String(a.id),
          label: `${a.display_name} · ${a.org_name}`,
        }))}
        value={value.accountId ? String(value.accountId) : null}
        onChange={(v) =>
          onChange({ accountId: v ? Number(v) : null, templateId: null, values: [] })
        }
        error={errors.whatsapp_account_id}
        required
        searchable
        data-testid="campaign-whatsapp-account"
      />
      <Select
        label={t('campaigns.whatsappTemplate')}
        description={t('campaigns.whatsappTemplateHint', {
          first_name: '{first_name}',
          org_name: '{org_name}',
          short_url: '{short_url}',
        })}
        data={approved.map((tpl) => ({
          value: String(tpl.id),
          label: `${tpl.name} (${tpl.language}, ${tpl.category.toLowerCase()})`,
        }))}
        value={value.templateId ? String(value.templateId) : null}
        onChange={(v) => onChange({ ...value, templateId: v ? Number(v) : null, values: [] })}
        error={errors.whatsapp_template_id}
        disabled={!account}
        required
        data-testid="campaign-whatsapp-template"
      />
      {values.map((v, i) => (
        <TextInput
          key={i}
          label={`{{${i + 1}}}`}
          placeholder="{first_name}"
          value={v}
          onChange={(e) => {
            const next = [...values];
            next[i] = e.currentTarget.value;
            onChange({ ...value, values: next });
          }}
          required
          data-testid={`campaign-whatsapp-value-${i + 1}`}
        />
      ))}
      {errors.whatsapp_variables && (
        <Text c="red.9" size="sm">
          {errors.whatsapp_variables}
        </Text>
      )}
      {template && (
        <Alert variant="light" color="green" data-testid="campaign-whatsapp-preview">
          {fillTemplate(template.body, values)}
        </Alert>
      )}
    </Stack>
  );
}
