import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { CallRow } from '@switchboard/contract/calls';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { toastError } from '../../ui/toasts';
import { useLazyCallRecordingQuery } from './api';

/**
 * Opens the call's recording in a new tab (spec section 7). A call without a recording id
 * gets 'Invalid Call Recording ID: {id}', an empty answer 'No url found', a failed lookup
 * the server's message (section 8). The tab is opened before the request so pop-up
 * blockers allow it, then pointed at the signed URL.
 */
export function RecordingButton({ call }: { call: CallRow }) {
  const { t } = useTranslation();
  const [lookup] = useLazyCallRecordingQuery();
  async function open() {
    if (!call.recording_id) {
      toastError(t('messages.invalidRecordingToast', { id: call.id }));
      return;
    }
    const tab = window.open('', '_blank');
    const result = await lookup(call.id);
    const url = result.data?.recording_url;
    if (url) {
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      return;
    }
    tab?.close();
    toastError(result.error ? errorMessage(result.error) : t('messages.noUrlFound'));
  }
  return (
    <Tooltip label={t('calls.openRecording')}>
      <ActionIcon
        variant="subtle"
        aria-label={t('calls.openRecording')}
        data-testid={`recording-${call.id}`}
        onClick={() => void open()}
      >
        <IconPlayerPlay size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
