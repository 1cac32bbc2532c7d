import {
  Alert,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import {
  fillTemplate,
  sendWhatsappMessageBody,
  serviceWindowQuery,
  type WhatsappAccount,
  type WhatsappTemplate,
} from '@switchboard/contract/whatsapp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../ui/confirm-dialog';
import { FormModal } from '../../ui/form-modal';
import { checkForm } from '../../ui/run-action';
import { useFormSave } from '../../ui/use-form-save';
import { useSendWhatsappMessageMutation, useWhatsappWindowQuery } from './api';

/**
 * A message on the team's behalf (support use): an approved template with its values, or free
 * text while the customer's 24-hour window is open. The preview shows what the customer gets;
 * staff confirm before it goes out.
 */
export function SendMessageForm({
  account,
  templates,
  template: first,
  onClose,
}: {
  account: WhatsappAccount;
  templates: WhatsappTemplate[];
  template: WhatsappTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approved = templates.filter((x) => x.status === 'APPROVED');
  const [key] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    kind: 'TEMPLATE' as 'TEMPLATE' | 'TEXT',
    to: '',
    templateId: first ? String(first.id) : approved[0] ? String(approved[0].id) : null,
    variables: [] as string[],
    text: '',
  });
  const { errors, failure, save } = useFormSave(onClose);
  const [send, sending] = useSendWhatsappMessageMutation();
  const to = form.to.replace(/[\s-]/g, '');
  const { data: window } = useWhatsappWindowQuery(
    { accountId: account.id, to },
    // Asked only once the number is whole, by the contract's own check.
    { skip: !serviceWindowQuery.safeParse({ to }).success },
  );
  const template = approved.find((x) => String(x.id) === form.templateId) ?? null;
  const values = Array.from(
    { length: template?.variable_count ?? 0 },
    (_, i) => form.variables[i] ?? '',
  );
  const preview =
    form.kind === 'TEMPLATE' ? (template ? fillTemplate(template.body, values) : '') : form.text;

  async function submit() {
    const body =
      form.kind === 'TEMPLATE'
        ? { kind: 'TEMPLATE', to: form.to, template_id: template?.id ?? 0, variables: values }
        : { kind: 'TEXT', to: form.to, text: form.text };
    const checked = checkForm(sendWhatsappMessageBody, body);
    if (
      checked.ok &&
      !(await confirmDialog({
        title: t('whatsapp.confirmTitle'),
        message: t('whatsapp.confirmSend', {
          number: `+91 ${to.slice(-10)}`,
          org: account.org_name,
        }),
        confirmLabel: t('whatsapp.send'),
      }))
    )
      return;
    await save(checked, (b) => send({ accountId: account.id, key, body: b }));
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('whatsapp.sendTitle', { org: account.org_name })}
      onSubmit={submit}
      submitLabel={t('whatsapp.send')}
      loading={sending.isLoading}
      data-testid="whatsapp-send-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('whatsapp.to')}
          placeholder="98765 43210"
          leftSection={<Text size="sm">+91</Text>}
          value={form.to}
          onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
          error={errors.to}
          inputMode="tel"
          required
          data-testid="whatsapp-send-to"
        />
        <SegmentedControl
          data={[
            { value: 'TEMPLATE', label: t('whatsapp.kindTemplate') },
            { value: 'TEXT', label: t('whatsapp.kindText') },
          ]}
          value={form.kind}
          onChange={(kind) => setForm({ ...form, kind: kind as 'TEMPLATE' | 'TEXT' })}
          data-testid="whatsapp-send-kind"
        />
        {form.kind === 'TEMPLATE' ? (
          <>
            <Select
              label={t('whatsapp.template')}
              data={approved.map((x) => ({
                value: String(x.id),
                label: `${x.name} (${x.language}, ${t(`whatsapp.category.${x.category}`)})`,
              }))}
              value={form.templateId}
              onChange={(templateId) => setForm({ ...form, templateId, variables: [] })}
              error={errors.template_id}
              allowDeselect={false}
              data-testid="whatsapp-send-template"
            />
            {values.map((value, i) => (
              <TextInput
                key={i}
                label={t('whatsapp.variable', { n: i + 1 })}
                value={value}
                onChange={(e) => {
                  const variables = [...values];
                  variables[i] = e.currentTarget.value;
                  setForm({ ...form, variables });
                }}
                error={errors[`variables.${i}`]}
                required
                data-testid={`whatsapp-send-var-${i + 1}`}
              />
            ))}
            {template?.category === 'MARKETING' && window?.opted_out ? (
              <Alert color="red">{t('whatsapp.optedOut')}</Alert>
            ) : null}
          </>
        ) : window && !window.open ? (
          <Alert color="yellow" data-testid="whatsapp-window-closed">
            {t('whatsapp.windowClosed')}
          </Alert>
        ) : (
          <>
            {window?.closes_at ? (
              <Text size="xs" c="dimmed">
                {t('whatsapp.windowOpenTill', { date: formatDateTime(window.closes_at) })}
              </Text>
            ) : null}
            <Textarea
              label={t('whatsapp.text')}
              value={form.text}
              onChange={(e) => setForm({ ...form, text: e.currentTarget.value })}
              error={errors.text}
              autosize
              minRows={3}
              maxLength={4096}
              required
              data-testid="whatsapp-send-text"
            />
          </>
        )}
        {preview ? (
          <Paper withBorder p="sm" bg="var(--mantine-color-green-0)" data-testid="whatsapp-preview">
            <Text size="xs" c="dimmed" mb={4}>
              {t('whatsapp.preview')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {preview}
            </Text>
          </Paper>
        ) : null}
        {failure ? (
          <Alert color="red" data-testid="whatsapp-send-error">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </FormModal>
  );
}
