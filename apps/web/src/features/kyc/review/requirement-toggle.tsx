import { Badge, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMessage } from '@switchboard/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { toastSuccess } from '../../../ui/toasts';

/** Spec section 4: async requests are idle, loading, success or failed; a toggle starts idle. */
type RequestState = 'idle' | 'loading' | 'success' | 'failed';

export interface RequirementToggleProps {
  /** What is required, e.g. "Business KYC required". */
  title: string;
  required: boolean;
  locked: boolean;
  /** The confirmation's title and question for switching to `required`. */
  confirmTitle: string;
  confirmMessage: (required: boolean) => string;
  done: string;
  /** Sends the change; resolves to the mutation's result. */
  toggle: (required: boolean, comment: string) => Promise<{ error?: unknown }>;
  /** Prefix of the test ids: `<id>`, `<id>-comment`, `<id>-state`. */
  testId: string;
}

/**
 * Switching a KYC requirement on or off (business KYC, FUP agreement): a comment says why, a
 * confirmation names the org, and a failure shows 'Failed' with the serialized error (spec
 * section 8). The request's state is shown beside it.
 */
export function RequirementToggle(props: RequirementToggleProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [state, setState] = useState<RequestState>('idle');

  async function change(required: boolean) {
    if (
      !(await confirmDialog({ title: props.confirmTitle, message: props.confirmMessage(required) }))
    )
      return;
    setState('loading');
    const result = await props.toggle(required, comment.trim());
    if ('error' in result && result.error !== undefined) {
      setState('failed');
      const error = result.error as Parameters<typeof errorMessage>[0];
      notifications.show({
        title: formatMessage('failed'),
        message: `${errorMessage(error)} ${JSON.stringify(result.error)}`,
        color: 'red',
        autoClose: 6000,
      });
      return;
    }
    setState('success');
    setComment('');
    toastSuccess(props.done);
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500}>{props.title}</Text>
        <Badge variant="light" data-testid={`${props.testId}-state`}>
          {t(`kyc.request.${state}`)}
        </Badge>
      </Group>
      <Textarea
        label={t('kyc.toggle.comment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={1}
        disabled={props.locked}
        data-testid={`${props.testId}-comment`}
      />
      <Switch
        label={props.required ? t('kyc.toggle.isRequired') : t('kyc.toggle.notRequired')}
        checked={props.required}
        disabled={props.locked || !comment.trim() || state === 'loading'}
        onChange={(e) => void change(e.currentTarget.checked)}
        data-testid={props.testId}
      />
      {!comment.trim() && !props.locked && (
        <Text size="xs" c="dimmed">
          {t('kyc.toggle.commentNeeded')}
        </Text>
      )}
    </Stack>
  );
}
