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
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useSendWhatsappMessageMutation, useWhatsappWindowQuery } from './api';

/** A number as typed, without its spaces and dashes. */
const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '');

/** What the customer gets, as WhatsApp will show it; nothing while there is nothing to send. */
function MessagePreview({ text: preview }: { text: string }) {
  const { t } = useTranslation();
  if (!preview) return null;
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-green-0)" data-testid="whatsapp-preview">
      <Text size="xs" c="dimmed" mb={4}>
        {t('whatsapp.preview')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {preview}
      </Text>
    </Paper>
  );
}

/**
 * A message on the team's behalf (support use): an approved template with its values, or free
 * text while the customer's 24-hour window is open. The preview shows what the customer gets;
 * staff confirm before it goes out.
 */
export function SendMessageDialog({
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
  const [send] = useSendWhatsappMessageMutation();
  const { form, ...dialog } = useContractForm({
    schema: sendWhatsappMessageBody,
    initialValues: {
      kind: 'TEMPLATE' as 'TEMPLATE' | 'TEXT',
      to: '',
      template_id: first ? String(first.id) : approved[0] ? String(approved[0].id) : null,
      variables: [] as string[],
      text: '',
    },
    toBody: (v) =>
      v.kind === 'TEMPLATE'
        ? {
            kind: 'TEMPLATE',
            to: v.to,
            template_id: templateOf(v.template_id)?.id ?? 0,
            variables: valuesOf(v.template_id, v.variables),
          }
        : { kind: 'TEXT', to: v.to, text: v.text },
    confirm: (_body, v) => ({
      title: t('whatsapp.confirmTitle'),
      message: t('whatsapp.confirmSend', {
        number: `+91 ${digitsOf(v.to).slice(-10)}`,
        org: account.org_name,
      }),
      confirmLabel: t('whatsapp.send'),
    }),
    send: (body) => send({ accountId: account.id, key, body }),
    onDone: onClose,
  });
  const fields = form.getValues();
  const templateOf = (id: string | null) => approved.find((x) => String(x.id) === id) ?? null;
  /** One value a variable of the template, as typed so far. */
  const valuesOf = (id: string | null, typed: string[]) =>
    Array.from({ length: templateOf(id)?.variable_count ?? 0 }, (_, i) => typed[i] ?? '');
  const to = digitsOf(fields.to);
  const { data: window } = useWhatsappWindowQuery(
    { accountId: account.id, to },
    // Asked only once the number is whole, by the contract's own check.
    { skip: !serviceWindowQuery.safeParse({ to }).success },
  );
  const template = templateOf(fields.template_id);
  const values = valuesOf(fields.template_id, fields.variables);
  const preview =
    fields.kind === 'TEMPLATE'
      ? template
        ? fillTemplate(template.body, values)
        : ''
      : fields.text;

  return (
    <Dialog
      onClose={onClose}
      title={t('whatsapp.sendTitle', { org: account.org_name })}
      form={dialog}
      submitLabel={t('whatsapp.send')}
      data-testid="whatsapp-send-form"
      failureTestId="whatsapp-send-error"
    >
      <Stack gap="sm">
        <TextInput
          label={t('whatsapp.to')}
          placeholder="98765 43210"
          leftSection={<Text size="sm">+91</Text>}
          {...form.getInputProps('to')}
          inputMode="tel"
          required
          data-testid="whatsapp-send-to"
        />
        <SegmentedControl
          data={[
            { value: 'TEMPLATE', label: t('whatsapp.kindTemplate') },
            { value: 'TEXT', label: t('whatsapp.kindText') },
          ]}
          {...form.getInputProps('kind')}
          data-testid="whatsapp-send-kind"
        />
        {fields.kind === 'TEMPLATE' ? (
          <>
            <Select
              label={t('whatsapp.template')}
              data={approved.map((x) => ({
                value: String(x.id),
                label: `${x.name} (${x.language}, ${t(`whatsapp.category.${x.category}`)})`,
              }))}
              {...form.getInputProps('template_id')}
              onChange={(id) => form.setValues({ template_id: id, variables: [] })}
              allowDeselect={false}
              data-testid="whatsapp-send-template"
            />
            {values.map((value, i) => (
              <TextInput
                key={i}
                label={t('whatsapp.variable', { n: i + 1 })}
                {...form.getInputProps(`variables.${i}`)}
                value={value}
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
              {...form.getInputProps('text')}
              autosize
              minRows={3}
              maxLength={4096}
              required
              data-testid="whatsapp-send-text"
            />
          </>
        )}
        <MessagePreview text={preview} />
      </Stack>
    </Dialog>
  );
}
