import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerPlayFilled } from '@tabler/icons-react';
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
  // A call nobody talked on (missed, 0:00) has nothing to play: no button at all.
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
  if (call.duration === 0) return null;
  // Which calls have a recording shows before a click: the others are disabled, to the eye
  // and to a screen reader, and say so; still focusable, their click gives the spec's
  // 'Invalid Call Recording ID' toast, which says why. (Not Mantine's data-disabled: it takes
  // pointer events away, and the click must still say why.)
  const has = call.recording_id !== null;
  const label = has ? t('calls.openRecording') : t('calls.noRecording');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={has ? undefined : 'gray'}
        aria-label={label}
        aria-disabled={has ? undefined : true}
        data-testid={`recording-${call.id}`}
        data-has-recording={has}
        onClick={() => void open()}
      >
        {has ? <IconPlayerPlay size={16} /> : <IconPlayerPlayFilled size={16} opacity={0.35} />}
      </ActionIcon>
    </Tooltip>
  );
}
