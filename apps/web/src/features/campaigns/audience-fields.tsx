import { Alert, Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { planFamilies, type Audience, type CampaignChannel } from '@switchboard/contract/campaigns';
import { formatNumber } from '@switchboard/contract/format';
import { kycStatuses } from '@switchboard/contract/rules/kyc';
import { useTranslation } from 'react-i18next';
import { useAudiencePreviewQuery } from './api';

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

/** Who a campaign reaches: its filters, and the count the server finds as they change. */
export function AudienceFields({
  channel,
  audience,
  onChange,
}: {
  channel: CampaignChannel;
  audience: Audience;
  onChange: (audience: Audience) => void;
}) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(audience, 300);
  const { data: preview, isFetching: counting } = useAudiencePreviewQuery({ ...settled, channel });
  const choose = (key: Choice, value: string | null) => {
    const next = { ...audience } as Record<string, string>;
    if (value) next[key] = value;
    else delete next[key];
    onChange(next as Audience);
  };
  return (
    <>
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
          : t('campaigns.audienceCount', {
              count: preview.count,
              n: formatNumber(preview.count),
            })}
        {preview && !counting && preview.without_consent > 0 ? (
          <Text size="sm" mt={4} data-testid="audience-without-consent">
            {t('campaigns.withoutConsent', {
              count: preview.without_consent,
              n: formatNumber(preview.without_consent),
            })}
          </Text>
        ) : null}
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
    </>
  );
}
