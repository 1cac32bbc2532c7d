import { Group, SegmentedControl, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  campaignBody,
  campaignChannels,
  MAX_SEND_RATE,
  type Audience,
  type Campaign,
  type CampaignChannel,
} from '@switchboard/contract/campaigns';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../ui/dialog';
import { rangeError, RangeNumberInput } from '../../ui/range-number-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useCampaignActionMutation, useSaveCampaignMutation } from './api';
import { noSendAt, type SendAt, SendAtFields, sendAtInstant } from './schedule-fields';
import { AudienceFields } from './audience-fields';
import { WhatsappFields } from './whatsapp-fields';

type Props = { campaign?: Campaign; onClose: () => void; onSaved?: (id: number) => void };

/** A campaign's fields as the dialog opens: the draft's, or a new SMS campaign's. */
const draftOf = (campaign?: Campaign) => ({
  name: campaign?.name ?? '',
  channel: (campaign?.channel ?? 'SMS') as CampaignChannel,
  subject: campaign?.subject ?? '',
  audience: campaign?.audience ?? ({} as Audience),
  dlt_template_id: campaign?.dlt_template_id ?? '',
  sender_id: campaign?.sender_id ?? '',
  whatsapp_account_id: campaign?.whatsapp_account_id ?? null,
  whatsapp_template_id: campaign?.whatsapp_template_id ?? null,
  whatsapp_variables: campaign?.whatsapp_variables ?? [],
  text: campaign?.text ?? '',
  link_url: campaign?.link_url ?? '',
  send_rate_per_minute: (campaign?.send_rate_per_minute ?? 60) as number | string,
  promotional: campaign?.promotional ?? true,
  /** When it starts sending, if it is to be scheduled as it is saved (India time). */
  send_at: noSendAt,
});

/** The body the fields make: only what the chosen channel uses, the rest empty. */
const bodyOfDraft = ({ send_at: _sendAt, ...v }: ReturnType<typeof draftOf>) => {
  const sms = v.channel === 'SMS';
  const onWhatsapp = v.channel === 'WHATSAPP';
  return {
    ...v,
    dlt_template_id: sms ? v.dlt_template_id.trim() || null : null,
    sender_id: sms ? v.sender_id.trim().toUpperCase() || null : null,
    subject: sms || onWhatsapp ? null : v.subject.trim() || null,
    text: onWhatsapp ? '' : v.text,
    whatsapp_account_id: onWhatsapp ? v.whatsapp_account_id : null,
    whatsapp_template_id: onWhatsapp ? v.whatsapp_template_id : null,
    whatsapp_variables: onWhatsapp ? v.whatsapp_variables : [],
    link_url: v.link_url.trim() || null,
    send_rate_per_minute: Number(v.send_rate_per_minute),
  };
};

/** What is wrong with the start time typed, if anything (none typed is fine: a draft). */
const sendAtError = (sendAt: SendAt, t: TFunction) => {
  const { error } = sendAtInstant(sendAt);
  return error ? t(`campaigns.${error}`) : null;
};

/** Saves the draft; with a start time, schedules it for then straight after. */
function useSaveAndSchedule(id: number | undefined) {
  const [saveCampaign] = useSaveCampaignMutation();
  const [act] = useCampaignActionMutation();
  return async (body: z.output<typeof campaignBody>, sendAt: SendAt) => {
    const saved = await saveCampaign({ id, body });
    const { at } = sendAtInstant(sendAt);
    if (saved.error !== undefined || !at) return saved;
    return act({ id: saved.data.campaign.id, action: 'schedule', at });
  };
}

/**
 * A campaign's draft: its audience (with the count the server finds as the filters change),
 * its DLT template and sender, the message and the send rate.
 */
export function CampaignDialog({ campaign, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveAndSchedule(campaign?.id);
  const { form, ...dialog } = useContractForm({
    schema: campaignBody,
    initialValues: draftOf(campaign),
    toBody: bodyOfDraft,
    check: (v) => ({
      send_rate_per_minute: rangeError(v.send_rate_per_minute, 1, MAX_SEND_RATE),
      send_at: sendAtError(v.send_at, t),
    }),
    send: (body, values) => save(body, values.send_at),
    onDone: (saved) => {
      onClose();
      onSaved?.(saved.campaign.id);
    },
  });
  const values = form.getValues();
  const { channel } = values;
  const sms = channel === 'SMS';
  const onWhatsapp = channel === 'WHATSAPP';
  return (
    <Dialog
      onClose={onClose}
      title={campaign ? t('campaigns.editTitle', { name: campaign.name }) : t('campaigns.new')}
      form={dialog}
      submitLabel={
        sendAtInstant(values.send_at).at ? t('campaigns.saveAndSchedule') : t('campaigns.saveDraft')
      }
      data-testid="campaign-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('campaigns.name')}
          {...form.getInputProps('name')}
          required
          data-autofocus
          data-testid="campaign-name"
        />
        <SegmentedControl
          {...form.getInputProps('channel')}
          data={campaignChannels.map((c) => ({ value: c, label: t(`campaigns.channel.${c}`) }))}
          aria-label={t('campaigns.channelLabel')}
          data-testid="campaign-channel"
        />
        <AudienceFields
          channel={channel}
          audience={values.audience}
          onChange={(audience) => form.setFieldValue('audience', audience)}
        />
        {sms ? (
          <Group grow align="flex-start">
            <TextInput
              label={t('campaigns.dltTemplateId')}
              description={t('campaigns.dltTemplateHint')}
              {...form.getInputProps('dlt_template_id')}
              inputMode="numeric"
              required
              data-testid="campaign-template"
            />
            <TextInput
              label={t('campaigns.senderId')}
              description={t('campaigns.senderHint')}
              {...form.getInputProps('sender_id')}
              onChange={(e) => form.setFieldValue('sender_id', e.currentTarget.value.toUpperCase())}
              maxLength={6}
              required
              data-testid="campaign-sender"
            />
          </Group>
        ) : onWhatsapp ? (
          <WhatsappFields
            value={{
              accountId: values.whatsapp_account_id,
              templateId: values.whatsapp_template_id,
              values: values.whatsapp_variables,
            }}
            onChange={(choice) =>
              form.setValues({
                whatsapp_account_id: choice.accountId,
                whatsapp_template_id: choice.templateId,
                whatsapp_variables: choice.values,
              })
            }
            errors={form.errors}
          />
        ) : (
          <TextInput
            label={t(`campaigns.subjectOf.${channel}`)}
            {...form.getInputProps('subject')}
            maxLength={150}
            required
            data-testid="campaign-subject"
          />
        )}
        {!onWhatsapp && (
          <Textarea
            label={t('campaigns.message')}
            description={t('campaigns.messageHint', {
              first_name: '{first_name}',
              org_name: '{org_name}',
              short_url: '{short_url}',
            })}
            {...form.getInputProps('text')}
            autosize
            minRows={3}
            maxLength={1000}
            required
            data-testid="campaign-text"
          />
        )}
        <TextInput
          label={t('campaigns.linkUrl')}
          description={t('campaigns.linkHint', { short_url: '{short_url}' })}
          placeholder="https://"
          {...form.getInputProps('link_url')}
          type="url"
          data-testid="campaign-link"
        />
        <Group grow align="flex-end">
          <RangeNumberInput
            label={t('campaigns.rate')}
            min={1}
            max={MAX_SEND_RATE}
            {...form.getInputProps('send_rate_per_minute')}
            required
            data-testid="campaign-rate"
          />
          {sms && (
            <Switch
              label={t('campaigns.promotional')}
              description={t('campaigns.promotionalHint')}
              {...form.getInputProps('promotional', { type: 'checkbox' })}
            />
          )}
        </Group>
        <SendAtFields
          value={values.send_at}
          onChange={(sendAt) => form.setFieldValue('send_at', sendAt)}
          error={form.errors.send_at as string | undefined}
          description={t('campaigns.sendAtHint')}
        />
      </Stack>
    </Dialog>
  );
}
