import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Text,
  TextInput,
} from '@mantine/core';
import {
  onboardBody,
  type OnboardingUiConfig,
  type OnboardResult,
} from '@switchboard/contract/onboarding';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormStack } from '../../ui/form-stack';
import { useContractForm } from '../../ui/use-contract-form';
import { useOnboardingUiConfigQuery, useOnboardMutation } from './api';

/**
 * Step 2: the org. One request creates and onboards it in one transaction, so the form
 * cannot half-finish; an org made earlier but never onboarded is offered to resume with.
 */
export function OrgStep({
  userId,
  onDone,
  onBack,
}: {
  userId: number;
  onDone: (r: OnboardResult) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { data: config, isLoading } = useOnboardingUiConfigQuery(userId);

  if (isLoading || !config)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  const name = `${config.user.first_name} ${config.user.last_name}`.trim();

  if (config.onboarded_org) {
    return (
      <Alert color="blue" title={t('onboarding.alreadyTitle', { name })}>
        <Anchor component={Link} to={`/teams/${config.onboarded_org.id}/subscriptions`}>
          {config.onboarded_org.name}
        </Anchor>
      </Alert>
    );
  }
  return <OrgForm userId={userId} config={config} name={name} onDone={onDone} onBack={onBack} />;
}

/** The new org's fields, from the config's defaults; or the org made earlier, to resume with. */
function OrgForm({
  userId,
  config,
  name,
  onDone,
  onBack,
}: {
  userId: number;
  config: OnboardingUiConfig;
  name: string;
  onDone: (r: OnboardResult) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [onboard] = useOnboardMutation();
  const pending = config.pending_org;
  const { form, ...org } = useContractForm({
    schema: onboardBody,
    initialValues: {
      name: config.defaults.org_name,
      email: config.defaults.email ?? '',
      gstin: '',
      is_lite: config.defaults.is_lite,
    },
    toBody: (v) =>
      pending
        ? { user_id: userId, org_id: pending.id }
        : {
            user_id: userId,
            org: {
              name: v.name,
              is_lite: v.is_lite,
              email: v.email.trim() || undefined,
              gstin: v.gstin.trim() || undefined,
            },
          },
    fieldOf: (path) => path.replace(/^org\./, ''),
    // Onboarding creates the team and tells the product (its webhook): asked first, named.
    confirm: (_body, v) => {
      const team = pending?.name ?? v.name.trim();
      return {
        title: t('onboarding.confirmTitle', { org: team }),
        message: t('onboarding.confirmText', { org: team, name }),
        confirmLabel: t(pending ? 'onboarding.resume' : 'onboarding.submit'),
      };
    },
    send: onboard,
    success: t('onboarding.done'),
    failure: 'dialog',
    onDone,
  });

  return (
    <FormStack onSubmit={org.submit}>
      <Text>{t('onboarding.forUser', { name, phone: config.user.phone ?? '–' })}</Text>
      {pending ? (
        <Alert color="yellow" title={t('onboarding.resumeTitle')} data-testid="onboard-resume">
          {t('onboarding.resumeText', { org: pending.name })}
        </Alert>
      ) : (
        <>
          <TextInput label={t('onboarding.orgName')} {...form.getInputProps('name')} required />
          <TextInput
            label={t('onboarding.orgEmail')}
            type="email"
            {...form.getInputProps('email')}
          />
          <TextInput label={t('onboarding.gstin')} {...form.getInputProps('gstin')} />
          <Checkbox
            label={t('onboarding.lite')}
            {...form.getInputProps('is_lite', { type: 'checkbox' })}
          />
        </>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
        <Button type="submit" loading={org.busy}>
          {t(pending ? 'onboarding.resume' : 'onboarding.submit')}
        </Button>
      </Group>
    </FormStack>
  );
}
