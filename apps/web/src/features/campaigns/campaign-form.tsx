import {
  Alert,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatNumber } from '@switchboard/contract/format';
import {
  campaignBody,
  campaignChannels,
  MAX_SEND_RATE,
  planFamilies,
  type Audience,
  type Campaign,
  type CampaignChannel,
} from '@switchboard/contract/campaigns';
import { kycStatuses } from '@switchboard/contract/rules/kyc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { checkForm } from '../../ui/run-action';
import { useFormSave } from '../../ui/use-form-save';
import { useAudiencePreviewQuery, useSaveCampaignMutation } from './api';
import { WhatsappFields, type WhatsappChoice } from './whatsapp-fields';

type Props = { campaign?: Campaign; onClose: () => void; onSaved?: (id: number) => void };

/** The audience's filters, each a Select whose empty value means "any". */
const audienceChoices = {
  plan_family: planFamilies,
  subscription: ['ACTIVE', 'TRIAL', 'EXPIRED', 'NONE'],
  kyc_status: kycStatuses,
  is_lite: ['true', 'false'],
  has_number: ['true', 'false'],
  referred: ['true', 'false'],
} as const;
type Choice = keyof typeof audienceChoices;

/**
 * A campaign's draft: its audience (with the count the server finds as the filters change),
 * its DLT template and sender, the message and the send rate.
 */
export function CampaignForm({ campaign, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(campaign?.name ?? '');
  const [channel, setChannel] = useState<CampaignChannel>(campaign?.channel ?? 'SMS');
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [audience, setAudience] = useState<Audience>(campaign?.audience ?? {});
  const [template, setTemplate] = useState(campaign?.dlt_template_id ?? '');
  const [sender, setSender] = useState(campaign?.sender_id ?? '');
  const sms = channel === 'SMS';
  const onWhatsapp = channel === 'WHATSAPP';
  const [whatsapp, setWhatsapp] = useState<WhatsappChoice>({
    accountId: campaign?.whatsapp_account_id ?? null,
    templateId: campaign?.whatsapp_template_id ?? null,
    values: campaign?.whatsapp_variables ?? [],
  });
  const [text, setText] = useState(campaign?.text ?? '');
  const [link, setLink] = useState(campaign?.link_url ?? '');
  const [rate, setRate] = useState<number | string>(campaign?.send_rate_per_minute ?? 60);
  const [promotional, setPromotional] = useState(campaign?.promotional ?? true);
  const [saveCampaign, { isLoading }] = useSaveCampaignMutation();
  // The id of the campaign just saved, for onSaved (set by this render's save).
  let savedId = 0;
  const { errors, failure, save } = useFormSave(() => {
    onClose();
    onSaved?.(savedId);
  });
  const [settled] = useDebouncedValue(audience, 300);
  const { data: preview, isFetching: counting } = useAudiencePreviewQuery({
    ...settled,
    channel,
  });

  const choose = (key: Choice, value: string | null) =>
    setAudience((a) => {
      const next = { ...a } as Record<string, string>;
      if (value) next[key] = value;
      else delete next[key];
      return next as Audience;
    });

  async function submit() {
    if (!isWholeInRange(rate, 1, MAX_SEND_RATE)) return;
    const checked = checkForm(campaignBody, {
      name,
      channel,
      audience,
      dlt_template_id: sms ? template.trim() || null : null,
      sender_id: sms ? sender.trim().toUpperCase() || null : null,
      subject: sms || onWhatsapp ? null : subject.trim() || null,
      text: onWhatsapp ? '' : text,
      whatsapp_account_id: onWhatsapp ? whatsapp.accountId : null,
      whatsapp_template_id: onWhatsapp ? whatsapp.templateId : null,
      whatsapp_variables: onWhatsapp ? whatsapp.values : [],
      link_url: link.trim() || null,
      promotional,
      send_rate_per_minute: Number(rate),
    });
    await save(checked, async (body) => {
      const result = await saveCampaign({ id: campaign?.id, body });
      if (result.data) savedId = result.data.campaign.id;
      return result;
    });
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={campaign ? t('campaigns.editTitle', { name: campaign.name }) : t('campaigns.new')}
      onSubmit={submit}
      submitLabel={t('campaigns.saveDraft')}
      loading={isLoading}
      data-testid="campaign-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('campaigns.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
          data-testid="campaign-name"
        />
        <SegmentedControl
          value={channel}
          onChange={(value) => setChannel(value as CampaignChannel)}
          data={campaignChannels.map((c) => ({ value: c, label: t(`campaigns.channel.${c}`) }))}
          aria-label={t('campaigns.channelLabel')}
          data-testid="campaign-channel"
        />
        <Text fw={600} size="sm">
          {t(`campaigns.audienceOf.${channel}`)}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          {(Object.keys(audienceChoices) as Choice[]).map((key) => (
            <Select
              key={key}
              label={t(`campaigns.filter.${key}`)}
              placeholder={t('campaigns.any')}
              clearable
              value={(audience[key] as string | undefined) ?? null}
              onChange={(value) => choose(key, value)}
              data={audienceChoices[key].map((v) => ({
                value: v,
                label: t(`campaigns.choice.${key}.${v}`),
              }))}
              data-testid={`audience-${key}`}
            />
          ))}
        </SimpleGrid>
        <Alert color="blue" variant="light" data-testid="audience-count">
          {counting || !preview
            ? t('campaigns.counting')
            : t('campaigns.audienceCount', { count: formatNumber(preview.count) })}
          {preview && preview.sample.length > 0 && !counting && (
            <Text size="xs" c="dimmed" mt={4}>
              {preview.sample
                .slice(0, 5)
                .map((s) => `${s.name} (${s.org_name})`)
                .join(', ')}
              {preview.count > 5 ? ' …' : ''}
            </Text>
          )}
        </Alert>
        {sms ? (
          <Group grow align="flex-start">
            <TextInput
              label={t('campaigns.dltTemplateId')}
              description={t('campaigns.dltTemplateHint')}
              value={template}
              onChange={(e) => setTemplate(e.currentTarget.value)}
              error={errors.dlt_template_id}
              inputMode="numeric"
              required
              data-testid="campaign-template"
            />
            <TextInput
              label={t('campaigns.senderId')}
              description={t('campaigns.senderHint')}
              value={sender}
              onChange={(e) => setSender(e.currentTarget.value.toUpperCase())}
              error={errors.sender_id}
              maxLength={6}
              required
              data-testid="campaign-sender"
            />
          </Group>
        ) : onWhatsapp ? (
          <WhatsappFields value={whatsapp} onChange={setWhatsapp} errors={errors} />
        ) : (
          <TextInput
            label={t(`campaigns.subjectOf.${channel}`)}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
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
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.text}
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
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          error={errors.link_url}
          type="url"
          data-testid="campaign-link"
        />
        <Group grow align="flex-end">
          <RangeNumberInput
            label={t('campaigns.rate')}
            min={1}
            max={MAX_SEND_RATE}
            value={rate}
            onChange={setRate}
            required
            data-testid="campaign-rate"
          />
          {sms && (
            <Switch
              label={t('campaigns.promotional')}
              description={t('campaigns.promotionalHint')}
              checked={promotional}
              onChange={(e) => setPromotional(e.currentTarget.checked)}
            />
          )}
        </Group>
        {failure && <Alert color="red">{failure}</Alert>}
      </Stack>
    </FormModal>
  );
}
