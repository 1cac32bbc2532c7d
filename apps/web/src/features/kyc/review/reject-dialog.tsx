import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '../../../ui/modals';
import { MAX_REJECTION_MESSAGES } from '@switchboard/contract/rules/kyc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectionLabel } from '../../../lib/reference-labels';

function RejectForm({
  messages,
  onDone,
}: {
  messages: string[];
  onDone: (reasons: string[] | null) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [touched, setTouched] = useState(false);
  const reasons = [...picked, ...(other.trim() ? [other.trim()] : [])];
  const error =
    reasons.length === 0
      ? t('kyc.reject.needReason')
      : reasons.length > MAX_REJECTION_MESSAGES
        ? t('kyc.reject.tooMany', { max: MAX_REJECTION_MESSAGES })
        : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!error) onDone(reasons);
      }}
    >
      <Stack>
        <Checkbox.Group
          label={t('kyc.reject.pick')}
          value={picked}
          onChange={setPicked}
          data-testid="reject-reasons"
        >
          <Stack gap={6} mt="xs">
            {messages.map((message) => (
              <Checkbox key={message} value={message} label={rejectionLabel(message)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label={t('kyc.reject.other')}
          value={other}
          onChange={(e) => setOther(e.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
          data-testid="reject-other"
        />
        {touched && error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" color="red" data-testid="reject-submit">
            {t('kyc.reject.submit', { count: reasons.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for rejection reasons: several from the list plus free text. Resolves null on cancel. */
export function openRejectDialog({
  title,
  messages,
}: {
  title: string;
  messages: string[];
}): Promise<string[] | null> {
  return new Promise((resolve) => {
    const modalId = `reject-${Date.now()}`;
    let settled = false;
    const done = (reasons: string[] | null) => {
      if (settled) return;
      settled = true;
      resolve(reasons);
      modals.close(modalId);
    };
    modals.open({
      modalId,
      title,
      size: 'lg',
      onClose: () => done(null),
      children: <RejectForm messages={messages} onDone={done} />,
    });
  });
}
