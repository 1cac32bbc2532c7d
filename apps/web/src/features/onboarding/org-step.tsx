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
import { newOrgFields, onboardBody, type OnboardResult } from '@switchboard/contract/onboarding';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormStack } from '../../ui/form-stack';
import { checkForm, runAction } from '../../ui/run-action';
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
  const [onboard, { isLoading: saving }] = useOnboardMutation();
  const [form, setForm] = useState({ name: '', email: '', gstin: '', is_lite: false });
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (config)
      setForm({
        name: config.defaults.org_name,
        email: config.defaults.email ?? '',
        gstin: '',
        is_lite: config.defaults.is_lite,
      });
  }, [config]);

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

  async function submit() {
    const pending = config?.pending_org;
    const org = checkForm(newOrgFields, {
      name: form.name,
      is_lite: form.is_lite,
      email: form.email.trim() || undefined,
      gstin: form.gstin.trim() || undefined,
    });
    if (!pending && !org.ok) return setErrors(org.errors);
    const body = checkForm(
      onboardBody,
      pending
        ? { user_id: userId, org_id: pending.id }
        : { user_id: userId, org: org.ok ? org.data : undefined },
    );
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    // Onboarding creates the team and tells the product (its webhook): asked first, named.
    const team = pending?.name ?? form.name.trim();
    await runAction({
      confirm: {
        title: t('onboarding.confirmTitle', { org: team }),
        message: t('onboarding.confirmText', { org: team, name }),
        confirmLabel: t(pending ? 'onboarding.resume' : 'onboarding.submit'),
      },
      run: () => onboard(body.data),
      success: t('onboarding.done'),
      onDone,
    });
  }

  const set = (key: 'name' | 'email' | 'gstin') => (e: React.ChangeEvent<HTMLInputElement>) => {
    // Read the value now: React may run the updater after the event is gone.
    const next = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: next }));
  };
  return (
    <FormStack onSubmit={submit}>
      <Text>{t('onboarding.forUser', { name, phone: config.user.phone ?? '–' })}</Text>
      {config.pending_org ? (
        <Alert color="yellow" title={t('onboarding.resumeTitle')} data-testid="onboard-resume">
          {t('onboarding.resumeText', { org: config.pending_org.name })}
        </Alert>
      ) : (
        <>
          <TextInput
            label={t('onboarding.orgName')}
            value={form.name}
            onChange={set('name')}
            error={errors.name ?? errors['org.name']}
            required
          />
          <TextInput
            label={t('onboarding.orgEmail')}
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email ?? errors['org.email']}
          />
          <TextInput
            label={t('onboarding.gstin')}
            value={form.gstin}
            onChange={set('gstin')}
            error={errors.gstin ?? errors['org.gstin']}
          />
          <Checkbox
            label={t('onboarding.lite')}
            checked={form.is_lite}
            onChange={(e) => {
              const next = e.currentTarget.checked;
              setForm((f) => ({ ...f, is_lite: next }));
            }}
          />
        </>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
        <Button type="submit" loading={saving}>
          {t(config.pending_org ? 'onboarding.resume' : 'onboarding.submit')}
        </Button>
      </Group>
    </FormStack>
  );
}
