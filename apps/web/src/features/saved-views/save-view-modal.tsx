import { Alert, Stack, TextInput } from '@mantine/core';
import { SAVED_VIEW_NAME_MAX, type SavedViewList } from '@switchboard/contract/saved-views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { FormModal } from '../../ui/form-modal';
import { toastSuccess } from '../../ui/toasts';
import { useSaveViewMutation } from './api';

type Props = { list: SavedViewList; query: string; onClose: () => void };

/** "Save this view": a name, Enter saves. A name already used on the list is said beside it. */
export function SaveViewModal({ list, query, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveViewMutation();

  async function submit() {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('saved-views.nameNeeded'));
    setError(null);
    setFailure(null);
    const result = await save({ list, name: trimmed, query });
    if ('error' in result) {
      // 409: the name is taken or the list is full; either way the staff member reads why.
      const status = (result.error as { status?: unknown }).status;
      return status === 409
        ? setError(errorMessage(result.error))
        : setFailure(errorMessage(result.error));
    }
    toastSuccess(t('messages.savedViewSaved', { name: result.data.view.name }));
    onClose();
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('saved-views.saveTitle')}
      onSubmit={submit}
      submitLabel={t('saved-views.saveButton')}
      loading={isLoading}
      data-testid="save-view-modal"
    >
      <Stack gap="sm">
        <TextInput
          label={t('saved-views.name')}
          description={t('saved-views.nameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          maxLength={SAVED_VIEW_NAME_MAX}
          required
          data-autofocus
          data-testid="save-view-name"
        />
        {failure && <Alert color="red">{failure}</Alert>}
      </Stack>
    </FormModal>
  );
}
