import { Alert, Loader, Select, Stack, Text, Textarea } from '@mantine/core';
import { erasureAskers, type ErasureAsker } from '@switchboard/contract/personal-data';
import { formatDate } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useAppDispatch } from '../../lib/hooks';
import { Dialog } from '../../ui/dialog';
import { toastSuccess } from '../../ui/toasts';
import {
  personalDataApi,
  useCarryOutErasureMutation,
  useErasurePreviewQuery,
  useRejectErasureMutation,
  useRequestErasureMutation,
} from './api';
import { ErasurePlanList } from './erasure-plan-list';

/** Records a person's erasure request: who asked; it is due ninety days after today. */
export function RequestErasureDialog({
  personId,
  onClose,
}: {
  personId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [askedBy, setAskedBy] = useState<ErasureAsker>('PERSON');
  const [request, { isLoading, error }] = useRequestErasureMutation();
  return (
    <Dialog
      title={t('personal-data.erasure.requestTitle')}
      onClose={onClose}
      data-testid="request-erasure-dialog"
      submitLabel={t('personal-data.erasure.record')}
      submitTestId="request-erasure-submit"
      form={{
        busy: isLoading,
        failure: error ? errorMessage(error) : null,
        submit: async () => {
          const result = await request({ personId, askedBy });
          if ('data' in result) {
            toastSuccess(t('personal-data.erasure.recorded'));
            onClose();
          }
        },
      }}
    >
      <Text size="sm">{t('personal-data.erasure.requestIntro')}</Text>
      <Select
        label={t('personal-data.erasure.askedBy')}
        data={erasureAskers.map((a) => ({
          value: a,
          label: t(`personal-data.erasure.askers.${a}`),
        }))}
        value={askedBy}
        onChange={(value) => value && setAskedBy(value as ErasureAsker)}
        allowDeselect={false}
        data-testid="erasure-asked-by"
      />
    </Dialog>
  );
}

/** The SU's confirmation: what will be anonymised and what the holds keep, then erase. */
export function CarryOutErasureDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading: loading, error: loadError } = useErasurePreviewQuery(id);
  const [carryOut, { isLoading, error }] = useCarryOutErasureMutation();
  const dispatch = useAppDispatch();
  return (
    <Dialog
      title={t('personal-data.erasure.carryOutTitle')}
      onClose={onClose}
      size="lg"
      guarded
      data-testid="carry-out-erasure-dialog"
      submitLabel={t('personal-data.erasure.erase')}
      submitTestId="carry-out-erasure-submit"
      danger
      submitDisabled={!data}
      form={{
        busy: isLoading,
        failure: error ? errorMessage(error) : null,
        submit: async () => {
          const result = await carryOut(id);
          if ('data' in result) {
            toastSuccess(t('personal-data.erasure.erased'));
            onClose();
            // Every screen held the person's data: read it all again, now erased.
            dispatch(personalDataApi.util.resetApiState());
          }
        },
      }}
    >
      <Stack gap="sm">
        {loading ? <Loader size="sm" /> : null}
        {loadError ? <Alert color="red">{errorMessage(loadError)}</Alert> : null}
        {data ? (
          <>
            <Alert color="red" variant="light">
              {t('personal-data.erasure.cannotUndo', {
                name: data.request.person_name ?? `#${data.request.person_user_id}`,
                due: formatDate(data.request.due_at),
              })}
            </Alert>
            <ErasurePlanList plan={data.plan} />
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}

/** Closes a request without erasing: the reason is recorded and shown. */
export function RejectErasureDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reject, { isLoading, error }] = useRejectErasureMutation();
  return (
    <Dialog
      title={t('personal-data.erasure.rejectTitle')}
      onClose={onClose}
      data-testid="reject-erasure-dialog"
      submitLabel={t('personal-data.erasure.reject')}
      submitDisabled={reason.trim() === ''}
      form={{
        busy: isLoading,
        failure: error ? errorMessage(error) : null,
        submit: async () => {
          const result = await reject({ id, reason: reason.trim() });
          if ('data' in result) onClose();
        },
      }}
    >
      <Textarea
        label={t('personal-data.erasure.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={500}
        data-autofocus
      />
    </Dialog>
  );
}
