import { TextInput } from '@mantine/core';
import {
  SAVED_VIEW_NAME_MAX,
  createSavedViewBody,
  type SavedViewList,
} from '@switchboard/contract/saved-views';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useSaveViewMutation } from './api';

type Props = { list: SavedViewList; query: string; onClose: () => void };

/** "Save this view": a name, Enter saves. A name already used on the list is said beside it. */
export function SaveViewDialog({ list, query, onClose }: Props) {
  const { t } = useTranslation();
  const [save] = useSaveViewMutation();
  const { form, ...dialog } = useContractForm({
    schema: createSavedViewBody,
    initialValues: { name: '' },
    toBody: (v) => ({ list, name: v.name, query }),
    messages: { name: t('saved-views.nameNeeded') },
    send: save,
    success: (result) => t('messages.savedViewSaved', { name: result.view.name }),
    // 409: the name is taken or the list is full; either way the staff member reads why.
    refusal: (error) =>
      (error as { status?: unknown }).status === 409
        ? { field: 'name', message: errorMessage(error as Parameters<typeof errorMessage>[0]) }
        : undefined,
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('saved-views.saveTitle')}
      form={dialog}
      submitLabel={t('saved-views.saveButton')}
      data-testid="save-view-modal"
    >
      <TextInput
        label={t('saved-views.name')}
        description={t('saved-views.nameHint')}
        {...form.getInputProps('name')}
        maxLength={SAVED_VIEW_NAME_MAX}
        required
        data-autofocus
        data-testid="save-view-name"
      />
    </Dialog>
  );
}
