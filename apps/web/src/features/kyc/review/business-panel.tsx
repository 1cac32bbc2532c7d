import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { KycDetail } from '@switchboard/contract/kyc';
import { transitionRefusal, type KycAction } from '@switchboard/contract/rules/kyc';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { toastSuccess } from '../../../ui/toasts';
import {
  useBvDocListQuery,
  useBvRejectionMessagesQuery,
  useToggleBusinessKycMutation,
  useUpdateBusinessVerificationMutation,
} from '../api';
import { KycStatusBadge } from '../status-badge';
import { showApiFailed } from '../use-review-actions';
import { openRejectDialog } from './reject-dialog';
import { RequirementToggle } from './requirement-toggle';

const verbStatus: Record<KycAction, 'APPROVED' | 'REJECTED' | 'INCOMPLETE'> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  incomplete: 'INCOMPLETE',
};

/** Business verification: its status, proof of business type, and whether it is required. */
export function BusinessPanel({ detail, canEdit }: { detail: KycDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const bv = detail.business_kyc;
  const orgId = detail.org.id;
  const { data: reasons = [] } = useBvRejectionMessagesQuery();
  const { data: docs } = useBvDocListQuery();
  const [update, updateState] = useUpdateBusinessVerificationMutation();
  const [toggle] = useToggleBusinessKycMutation();
  const locked = !canEdit || detail.org.deleted;

  async function act(verb: KycAction) {
    let rejection_messages: string[] | undefined;
    if (verb === 'reject') {
      const picked = await openRejectDialog({
        title: t('kyc.bv.rejectTitle', { org: detail.org.name }),
        messages: reasons,
      });
      if (!picked) return;
      rejection_messages = picked;
    } else if (
      !(await confirmDialog({
        title: t(`kyc.bv.${verb}Title`),
        message: t('kyc.bv.confirm', {
          action: t(`kyc.actions.${verb}`),
          org: `${detail.org.name} (${detail.org.product_number ?? t('kyc.noNumber')})`,
        }),
      }))
    )
      return;
    const result = await update({
      orgId,
      version: detail.version,
      status: verbStatus[verb],
      ...(rejection_messages ? { rejection_messages } : {}),
    });
    if ('error' in result) return showApiFailed(result.error);
    toastSuccess(t('kyc.bv.saved'));
  }

  async function changePob(pob: string | null) {
    if (!pob || pob === bv.pob_id) return;
    const result = await update({ orgId, version: detail.version, pob_id: pob });
    if ('error' in result) showApiFailed(result.error);
  }

  const button = (verb: KycAction, color: string) => {
    const why = locked
      ? t('kyc.review.locked')
      : transitionRefusal(bv.status, verb, t('kyc.bv.title'));
    return (
      <Button
        size="xs"
        color={color}
        disabled={Boolean(why)}
        title={why ?? undefined}
        loading={updateState.isLoading}
        onClick={() => void act(verb)}
        data-testid={`bv-${verb}`}
      >
        {t(`kyc.actions.${verb}`)}
      </Button>
    );
  };

  return (
    <Stack data-testid="business-panel">
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={500}>{t('kyc.bv.title')}</Text>
            <KycStatusBadge status={bv.status} />
          </Group>
          <Group gap="xs">
            {button('approve', 'green')}
            {button('reject', 'red')}
            {button('incomplete', 'orange')}
          </Group>
        </Group>
        {bv.status === 'REJECTED' && bv.rejection_messages.length > 0 && (
          <Alert mt="sm" color="red" variant="light">
            {bv.rejection_messages.join(' · ')}
          </Alert>
        )}
        <Select
          mt="sm"
          w={320}
          label={t('kyc.docs.pob')}
          data={(docs?.pob ?? []).map((d) => ({ value: d.id, label: d.name }))}
          value={bv.pob_id}
          onChange={(v) => void changePob(v)}
          disabled={locked}
        />
        {bv.gstin && (
          <Text size="sm" mt="sm" data-testid="bv-gstin">
            {t('kyc.bv.gstin')}: {bv.gstin}
          </Text>
        )}
        {bv.extra_documents.length > 0 && (
          <Text size="sm" mt="sm">
            {t('kyc.bv.extra')}: {bv.extra_documents.map((d) => d.proof_name).join(', ')}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="md">
        <RequirementToggle
          title={t('kyc.bv.required')}
          required={bv.is_biz_kyc_required}
          locked={locked}
          confirmTitle={t('kyc.bv.toggleTitle')}
          confirmMessage={(required) =>
            t(required ? 'kyc.bv.toggleOn' : 'kyc.bv.toggleOff', { org: detail.org.name })
          }
          done={t('kyc.bv.toggled')}
          toggle={(required, comment) =>
            toggle({ orgId, is_biz_kyc_required: required, comment, version: detail.version })
          }
          testId="bv-toggle"
        />
      </Paper>
    </Stack>
  );
}
