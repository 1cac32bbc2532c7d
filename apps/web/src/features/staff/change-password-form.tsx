import { Alert, Button, Group, PasswordInput } from '@mantine/core';
import { changePasswordBody } from '@switchboard/contract/staff';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../ui/form-stack';
import { useContractForm } from '../../ui/use-contract-form';
import { useChangePasswordMutation } from './api';

/** My account: a new password, after the current one; the staff member's other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [change] = useChangePasswordMutation();
  const { form, submit, busy, failure } = useContractForm({
    schema: changePasswordBody,
    initialValues: { current_password: '', new_password: '', repeat: '' },
    toBody: ({ current_password, new_password }) => ({ current_password, new_password }),
    check: (v) => ({ repeat: v.repeat !== v.new_password ? t('staff.mismatch') : null }),
    send: (body) => change(body),
    success: t('staff.passwordChanged'),
    failure: 'alert',
  });
  return (
    <FormStack onSubmit={submit} gap="sm" maw={360} data-testid="change-password">
      <PasswordInput
        label={t('staff.currentPassword')}
        autoComplete="current-password"
        {...form.getInputProps('current_password')}
        data-testid="current-password"
      />
      <PasswordInput
        label={t('staff.newPassword')}
        description={t('staff.passwordHint')}
        autoComplete="new-password"
        {...form.getInputProps('new_password')}
        data-testid="new-password"
      />
      <PasswordInput
        label={t('staff.repeatPassword')}
        autoComplete="new-password"
        {...form.getInputProps('repeat')}
        data-testid="repeat-password"
      />
      {failure ? (
        <Alert color="red" role="alert" data-testid="change-password-problem">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={busy} data-testid="change-password-submit">
          {t('staff.changePassword')}
        </Button>
      </Group>
    </FormStack>
  );
}
